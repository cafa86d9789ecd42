import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// create/update/delete change exactly what they are asked to, or nothing.
@Suite struct EditTests {
    static func shift(_ id: ShiftID, day: Int, _ calendar: Calendar) throws -> ScheduledShift {
        ScheduledShift(id: id, day: CalendarDay(year: 2026, month: 3, day: day),
                       start: try instant(calendar, 2026, 3, day, 6), end: try instant(calendar, 2026, 3, day, 14),
                       title: "Early", symbol: "E", shiftTypeID: "early")
    }

    /// A file with shifts a, b, c on March 5, 6, 7.
    static func seeded(_ directory: URL, _ calendar: Calendar) async throws -> FileCalendarService {
        let service = makeService(in: directory, calendar: calendar)
        try await service.create([try shift("a", day: 5, calendar), try shift("b", day: 6, calendar),
                                  try shift("c", day: 7, calendar)])
        return service
    }

    @Test func updateRewritesOnlyTheTargetedEvent() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let service = try await Self.seeded(directory, calendar)
            let before = try readText(file)
            let oldBlock = try #require(eventBlock(containing: "UID:b", in: before))

            var late = try Self.shift("b", day: 6, calendar)
            late.title = "Late"
            late.symbol = "L"
            late.shiftTypeID = "late"
            late.start = try instant(calendar, 2026, 3, 6, 14)
            late.end = try instant(calendar, 2026, 3, 6, 22)
            try await service.update([late])

            let newBlock = crlf(
                "BEGIN:VEVENT", "UID:b", "DTSTAMP:20260301T120000Z",
                "DTSTART;TZID=Europe/Berlin:20260306T140000", "DTEND;TZID=Europe/Berlin:20260306T220000",
                "SUMMARY:Late", "X-SHIFTS-SYMBOL:L", "X-SHIFTS-TYPE-ID:late",
                "LAST-MODIFIED:20260301T120000Z", "SEQUENCE:1", "END:VEVENT")
            #expect(try readText(file) == before.replacingOccurrences(of: oldBlock, with: newBlock))
            #expect(try await service.shifts(in: wholeYear(calendar))
                == [try Self.shift("a", day: 5, calendar), late, try Self.shift("c", day: 7, calendar)])
        }
    }

    @Test func aSecondUpdateRaisesTheSequenceAgain() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let service = try await Self.seeded(directory, calendar)
            var changed = try Self.shift("a", day: 5, calendar)
            changed.notes = "one"
            try await service.update([changed])
            changed.notes = "two"
            try await service.update([changed])

            let block = eventBlock(containing: "UID:a", in: try readText(DataDirectory.calendarFile(in: directory)))
            #expect(block?.hasSuffix(crlf("DESCRIPTION:two", "X-SHIFTS-SYMBOL:E", "X-SHIFTS-TYPE-ID:early",
                                          "LAST-MODIFIED:20260301T120000Z", "SEQUENCE:2", "END:VEVENT")) == true)
        }
    }

    @Test func deleteRemovesOnlyTheTargetedBlock() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let service = try await Self.seeded(directory, calendar)
            let before = try readText(file)
            let blockA = try #require(eventBlock(containing: "UID:a", in: before))
            let blockC = try #require(eventBlock(containing: "UID:c", in: before))

            try await service.delete(["a", "c"])
            #expect(try readText(file) == before.replacingOccurrences(of: blockA, with: "")
                .replacingOccurrences(of: blockC, with: ""))
            #expect(try await service.shifts(in: wholeYear(calendar)) == [try Self.shift("b", day: 6, calendar)])
        }
    }

    @Test func unknownIDsAndDuplicateIDsThrowAndWriteNothing() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let service = try await Self.seeded(directory, calendar)
            let before = try Data(contentsOf: file)
            let path = file.path

            // The known id in each batch proves a batch is all or nothing.
            await #expect(throws: CalendarFileError.unknownID("nope", path: path)) {
                try await service.update([try Self.shift("a", day: 5, calendar), try Self.shift("nope", day: 8, calendar)])
            }
            await #expect(throws: CalendarFileError.unknownID("nope", path: path)) {
                try await service.delete(["a", "nope"])
            }
            await #expect(throws: CalendarFileError.duplicateID("b", path: path)) {
                try await service.create([try Self.shift("d", day: 8, calendar), try Self.shift("b", day: 9, calendar)])
            }
            await #expect(throws: CalendarFileError.duplicateID("e", path: path)) {
                try await service.create([try Self.shift("e", day: 8, calendar), try Self.shift("e", day: 9, calendar)])
            }
            await #expect(throws: CalendarFileError.invalidShift("", problem: "its id is empty")) {
                try await service.create([try Self.shift("", day: 8, calendar)])
            }
            #expect(try Data(contentsOf: file) == before)
            #expect(CalendarFileError.unknownID("nope", path: path).errorDescription
                == "Shift nope is no longer in \(path) (deleted elsewhere?). Nothing was saved.")
            #expect(CalendarFileError.duplicateID("b", path: path).errorDescription
                == "Cannot add shift b: \(path) already has a shift with this id. Nothing was saved.")
        }
    }

    @Test func writesCreateTheDataDirAs0700AndTheFileAs0600() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let dataDirectory = directory.appendingPathComponent("deeper/shifts", isDirectory: true)
            let service = makeService(in: dataDirectory, calendar: calendar)
            try await service.create([try Self.shift("a", day: 5, calendar)])

            let fileAttributes = try FileManager.default.attributesOfItem(
                atPath: DataDirectory.calendarFile(in: dataDirectory).path)
            let directoryAttributes = try FileManager.default.attributesOfItem(atPath: dataDirectory.path)
            #expect((fileAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            #expect((directoryAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
            let lockAttributes = try FileManager.default.attributesOfItem(
                atPath: dataDirectory.appendingPathComponent("lock").path)
            #expect((lockAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            // The calendar and the lock: the temporary file was renamed away,
            // and a first write has no earlier version to back up.
            #expect(try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path).sorted()
                == ["calendar.ics", "lock"])
        }
    }

    @Test func aSymlinkedCalendarStaysASymlinkAndItsTargetIsUpdated() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let synced = directory.appendingPathComponent("synced", isDirectory: true)
            try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
            let target = synced.appendingPathComponent("work.ics")
            try write(crlf("BEGIN:VCALENDAR", "VERSION:2.0", "END:VCALENDAR"), to: target)
            let link = DataDirectory.calendarFile(in: directory)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

            try await makeService(in: directory, calendar: calendar).create([try Self.shift("a", day: 5, calendar)])
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            #expect(eventBlock(containing: "UID:a", in: try readText(target)) != nil)
        }
    }

    @Test func aChangeMadeByAnotherWriterIsReadBeforeWritingSoItIsNotLost() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let first = try await Self.seeded(directory, calendar)
            let second = makeService(in: directory, calendar: calendar)
            #expect(try await second.shifts(in: wholeYear(calendar)).count == 3)

            try await first.create([try Self.shift("d", day: 8, calendar)])
            try await second.create([try Self.shift("e", day: 9, calendar)])
            #expect(try await first.shifts(in: wholeYear(calendar)).map(\.id) == ["a", "b", "c", "d", "e"])
            // The zone the file already defines is not added again.
            let text = try readText(DataDirectory.calendarFile(in: directory))
            #expect(text.components(separatedBy: "BEGIN:VTIMEZONE").count == 2)
        }
    }
}
