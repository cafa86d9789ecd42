import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// Files written by other programs: what we read from them and what we
/// leave alone when we write.
@Suite struct ForeignEventTests {
    static let foreignEvent = crlf(
        "BEGIN:VEVENT",
        "SUMMARY:Dentist",
        "DTSTART:20260305T080000Z",
        "DTEND:20260305T090000Z",
        "X-OTHER-APP:keep me",
        "END:VEVENT")

    static let foreignTodo = crlf(
        "BEGIN:VTODO",
        "UID:todo-1",
        "SUMMARY:Buy milk",
        "END:VTODO")

    static let foreignFile = crlf(
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Other//App//EN",
        "X-WR-CALNAME:Mine")
        + foreignEvent + foreignTodo + crlf("END:VCALENDAR")

    static func dentist(_ calendar: Calendar, id: ShiftID) throws -> ScheduledShift {
        ScheduledShift(id: id, day: CalendarDay(year: 2026, month: 3, day: 5),
                       start: try utc(2026, 3, 5, 8), end: try utc(2026, 3, 5, 9), title: "Dentist")
    }

    static func ownShift(_ calendar: Calendar, id: ShiftID = "own-1") throws -> ScheduledShift {
        ScheduledShift(id: id, day: CalendarDay(year: 2026, month: 3, day: 6),
                       start: try instant(calendar, 2026, 3, 6, 6), end: try instant(calendar, 2026, 3, 6, 14),
                       title: "Early", symbol: "E", shiftTypeID: "early")
    }

    @Test func aForeignEventWithoutUIDIsAShiftWithAStableID() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(Self.foreignFile, to: file)
            // "nouid-" and the 64-bit FNV-1a hash of the block without CRs, worked out apart from the code.
            let id: ShiftID = "nouid-65e4dff7f3d7e1fa"

            let loaded = try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar))
            #expect(loaded == [try Self.dentist(calendar, id: id)])
            #expect(try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar)) == loaded)
        }
    }

    @Test func createUpdateAndDeleteLeaveForeignBlocksByteForByte() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(Self.foreignFile, to: file)
            let service = makeService(in: directory, calendar: calendar)
            let own = try Self.ownShift(calendar)
            let head = crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//App//EN", "X-WR-CALNAME:Mine")

            try await service.create([own])
            let afterCreate = try readText(file)
            let vtimezone = try #require(afterCreate.range(of: "BEGIN:VTIMEZONE").flatMap { start in
                afterCreate.range(of: "END:VTIMEZONE\r\n").map { String(afterCreate[start.lowerBound..<$0.upperBound]) }
            })
            let ownBlock = try #require(eventBlock(containing: "UID:own-1", in: afterCreate))
            #expect(afterCreate == head + vtimezone + Self.foreignEvent + Self.foreignTodo + ownBlock
                + crlf("END:VCALENDAR"))

            var switched = own
            switched.title = "Late"
            try await service.update([switched])
            let afterUpdate = try readText(file)
            let updatedBlock = try #require(eventBlock(containing: "UID:own-1", in: afterUpdate))
            #expect(afterUpdate == head + vtimezone + Self.foreignEvent + Self.foreignTodo + updatedBlock
                + crlf("END:VCALENDAR"))

            try await service.delete([own.id])
            #expect(try readText(file) == head + vtimezone + Self.foreignEvent + Self.foreignTodo
                + crlf("END:VCALENDAR"))
        }
    }

    @Test func updatingAForeignEventKeepsItsForeignPropertiesAndID() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(Self.foreignFile, to: file)
            let service = makeService(in: directory, calendar: calendar)
            var dentist = try #require(try await service.shifts(in: wholeYear(calendar)).first)
            dentist.notes = "Bring the card"
            dentist.sick = SickMark(reason: "")

            try await service.update([dentist])
            let text = try readText(file)
            #expect(eventBlock(containing: "SUMMARY:Dentist", in: text) == crlf(
                "BEGIN:VEVENT",
                "X-OTHER-APP:keep me",
                "UID:\(dentist.id)",
                "DTSTAMP:20260301T120000Z",
                "DTSTART;TZID=Europe/Berlin:20260305T090000",
                "DTEND;TZID=Europe/Berlin:20260305T100000",
                "SUMMARY:Dentist (sick)",
                "DESCRIPTION:Bring the card",
                "CATEGORIES:SICK",
                "X-SHIFTS-SICK:TRUE",
                "LAST-MODIFIED:20260301T120000Z",
                "SEQUENCE:1",
                "END:VEVENT"))
            #expect(try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar))
                == [dentist])
        }
    }

    @Test func timesInUTCFloatingTzidDateDurationAndWithoutEnd() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write(crlf(
                "BEGIN:VCALENDAR",
                "BEGIN:VEVENT", "UID:utc", "DTSTART:20260305T080000Z", "DTEND:20260305T160000Z", "END:VEVENT",
                "BEGIN:VEVENT", "UID:floating", "DTSTART:20260305T080000", "DTEND:20260305T120000", "END:VEVENT",
                "BEGIN:VEVENT", "UID:newyork", "DTSTART;TZID=America/New_York:20260305T080000",
                "DURATION:PT8H", "END:VEVENT",
                "BEGIN:VEVENT", "UID:date", "DTSTART;VALUE=DATE:20260310", "DTEND;VALUE=DATE:20260313", "END:VEVENT",
                "BEGIN:VEVENT", "UID:date-no-end", "DTSTART;VALUE=DATE:20260314", "END:VEVENT",
                "BEGIN:VEVENT", "UID:timed-no-end", "DTSTART:20260315T100000Z", "END:VEVENT",
                "BEGIN:VEVENT", "UID:hostile", "DTSTART;TZID=../../../../dev/zero:20260316T100000", "END:VEVENT",
                "END:VCALENDAR"), to: DataDirectory.calendarFile(in: directory))

            let loaded = try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar))
            let march5 = CalendarDay(year: 2026, month: 3, day: 5)
            #expect(loaded == [
                ScheduledShift(id: "utc", day: march5, start: try utc(2026, 3, 5, 8), end: try utc(2026, 3, 5, 16),
                               title: ""),
                ScheduledShift(id: "floating", day: march5, start: try instant(calendar, 2026, 3, 5, 8),
                               end: try instant(calendar, 2026, 3, 5, 12), title: ""),
                ScheduledShift(id: "newyork", day: march5, start: try utc(2026, 3, 5, 13),
                               end: try utc(2026, 3, 5, 21), title: ""),
                ScheduledShift(id: "date", day: CalendarDay(year: 2026, month: 3, day: 10),
                               start: try instant(calendar, 2026, 3, 10), end: try instant(calendar, 2026, 3, 13),
                               isAllDay: true, title: ""),
                ScheduledShift(id: "date-no-end", day: CalendarDay(year: 2026, month: 3, day: 14),
                               start: try instant(calendar, 2026, 3, 14), end: try instant(calendar, 2026, 3, 15),
                               isAllDay: true, title: ""),
                ScheduledShift(id: "timed-no-end", day: CalendarDay(year: 2026, month: 3, day: 15),
                               start: try utc(2026, 3, 15, 10), end: try utc(2026, 3, 15, 10), title: ""),
                // A TZID that is not a plain zone name is never looked up on disk: floating.
                ScheduledShift(id: "hostile", day: CalendarDay(year: 2026, month: 3, day: 16),
                               start: try instant(calendar, 2026, 3, 16, 10),
                               end: try instant(calendar, 2026, 3, 16, 10), title: ""),
            ])
        }
    }

    @Test func aTzidIsResolvedThroughTheFilesOwnVtimezoneFirst() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            // A made-up zone name only this file defines: always UTC+05:30.
            try write(crlf(
                "BEGIN:VCALENDAR",
                "BEGIN:VTIMEZONE", "TZID:Custom Zone",
                "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0530", "TZOFFSETTO:+0530",
                "END:STANDARD", "END:VTIMEZONE",
                "BEGIN:VEVENT", "UID:custom", "DTSTART;TZID=Custom Zone:20260305T113000",
                "DTEND;TZID=Custom Zone:20260305T123000", "END:VEVENT",
                "END:VCALENDAR"), to: DataDirectory.calendarFile(in: directory))

            let loaded = try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar))
            #expect(loaded == [ScheduledShift(id: "custom", day: CalendarDay(year: 2026, month: 3, day: 5),
                                              start: try utc(2026, 3, 5, 6), end: try utc(2026, 3, 5, 7), title: "")])
        }
    }

    @Test func foldedAndEscapedTextIsUnfoldedAndUnescaped() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write(crlf(
                "BEGIN:VCALENDAR",
                "BEGIN:VEVENT", "UID:folded", "DTSTART:20260305T080000Z",
                "SUMMARY:A very long title that some program", " folded\\, with a comma",
                "DESCRIPTION:line one\\nline two\\; end",
                "X-SHIFTS-SYMBOL:N",
                "END:VEVENT",
                "END:VCALENDAR"), to: DataDirectory.calendarFile(in: directory))

            let loaded = try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar))
            #expect(loaded.map(\.title) == ["A very long title that some programfolded, with a comma"])
            #expect(loaded.map(\.notes) == ["line one\nline two; end"])
            #expect(loaded.map(\.symbol) == ["N"])
        }
    }

    @Test func repeatedUIDsGetDistinctIDs() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write(crlf(
                "BEGIN:VCALENDAR",
                "BEGIN:VEVENT", "UID:same", "DTSTART:20260305T080000Z", "END:VEVENT",
                "BEGIN:VEVENT", "UID:same", "DTSTART:20260306T080000Z", "END:VEVENT",
                "END:VCALENDAR"), to: DataDirectory.calendarFile(in: directory))

            let service = makeService(in: directory, calendar: calendar)
            // The second one's id is a hash of its own text (StableIDTests), worked out apart from the code.
            let second: ShiftID = "same#98966f228ec5dafc"
            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.id) == ["same", second])
            try await service.delete([second])
            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.id) == ["same"])
        }
    }

    @Test func anLFFileStaysLFAndItsForeignBlockIsKept() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let lfEvent = "BEGIN:VEVENT\nUID:lf\nDTSTART:20260305T080000Z\nX-OTHER-APP:keep me\nEND:VEVENT\n"
            try write("BEGIN:VCALENDAR\nVERSION:2.0\n" + lfEvent + "END:VCALENDAR\n", to: file)

            try await makeService(in: directory, calendar: calendar).create([try Self.ownShift(calendar)])
            let text = try readText(file)
            #expect(!text.unicodeScalars.contains("\r"))
            #expect(text.hasPrefix("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTIMEZONE\nTZID:Europe/Berlin\n"))
            #expect(eventBlock(containing: "UID:lf", in: text) == lfEvent)
            #expect(eventBlock(containing: "UID:own-1", in: text)?.hasPrefix("BEGIN:VEVENT\nUID:own-1\n") == true)
            #expect(text.hasSuffix("END:VEVENT\nEND:VCALENDAR\n"))
            #expect(try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar)).map(\.id)
                == ["lf", "own-1"])
        }
    }

    @Test func emptyBatchesLeaveACRLFFileUntouched() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let service = makeService(in: directory, calendar: calendar)
            try await service.create([try Self.ownShift(calendar, id: "a"), try Self.ownShift(calendar, id: "b")])
            let original = try Data(contentsOf: file)
            let text = String(decoding: original, as: UTF8.self)
            #expect(text.unicodeScalars.filter { $0 == "\n" }.count == text.unicodeScalars.filter { $0 == "\r" }.count)

            // Batches that change nothing must not rewrite the file.
            try await service.delete([])
            try await service.update([])
            #expect(try Data(contentsOf: file) == original)
        }
    }
}
