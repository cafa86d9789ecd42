import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// A file we cannot read is reported by name and never overwritten.
@Suite struct UnreadableFileTests {
    static func newShift(_ calendar: Calendar) throws -> ScheduledShift {
        ScheduledShift(id: "new", day: CalendarDay(year: 2026, month: 3, day: 5),
                       start: try instant(calendar, 2026, 3, 5, 6), end: try instant(calendar, 2026, 3, 5, 14),
                       title: "Early")
    }

    /// Loads, then tries every kind of write; each must throw the unreadable
    /// error for this file, line and problem, and leave its bytes as they were.
    static func expectRefused(_ text: String, line: Int, _ problem: String) async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let expected = CalendarFileError.unreadable(path: file.path, line: line, problem: problem)
            try write(text, to: file)
            let original = try Data(contentsOf: file)
            let service = makeService(in: directory, calendar: calendar)

            await #expect(throws: expected) { try await service.shifts(in: wholeYear(calendar)) }
            await #expect(throws: expected) { try await service.create([try newShift(calendar)]) }
            await #expect(throws: expected) { try await service.update([try newShift(calendar)]) }
            await #expect(throws: expected) { try await service.delete(["new"]) }
            #expect(try Data(contentsOf: file) == original)
            // Only the lock file, which every write takes before it reads.
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == ["calendar.ics", "lock"])
        }
    }

    @Test func garbageIsNotACalendar() async throws {
        try await Self.expectRefused("garbage\nmore garbage\n", line: 1, "expected BEGIN:VCALENDAR, found \"garbage\"")
    }

    @Test func aTruncatedCalendarNamesTheOpenEvent() async throws {
        try await Self.expectRefused(
            crlf("BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:x") + "DTSTART:2026",
            line: 3, "BEGIN:VEVENT is never closed (the file looks truncated)")
    }

    @Test func aCalendarWithoutItsEndIsTruncated() async throws {
        try await Self.expectRefused(
            crlf("BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:x", "DTSTART:20260305T080000Z", "END:VEVENT"),
            line: 6, "the file ends without END:VCALENDAR (it looks truncated)")
    }

    @Test func anEndWithoutBegin() async throws {
        try await Self.expectRefused(
            crlf("BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:x", "DTSTART:20260305T080000Z",
                 "END:VEVENT", "END:VEVENT", "END:VCALENDAR"),
            line: 7, "END:VEVENT without BEGIN")
    }

    @Test func mismatchedComponents() async throws {
        try await Self.expectRefused(
            crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "BEGIN:VALARM", "END:VEVENT", "END:VCALENDAR"),
            line: 4, "END:VEVENT does not close BEGIN:VALARM from line 3")
    }

    @Test func aLineThatIsNotAContentLine() async throws {
        try await Self.expectRefused(
            crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "DTSTART:20260305T080000Z", "oops", "END:VEVENT",
                 "END:VCALENDAR"),
            line: 4, "\"oops\" is not a NAME:VALUE content line")
    }

    @Test func textAfterTheCalendar() async throws {
        try await Self.expectRefused(
            crlf("BEGIN:VCALENDAR", "END:VCALENDAR", "", "BEGIN:VCALENDAR", "END:VCALENDAR"),
            line: 4, "unexpected \"BEGIN:VCALENDAR\" after END:VCALENDAR")
    }

    @Test func theMessageNamesTheFileTheLineAndWhatToDo() {
        let error = CalendarFileError.unreadable(path: "/x/calendar.ics", line: 7, problem: "END:VEVENT without BEGIN")
        #expect(error.errorDescription == "Cannot read /x/calendar.ics: line 7: END:VEVENT without BEGIN. "
            + "The file was left untouched; fix or move it, then try again.")
        let noLine = CalendarFileError.unreadable(path: "/x/calendar.ics", line: nil, problem: "Permission denied")
        #expect(noLine.errorDescription == "Cannot read /x/calendar.ics: Permission denied. "
            + "The file was left untouched; fix or move it, then try again.")
    }

    @Test func afterTheFileIsFixedTheNextCallReadsAndWritesIt() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write("garbage\n", to: file)
            let service = makeService(in: directory, calendar: calendar)
            await #expect(throws: CalendarFileError.self) { try await service.shifts(in: wholeYear(calendar)) }

            try write(crlf("BEGIN:VCALENDAR", "VERSION:2.0", "END:VCALENDAR"), to: file)
            try await service.create([try Self.newShift(calendar)])
            #expect(try await service.shifts(in: wholeYear(calendar)) == [try Self.newShift(calendar)])
        }
    }

    @Test func aBlankFileIsAnEmptyCalendar() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write("\r\n\n", to: DataDirectory.calendarFile(in: directory))
            let service = makeService(in: directory, calendar: calendar)
            #expect(try await service.shifts(in: wholeYear(calendar)) == [])
            try await service.create([try Self.newShift(calendar)])
            #expect(try readText(DataDirectory.calendarFile(in: directory)).hasPrefix(
                crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//shifts//shifts//EN", "BEGIN:VTIMEZONE")))
        }
    }
}
