import Foundation
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing
@testable import ShiftStorage

/// The change log and undo history on real files, written with the calendar
/// change they record (C1, U1), and settled after a crash.
@Suite struct HistoryFileTests {
    /// A data dir with a calendar and history service in UTC (so the
    /// calendar file has no VTIMEZONE and its text can be spelled out).
    struct Fixture {
        let directory: URL
        let calendar: Calendar
        let calendarService: FileCalendarService
        let history: FileHistoryService

        init(_ directory: URL) throws {
            self.directory = directory
            calendar = try ShiftStorageTests.calendar("UTC")
            calendarService = makeService(in: directory, calendar: calendar)
            history = FileHistoryService(directory: directory, calendar: calendarService,
                                         catalog: FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory)),
                                         timeZoneCalendar: calendar)
        }

        /// A new service on the same files, as after a restart.
        func restarted() -> FileHistoryService {
            FileHistoryService(directory: directory, calendar: makeService(in: directory, calendar: calendar),
                               catalog: FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory)),
                               timeZoneCalendar: calendar)
        }

        var files: HistoryFiles { HistoryFiles(directory: directory, timeZone: calendar.timeZone) }
        var calendarFile: URL { DataDirectory.calendarFile(in: directory) }
        var logFile: URL { DataDirectory.changeLogFile(in: directory) }
        var undoFile: URL { DataDirectory.undoFile(in: directory) }
        var pendingFile: URL { DataDirectory.pendingChangeFile(in: directory) }

        func shift(_ symbol: String, from: Int, to: Int, notes: String = "") throws -> ScheduledShift {
            let titles = ["E": "Early", "L": "Late"]
            return ScheduledShift(id: "a", day: CalendarDay(year: 2026, month: 11, day: 23),
                                  start: try instant(calendar, 2026, 11, 23, from), end: try instant(calendar, 2026, 11, 23, to),
                                  title: titles[symbol] ?? symbol, symbol: symbol, shiftTypeID: titles[symbol].map { ShiftTypeID($0.lowercased()) },
                                  location: "Ward 3", notes: notes)
        }

        /// A commit of `edits` by Sam at 09:`minute` on Nov 20.
        func commit(_ id: String, _ edits: [ShiftEdit], minute: Int, source: ShiftEditSource = .edit,
                    step: String? = nil) throws -> HistoryCommit {
            HistoryCommit(id: id, time: try instant(calendar, 2026, 11, 20, 9, minute), user: "Sam", source: source,
                          operation: ShiftOperation(edits), stepID: step)
        }
    }

    static let header = crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//shifts//shifts//EN")
    static let footer = crlf("END:VCALENDAR")

    @Test func addSwitchDeleteUndoRedoWriteExactlyTheExpectedFiles() async throws {
        try await withTemporaryDirectory { directory in
            let fixture = try Fixture(directory)
            let early = try fixture.shift("E", from: 6, to: 14, notes: "keys")
            let late = try fixture.shift("L", from: 14, to: 22, notes: "keys")
            let add = try fixture.commit("s1", [.add(early)], minute: 0)
            let switchToLate = try fixture.commit("s2", [.change(.switchType, from: early, to: late, reason: "swap with Kim")],
                                                  minute: 1)
            let delete = try fixture.commit("s3", [.delete(late)], minute: 2)

            let earlyBlock = crlf("BEGIN:VEVENT", "UID:a", "DTSTAMP:20260301T120000Z", "DTSTART:20261123T060000Z",
                                  "DTEND:20261123T140000Z", "SUMMARY:Early", "LOCATION:Ward 3", "DESCRIPTION:keys",
                                  "X-SHIFTS-SYMBOL:E", "X-SHIFTS-TYPE-ID:early", "END:VEVENT")
            #expect(try await fixture.history.commit(add) == add)
            #expect(try readText(fixture.calendarFile) == Self.header + earlyBlock + Self.footer)

            _ = try await fixture.history.commit(switchToLate)
            #expect(try readText(fixture.calendarFile) == Self.header + crlf(
                "BEGIN:VEVENT", "UID:a", "DTSTAMP:20260301T120000Z", "DTSTART:20261123T140000Z",
                "DTEND:20261123T220000Z", "SUMMARY:Late", "LOCATION:Ward 3", "DESCRIPTION:keys",
                "X-SHIFTS-SYMBOL:L", "X-SHIFTS-TYPE-ID:late", "LAST-MODIFIED:20260301T120000Z", "SEQUENCE:1",
                "END:VEVENT") + Self.footer)

            _ = try await fixture.history.commit(delete)
            #expect(try readText(fixture.calendarFile) == Self.header + Self.footer)

            // Undo the delete: the late shift comes back, as a new event.
            let undo = try fixture.commit("u1", delete.operation.inverse.edits, minute: 3, source: .undo, step: "s3")
            _ = try await fixture.history.commit(undo)
            let lateBlock = crlf("BEGIN:VEVENT", "UID:a", "DTSTAMP:20260301T120000Z", "DTSTART:20261123T140000Z",
                                 "DTEND:20261123T220000Z", "SUMMARY:Late", "LOCATION:Ward 3", "DESCRIPTION:keys",
                                 "X-SHIFTS-SYMBOL:L", "X-SHIFTS-TYPE-ID:late", "END:VEVENT")
            #expect(try readText(fixture.calendarFile) == Self.header + lateBlock + Self.footer)

            // Then undo the switch: back to early, an update of that event.
            let undoSwitch = try fixture.commit("u2", switchToLate.operation.inverse.edits, minute: 4, source: .undo, step: "s2")
            _ = try await fixture.history.commit(undoSwitch)
            #expect(try readText(fixture.calendarFile) == Self.header + earlyBlock
                .replacingOccurrences(of: "END:VEVENT", with: "LAST-MODIFIED:20260301T120000Z\r\nSEQUENCE:1\r\nEND:VEVENT")
                + Self.footer)

            // The log: one line per entry, in order, the first spelled out.
            let lines = try readText(fixture.logFile).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 6)
            #expect(lines.last == "")
            #expect(lines[0] == #"{"after":{"allDay":false,"date":"2026-11-23","end":"2026-11-23T14:00:00Z","id":"a","location":"Ward 3","notes":"keys","start":"2026-11-23T06:00:00Z","symbol":"E","title":"Early","typeId":"early"},"change":"s1","date":"2026-11-23","id":"s1-1","kind":"add","reason":"","size":1,"source":"edit","time":"2026-11-20T09:00:00Z","user":"Sam","v":1}"#)
            let restarted = fixture.restarted()
            let expectedEntries = (add.entries + switchToLate.entries + delete.entries + undo.entries + undoSwitch.entries)
            #expect(try await restarted.logEntries() == expectedEntries)
            #expect(expectedEntries[1].reason == "swap with Kim")

            // The undo history, after a restart: s1 to undo, s2 and s3 to redo.
            let history = try await restarted.undoHistory()
            #expect(history.undo.map(\.id) == ["s1"])
            #expect(history.redo.map(\.id) == ["s3", "s2"])
            #expect(history.redo.last == UndoStep(id: "s2", title: "Switched E Early to L Late on 2026-11-23",
                                                  time: switchToLate.time, operation: switchToLate.operation))
            #expect(try String(contentsOf: fixture.undoFile, encoding: .utf8).hasPrefix(#"{"redo":[{"edits":[{"before":{"allDay":false,"date":"2026-11-23","end":"2026-11-23T22:00:00Z","id":"a","location":"Ward 3","notes":"keys","start":"2026-11-23T14:00:00Z","symbol":"L","title":"Late","typeId":"late"},"kind":"delete","reason":""}],"id":"s3","time":"2026-11-20T09:02:00Z","title":"Deleted L Late on 2026-11-23"},"#))

            // Redo the switch.
            let redo = try fixture.commit("r1", switchToLate.operation.edits, minute: 5, source: .redo, step: "s2")
            _ = try await restarted.commit(redo)
            #expect(try await restarted.undoHistory().undo.map(\.id) == ["s1", "s2"])
            #expect(try await fixture.calendarService.shifts(in: wholeYear(fixture.calendar)) == [late])
            #expect(!FileManager.default.fileExists(atPath: fixture.pendingFile.path))
        }
    }

    @Test func aCommitTheCalendarRefusesRecordsNothing() async throws {
        try await withTemporaryDirectory { directory in
            let fixture = try Fixture(directory)
            let early = try fixture.shift("E", from: 6, to: 14)
            var other = early
            other.id = "b"
            _ = try await fixture.history.commit(try fixture.commit("s1", [.add(early)], minute: 0))
            let calendarBefore = try Data(contentsOf: fixture.calendarFile)
            let logBefore = try Data(contentsOf: fixture.logFile)
            let undoBefore = try Data(contentsOf: fixture.undoFile)

            // b is not in the calendar: the batch is refused as a whole, a's delete included.
            let refused = try fixture.commit("s2", [.delete(early), .delete(other)], minute: 1)
            await #expect(throws: CalendarFileError.unknownID("b", path: fixture.calendarFile.path)) {
                _ = try await fixture.history.commit(refused)
            }
            #expect(try Data(contentsOf: fixture.calendarFile) == calendarBefore)
            #expect(try Data(contentsOf: fixture.logFile) == logBefore)
            #expect(try Data(contentsOf: fixture.undoFile) == undoBefore)
            #expect(!FileManager.default.fileExists(atPath: fixture.pendingFile.path))
        }
    }

    @Test func aCrashBeforeTheCalendarWriteDropsThePendingChange() async throws {
        try await withTemporaryDirectory { directory in
            let fixture = try Fixture(directory)
            let early = try fixture.shift("E", from: 6, to: 14)
            let commit = try fixture.commit("s1", [.add(early)], minute: 0)
            let files = fixture.files
            try await offThePool { try files.writePending(commit) }

            let restarted = fixture.restarted()
            #expect(try await restarted.logEntries() == [])
            #expect(try await restarted.undoHistory() == UndoHistory())
            #expect(!FileManager.default.fileExists(atPath: fixture.pendingFile.path))
            #expect(!FileManager.default.fileExists(atPath: fixture.calendarFile.path))
        }
    }

    @Test func aCrashAfterTheCalendarWriteFinishesTheLogAndUndoAtStart() async throws {
        try await withTemporaryDirectory { directory in
            let fixture = try Fixture(directory)
            let early = try fixture.shift("E", from: 6, to: 14)
            let commit = try fixture.commit("s1", [.add(early)], minute: 0)
            let files = fixture.files
            try await offThePool { try files.writePending(commit) }
            try await fixture.calendarService.apply(commit.operation.changes)

            let restarted = fixture.restarted()
            #expect(try await restarted.undoHistory().undo.map(\.id) == ["s1"])
            #expect(try await restarted.logEntries() == commit.entries)
            #expect(!FileManager.default.fileExists(atPath: fixture.pendingFile.path))
        }
    }

    @Test func aCrashAfterTheLogAppendDoesNotLogTwice() async throws {
        try await withTemporaryDirectory { directory in
            let fixture = try Fixture(directory)
            let early = try fixture.shift("E", from: 6, to: 14)
            let commit = try fixture.commit("s1", [.add(early)], minute: 0)
            let files = fixture.files
            try await offThePool { try files.writePending(commit) }
            try await fixture.calendarService.apply(commit.operation.changes)
            try await offThePool { try files.append(commit.entries) }

            let restarted = fixture.restarted()
            #expect(try await restarted.logEntries() == commit.entries)
            #expect(try await restarted.undoHistory().undo.map(\.id) == ["s1"])
            #expect(!FileManager.default.fileExists(atPath: fixture.pendingFile.path))
        }
    }

    /// Another process must not settle a pending change that is still being
    /// written: it would log the entry, and then the writer logs it again.
    @Test func aChangeInFlightHoldsTheChangeLockUntilItsEntryIsWritten() async throws {
        try await withTemporaryDirectory { directory in
            let fixture = try Fixture(directory)
            let gate = AsyncGate()
            let heldCalendar = CalendarAfterWrite(real: fixture.calendarService) { await gate.pass() }
            let held = FileHistoryService(directory: directory, calendar: heldCalendar,
                                          catalog: InMemoryCatalogService(), timeZoneCalendar: fixture.calendar)
            let commit = try fixture.commit("s1", [.add(try fixture.shift("E", from: 6, to: 14))], minute: 0)
            let writing = Task { try await held.commit(commit) }
            await gate.waitForArrivals(1)

            #expect(FileManager.default.fileExists(atPath: fixture.pendingFile.path))
            #expect(throws: DataDirLock.Failure.busy(path: directory.appendingPathComponent("change.lock").path, waited: .zero)) {
                _ = try DataDirLock.acquire(in: directory.path, named: DataDirLock.changeFileName, timeout: .zero)
            }
            gate.open()
            _ = try #require(await waitFor("the held commit to finish") { await writing.result }).get()
            // Free again: the probe waits for it as a save would (a child
            // another test is starting may hold a copy of the descriptor
            // until it execs).
            let limit = BoundedWait.defaultTimeout
            let probe = try await offThePool { () throws -> DataDirLock in
                try DataDirLock.acquire(in: directory.path, named: DataDirLock.changeFileName, timeout: limit)
            }
            probe.release()
            #expect(try await fixture.restarted().logEntries() == commit.entries)
            #expect(!FileManager.default.fileExists(atPath: fixture.pendingFile.path))
        }
    }

    /// Reading with nothing to settle takes no lock, so it creates nothing.
    @Test func readingAnEmptyDataDirCreatesNothing() async throws {
        try await withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("not-yet", isDirectory: true)
            let fixture = try Fixture(missing)
            #expect(try await fixture.history.logEntries() == [])
            #expect(try await fixture.history.undoHistory() == UndoHistory())
            #expect(!FileManager.default.fileExists(atPath: missing.path))
        }
    }

    @Test func aTornLastLineIsLeftOutAndCutOffByTheNextAppend() async throws {
        try await withTemporaryDirectory { directory in
            let fixture = try Fixture(directory)
            let early = try fixture.shift("E", from: 6, to: 14)
            let first = try fixture.commit("s1", [.add(early)], minute: 0)
            _ = try await fixture.history.commit(first)
            let goodLine = try readText(fixture.logFile)
            try write(goodLine + #"{"action":"del"#, to: fixture.logFile)

            #expect(try await fixture.restarted().logEntries() == first.entries)
            let second = try fixture.commit("s2", [.delete(early)], minute: 1)
            _ = try await fixture.history.commit(second)
            let text = try readText(fixture.logFile)
            #expect(text.hasPrefix(goodLine + #"{"before":{"allDay":false"#))
            #expect(text.split(separator: "\n").count == 2)
            #expect(try await fixture.restarted().logEntries() == first.entries + second.entries)

            // A good last line without newline gets one before the next entry.
            try write(String(text.dropLast()), to: fixture.logFile)
            let third = try fixture.commit("s3", [.add(early)], minute: 2)
            _ = try await fixture.history.commit(third)
            #expect(try await fixture.restarted().logEntries() == first.entries + second.entries + third.entries)
        }
    }

    @Test func aBadLineRefusesTheLogByLineAndPurgeLeavesItUntouched() async throws {
        try await withTemporaryDirectory { directory in
            let fixture = try Fixture(directory)
            let early = try fixture.shift("E", from: 6, to: 14)
            let first = try fixture.commit("s1", [.add(early)], minute: 0)
            _ = try await fixture.history.commit(first)
            let broken = try readText(fixture.logFile) + "{\"v\":1,\"id\":3}\n"
            try write(broken, to: fixture.logFile)
            let path = fixture.logFile.path

            await #expect(throws: HistoryFileError.unreadable(path: path, line: 2, problem: "id is not a string")) {
                try await fixture.history.logEntries()
            }
            await #expect(throws: HistoryFileError.self) { try await fixture.history.clearLog() }
            await #expect(throws: HistoryFileError.self) {
                try await fixture.history.purgeLog(before: Date(timeIntervalSince1970: 2_000_000_000))
            }
            #expect(try readText(fixture.logFile) == broken)
            #expect(HistoryFileError.unreadable(path: path, line: 2, problem: "x").errorDescription
                == "Cannot read \(path): line 2: x. The file was left untouched; fix or move it, then try again.")

            try write(#"{"v":3,"future":true}"# + "\n", to: fixture.logFile)
            await #expect(throws: HistoryFileError.newerVersion(path: path, found: 3, supported: 2)) {
                try await fixture.history.logEntries()
            }
        }
    }

    @Test func purgeKeepsNewerLinesByteForByteAndClearRemovesAll() async throws {
        try await withTemporaryDirectory { directory in
            let fixture = try Fixture(directory)
            let early = try fixture.shift("E", from: 6, to: 14)
            _ = try await fixture.history.commit(try fixture.commit("s1", [.add(early)], minute: 0))
            var newer = try fixture.commit("s2", [.delete(early)], minute: 30)
            newer.time = try instant(fixture.calendar, 2026, 11, 21, 8)
            _ = try await fixture.history.commit(newer)
            let lines = try readText(fixture.logFile).split(separator: "\n")

            let cutoff = try instant(fixture.calendar, 2026, 11, 21)
            #expect(try await fixture.history.purgeLog(before: cutoff) == 1)
            #expect(try readText(fixture.logFile) == lines[1] + "\n")
            #expect(try await fixture.history.purgeLog(before: cutoff) == 0)

            #expect(try await fixture.history.clearLog() == 1)
            #expect(try readText(fixture.logFile) == "")
            #expect(try await fixture.restarted().logEntries() == [])
            // The undo history is not part of the log.
            #expect(try await fixture.restarted().undoHistory().undo.map(\.id) == ["s1", "s2"])
        }
    }
}
