import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing
@testable import ShiftStorage

/// Undo that never wedges and a history every process shares, on real files:
/// the catalog, the calendar, the change log and the undo history together.
@Suite("Trust: cascades, shared history and recovery on real files")
@UIActor
struct HistoryTrustTests {
    /// The real services of one data dir, as `shifts` builds them (the
    /// clock fixed at 2026-03-01 13:00 in Berlin).
    struct DataDir {
        let directory: URL
        let calendar: Calendar
        let services: ServiceContainer

        /// `ids`: the prefix of new ids, different for each process on one dir.
        init(_ directory: URL, calendar: Calendar, ids: String = "id-") {
            self.directory = directory
            self.calendar = calendar
            let file = makeService(in: directory, calendar: calendar)
            let catalog = FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory))
            services = ServiceContainer.inMemory(
                calendar: file, clock: FixedClock(calendar: calendar, instant: stampInstant), catalog: catalog,
                ids: SequentialIDGenerator(prefix: ids),
                history: FileHistoryService(directory: directory, calendar: file, catalog: catalog,
                                            timeZoneCalendar: calendar))
        }

        /// A store with the catalog loaded, as the app starts.
        @UIActor
        func store() async -> AppStore {
            let store = AppReducer.makeStore(services: services)
            await store.dispatch(.history(.load))
            await store.dispatch(.catalog(.load))
            return store
        }

        var catalogFile: URL { DataDirectory.catalogFile(in: directory) }
        var calendarFile: URL { DataDirectory.calendarFile(in: directory) }
        var logFile: URL { DataDirectory.changeLogFile(in: directory) }
        var undoFile: URL { DataDirectory.undoFile(in: directory) }
        var pendingFile: URL { DataDirectory.pendingChangeFile(in: directory) }

        /// Early's end time in catalog.json as written.
        func earlyEnd() throws -> String? {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: catalogFile)) as? [String: Any]
            let types = json?["shiftTypes"] as? [[String: Any]]
            return types?.first { $0["id"] as? String == "early" }?["end"] as? String
        }

        /// The DTEND lines of the calendar's events, in file order.
        func endLines() throws -> [String] {
            try readText(calendarFile).components(separatedBy: "\r\n").filter { $0.hasPrefix("DTEND") }
        }
    }

    static let december1 = CalendarDay(year: 2026, month: 12, day: 1)

    /// Opens the Early form on screen 3, sets its end to `end` and saves.
    static func editEarlyEnd(to end: String, _ store: AppStore) async {
        await store.dispatch(.showScreen(.shiftTypes))
        await store.dispatch(.shiftTypes(.edit))
        for _ in 0..<5 { await store.dispatch(.shiftTypes(.form(.edit(.nextField)))) }
        await store.dispatch(.shiftTypes(.form(.edit(.text(.deleteToStart)))))
        for character in end { await store.dispatch(.shiftTypes(.form(.edit(.text(.insert(String(character))))))) }
        await store.dispatch(CatalogListIntent.submit(ShiftType.self, in: store.state))
        await store.dispatch(.showScreen(.today))
    }

    @Test("a type edit and its shifts are one logged change and one undo step; u twice takes it and then the add back")
    func aCascadeIsAChange() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar())
            try await FileCatalogService(fileURL: data.catalogFile).save(.defaults(displayName: "Sam"))
            let store = await data.store()
            await store.dispatch(.shiftEdit(.request([.add("early", on: Self.december1, notes: "")])))
            await store.dispatch(.shiftEdit(.request([.add("late", on: Self.december1.adding(days: 1), notes: "")])))

            await Self.editEarlyEnd(to: "15:00", store)
            #expect(store.state.shiftTypes.notice == .shiftTypeSaved(name: "E Early", updatedShifts: 1))
            #expect(try data.earlyEnd() == "15:00")
            #expect(try data.endLines() == ["DTEND;TZID=Europe/Berlin:20261201T150000",
                                            "DTEND;TZID=Europe/Berlin:20261202T220000"])
            // One log line for the edit: the type before and after, and how many shifts.
            let lines = try readText(data.logFile).split(separator: "\n")
            #expect(lines.count == 3)
            let entry = try #require(JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
            #expect(entry["kind"] as? String == "type")
            #expect(entry["size"] as? Int == 1)
            #expect(entry["v"] as? Int == 2)
            #expect(entry["date"] == nil)
            let catalogEdit = try #require(entry["catalog"] as? [String: Any])
            let pair = try #require(catalogEdit["shiftType"] as? [String: [String: Any]])
            #expect(pair["before"]?["end"] as? String == "14:00")
            #expect(pair["after"]?["end"] as? String == "15:00")

            // u: the edit comes back out, catalog and shift together.
            await store.dispatch(.history(.undo))
            #expect(store.state.shiftEdit.notice?.change == "undo: Edited shift type E Early; 1 shift updated")
            #expect(try data.earlyEnd() == "14:00")
            #expect(try data.endLines() == ["DTEND;TZID=Europe/Berlin:20261201T140000",
                                            "DTEND;TZID=Europe/Berlin:20261202T220000"])
            #expect(store.state.catalog.catalog.shiftType("early") == Catalog.defaults().shiftType("early"))
            // u again: the add of L, not a wedge on the E the edit had moved.
            await store.dispatch(.history(.undo))
            #expect(store.state.shiftEdit.notice?.change == "undo: Deleted L Late on 2026-12-02")
            #expect(try data.endLines() == ["DTEND;TZID=Europe/Berlin:20261201T140000"])

            // After a restart, Ctrl-R makes both again, in order.
            let restarted = await DataDir(directory, calendar: data.calendar, ids: "later-").store()
            await restarted.dispatch(.history(.redo))
            await restarted.dispatch(.history(.redo))
            #expect(restarted.state.shiftEdit.notice?.change == "redo: Edited shift type E Early; 1 shift updated")
            #expect(try data.earlyEnd() == "15:00")
            #expect(try data.endLines() == ["DTEND;TZID=Europe/Berlin:20261201T150000",
                                            "DTEND;TZID=Europe/Berlin:20261202T220000"])
            #expect(try await data.services.history.logEntries().map(\.actionLabel)
                == ["add", "add", "type", "undo: type", "undo: delete", "redo: add", "redo: type"])
        }
    }

    @Test("a crash between the calendar and the catalog writes is finished at the next start: both new")
    func aCascadeCutShortByACrashIsFinished() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar())
            try await FileCatalogService(fileURL: data.catalogFile).save(.defaults())
            let store = await data.store()
            await store.dispatch(.shiftEdit(.request([.add("early", on: Self.december1, notes: "")])))
            let early = try #require(store.state.shiftEdit.lastOperation?.edits.first?.after)

            // What a kill between the calendar's rename and the catalog's leaves:
            // the pending change, the calendar new, the catalog old.
            let before = Catalog.defaults().shiftTypes[0]
            var after = before
            after.duration = .timed(start: TimeOfDay(hour: 6, minute: 0), end: TimeOfDay(hour: 15, minute: 0))
            let operation = TypeEditCascade.operation(editing: before, into: after, location: Catalog.defaults().locations.first,
                                                      in: [early], today: CalendarDay(year: 2026, month: 3, day: 1),
                                                      calendar: data.calendar)
            let commit = HistoryCommit(id: "cut", time: stampInstant, user: "", source: .edit, operation: operation)
            let files = HistoryFiles(directory: directory, timeZone: data.calendar.timeZone)
            try await offThePool { try files.writePending(commit) }
            try await data.services.calendar.apply(operation.changes)
            #expect(try data.earlyEnd() == "14:00")
            #expect(try data.endLines() == ["DTEND;TZID=Europe/Berlin:20261201T150000"])

            let restarted = await DataDir(directory, calendar: data.calendar).store()
            #expect(try data.earlyEnd() == "15:00")
            #expect(restarted.state.catalog.catalog.shiftType("early") == after)
            #expect(restarted.state.history.undo.nextUndo?.id == "cut")
            #expect(!FileManager.default.fileExists(atPath: data.pendingFile.path))
            #expect(try await data.services.history.logEntries().map(\.id) == ["id-2-1", "cut-1"])
        }
    }

    @Test("a crash before the calendar write leaves both old: the pending change is dropped")
    func aCascadeCutShortBeforeTheCalendarIsDropped() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar())
            try await FileCatalogService(fileURL: data.catalogFile).save(.defaults())
            let before = Catalog.defaults().shiftTypes[0]
            var after = before
            after.title = "Morning"
            let commit = HistoryCommit(id: "cut", time: stampInstant, user: "", source: .edit,
                                       operation: ShiftOperation([], catalog: .shiftType(before: before, after: after)))
            let files = HistoryFiles(directory: directory, timeZone: data.calendar.timeZone)
            try await offThePool { try files.writePending(commit) }
            let store = await data.store()
            #expect(store.state.catalog.catalog == .defaults())
            #expect(store.state.history.undo == UndoHistory())
            #expect(!FileManager.default.fileExists(atPath: data.pendingFile.path))
        }
    }

    @Test("the log of a change a kill tore holds every entry of it once, after recovery")
    func aTornBulkChangeIsLoggedWhole() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar("UTC"))
            let days = (0..<40).map { Self.december1.adding(days: $0) }
            let shifts = days.enumerated().map { index, day in
                ScheduledShift(id: ShiftID("s\(index)"), day: day, start: day.start(in: data.calendar),
                               end: day.start(in: data.calendar).addingTimeInterval(3600), title: "Import")
            }
            let commit = HistoryCommit(id: "big", time: stampInstant, user: "", source: .edit,
                                       operation: ShiftOperation(shifts.map { .add($0) }))
            let files = HistoryFiles(directory: directory, timeZone: data.calendar.timeZone)
            try await offThePool { try files.writePending(commit) }
            try await data.services.calendar.apply(commit.operation.changes)
            // The single write of the entries was cut after 17 whole lines and half of the 18th.
            let lines = try commit.entries.map { entry throws in try HistoryFileFormat.line(entry, coder: files.coder) }
            let torn = lines.prefix(17).joined() + lines[17].prefix(lines[17].count / 2)
            try Data(torn).write(to: data.logFile)

            let restarted = DataDir(directory, calendar: data.calendar)
            #expect(try await restarted.services.history.logEntries() == commit.entries)
            #expect(try readText(data.logFile).split(separator: "\n").count == 40)
            #expect(try await restarted.services.history.undoHistory().undo.map(\.id) == ["big"])
        }
    }

    @Test("a log that cannot be written refuses the change before the calendar is touched")
    func anUnwritableLogRefusesTheChange() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar())
            try await FileCatalogService(fileURL: data.catalogFile).save(.defaults())
            try FileManager.default.createDirectory(at: data.logFile, withIntermediateDirectories: true)
            let store = await data.store()
            await store.dispatch(.shiftEdit(.request([.add("early", on: Self.december1, notes: "")])))
            #expect(store.state.shiftEdit.notice == .changeRefused("Cannot record the change in \(data.logFile.path): not a regular "
                + "file (it is a directory). Nothing was changed; fix it and try again."))
            #expect(!FileManager.default.fileExists(atPath: data.calendarFile.path))
            #expect(!FileManager.default.fileExists(atPath: data.pendingFile.path))
        }
    }

    @Test("a log that fails after the calendar took the change: reported as made, finished once it can be written")
    func aLogFailingAfterTheCalendarWrite() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar())
            try await FileCatalogService(fileURL: data.catalogFile).save(.defaults())
            let file = makeService(in: directory, calendar: data.calendar)
            let catalog = FileCatalogService(fileURL: data.catalogFile)
            // After the calendar's write, the change log turns into a folder.
            let log = data.logFile
            let breaking = CalendarAfterWrite(real: file) {
                try? FileManager.default.createDirectory(at: log, withIntermediateDirectories: true)
            }
            let services = ServiceContainer.inMemory(
                calendar: breaking, clock: FixedClock(calendar: data.calendar, instant: stampInstant), catalog: catalog,
                ids: SequentialIDGenerator(prefix: "id-"),
                history: FileHistoryService(directory: directory, calendar: breaking, catalog: catalog,
                                                   timeZoneCalendar: data.calendar))
            let store = AppReducer.makeStore(services: services)
            await store.dispatch(.history(.load))
            await store.dispatch(.catalog(.load))
            await store.dispatch(.shiftEdit(.request([.add("early", on: Self.december1, notes: "")])))
            #expect(store.state.shiftEdit.notice?.change == "edit: Added E Early on 2026-12-01")
            #expect(store.state.shiftEdit.unfinished == "Cannot save \(data.logFile.path): cannot open: Is a directory. "
                + "The file was left as it was.")
            #expect(try data.endLines() == ["DTEND;TZID=Europe/Berlin:20261201T140000"])
            #expect(FileManager.default.fileExists(atPath: data.pendingFile.path))
            #expect(store.state.history.undo.undo.map(\.id) == ["id-2"])

            // While the log cannot be written, the next change is refused, saying why.
            let calendarBefore = try Data(contentsOf: data.calendarFile)
            await store.dispatch(.shiftEdit(.request([.add("late", on: Self.december1.adding(days: 1), notes: "")])))
            #expect(store.state.shiftEdit.notice?.isError == true)
            #expect(store.state.shiftEdit.notice?.refusal?.hasPrefix("The previous change is not fully recorded yet (it "
                + "is kept in \(data.pendingFile.path)): ") == true)
            #expect(try Data(contentsOf: data.calendarFile) == calendarBefore)

            // Fixed: the next change (through a calendar that leaves the log alone) first finishes the last one.
            try FileManager.default.removeItem(at: data.logFile)
            let fixed = await DataDir(directory, calendar: data.calendar, ids: "later-").store()
            await fixed.dispatch(.shiftEdit(.request([.add("late", on: Self.december1.adding(days: 1), notes: "")])))
            #expect(fixed.state.shiftEdit.notice?.change == "edit: Added L Late on 2026-12-02")
            #expect(try await data.services.history.logEntries().map(\.id) == ["id-2-1", "later-2-1"])
            #expect(try await data.services.history.undoHistory().undo.map(\.id) == ["id-2", "later-2"])
        }
    }

    @Test("a pending change whose shifts are partly as before (another program changed them) is kept and named")
    func anUnsettledChangeIsKeptAndNamed() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar())
            try await FileCatalogService(fileURL: data.catalogFile).save(.defaults())
            let store = await data.store()
            await store.dispatch(.shiftEdit(.request([.add("early", on: Self.december1, notes: ""),
                                                      .add("late", on: Self.december1.adding(days: 1), notes: "")])))
            let added = try #require(store.state.shiftEdit.lastOperation)
            // A pending delete of both, cut short; another program changed one of them meanwhile.
            let commit = HistoryCommit(id: "cut", time: stampInstant, user: "", source: .edit, operation: ShiftOperation(
                added.edits.compactMap(\.after).map { .delete($0) }))
            let files = HistoryFiles(directory: directory, timeZone: data.calendar.timeZone)
            try await offThePool { try files.writePending(commit) }
            var changed = try #require(added.edits.first?.after)
            changed.notes = "elsewhere"
            try await makeService(in: directory, calendar: data.calendar).update([changed])
            let calendarBefore = try Data(contentsOf: data.calendarFile)

            let restarted = await DataDir(directory, calendar: data.calendar, ids: "later-").store()
            await restarted.dispatch(.shiftEdit(.request([.add("night", on: Self.december1.adding(days: 5), notes: "")])))
            #expect(restarted.state.shiftEdit.notice == .changeRefused("A change cut short by a crash is still in "
                + "\(data.pendingFile.path), and whether it was made cannot be told: 1 of its 2 shifts are as before "
                + "it and the others are not, so another program changed them meanwhile. Nothing was changed. Look "
                + "at the change in that file (the calendar holds what is true now), then remove the file to go on."))
            #expect(try Data(contentsOf: data.calendarFile) == calendarBefore)
            #expect(FileManager.default.fileExists(atPath: data.pendingFile.path))
        }
    }

    @Test("a location edit that moves no shift is made by its catalog save: when that fails, nothing was changed")
    func aCatalogOnlyEditThatCannotBeSavedIsRefused() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar())
            try await FileCatalogService(fileURL: data.catalogFile).save(.defaults())
            // Another program renames the location in catalog.json meanwhile.
            let before = Catalog.defaults().locations[0]
            var after = before
            after.address = "Hill Rd 1"
            try write(try readText(data.catalogFile).replacingOccurrences(of: "\"Main site\"", with: "\"Main  site\""),
                      to: data.catalogFile)
            let commit = HistoryCommit(id: "addr", time: stampInstant, user: "", source: .edit,
                                       operation: ShiftOperation([], catalog: .location(before: before, after: after)))
            await #expect(throws: (any Error).self) { _ = try await data.services.history.commit(commit) }
            #expect(!FileManager.default.fileExists(atPath: data.pendingFile.path))
            #expect(try await data.services.history.undoHistory() == UndoHistory())
            #expect(try await data.services.history.logEntries() == [])
        }
    }

    @Test("temporary files of killed writers beside the history files go with the next change")
    func leftoverTemporaryFilesAreRemoved() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar())
            try await FileCatalogService(fileURL: data.catalogFile).save(.defaults())
            let leftovers = [".undo.json.Ab3dE9", ".pending-change.json.x1Y2z3", ".changelog.jsonl.QwErTy"]
            for name in leftovers { try write("half a file", to: directory.appendingPathComponent(name)) }
            // Not ours: a name of another shape stays.
            try write("keep", to: directory.appendingPathComponent(".undo.json.notours"))
            let store = await data.store()
            await store.dispatch(.shiftEdit(.request([.add("early", on: Self.december1, notes: "")])))
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names.filter { $0.hasPrefix(".") }.sorted() == [".undo.json.notours"])
        }
    }

    @Test("u undoes a change another process made after this one loaded the history; undo.json stays consistent")
    func anotherProcessesChangeIsTheNewest() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar())
            try await FileCatalogService(fileURL: data.catalogFile).save(.defaults())
            let mine = await data.store()
            await mine.dispatch(.shiftEdit(.request([.add("early", on: Self.december1, notes: "")])))
            // Another process: its own services on the same files.
            let other = await DataDir(directory, calendar: data.calendar, ids: "other-").store()
            await other.dispatch(.shiftEdit(.request([.add("late", on: CalendarDay(year: 2027, month: 1, day: 6), notes: "")])))
            #expect(other.state.shiftEdit.notice?.change == "edit: Added L Late on 2027-01-06")
            #expect(mine.state.history.undo.undo.count == 1)

            await mine.dispatch(.history(.undo))
            #expect(mine.state.shiftEdit.notice?.change == "undo: Deleted L Late on 2027-01-06")
            #expect(try data.endLines() == ["DTEND;TZID=Europe/Berlin:20261201T140000"])
            // After a restart u goes on with the next older step: the add of E.
            let restarted = await DataDir(directory, calendar: data.calendar, ids: "later-").store()
            await restarted.dispatch(.history(.undo))
            #expect(restarted.state.shiftEdit.notice?.change == "undo: Deleted E Early on 2026-12-01")
            #expect(try data.endLines() == [])
            #expect(try await data.services.history.undoHistory().redo.count == 2)
        }
    }

    @Test("a switch of a shift that another program changed since the screen showed it is refused; theirs stays")
    func noSilentOverwrite() async throws {
        try await withTemporaryDirectory { directory in
            let data = DataDir(directory, calendar: try calendar())
            try await FileCatalogService(fileURL: data.catalogFile).save(.defaults())
            let store = await data.store()
            await store.dispatch(.shiftEdit(.request([.add("early", on: Self.december1, notes: "")])))
            let shown = try #require(store.state.shiftEdit.lastOperation?.edits.first?.after)
            // The delete question is open on the E the screen shows...
            await store.dispatch(.editor(.delete(shown)))
            // ...when another process switches it to L.
            let other = await DataDir(directory, calendar: data.calendar, ids: "other-").store()
            await other.dispatch(.shiftEdit(.request([.switchType(shown, to: "late", reason: "")])))
            #expect(other.state.shiftEdit.notice?.change == "edit: Switched E Early to L Late on 2026-12-01")
            let theirs = try Data(contentsOf: data.calendarFile)

            await store.dispatch(ShiftEditorIntent.answer(true, in: store.state)!)
            #expect(store.state.shiftEdit.notice == .changeRefused("E Early 06:00–14:00 on Tue 2026-12-01 was changed elsewhere "
                + "since it was shown (now L Late 14:00–22:00 on Tue 2026-12-01). Nothing was changed."))
            #expect(try Data(contentsOf: data.calendarFile) == theirs)
        }
    }
}
