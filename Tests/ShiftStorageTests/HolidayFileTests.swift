import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// Public holidays from a published calendar into `holidays.ics` and back,
/// on real temp files.
@Suite("Public holidays in holidays.ics")
struct HolidayFileTests {
    /// As published: no VTIMEZONE, all-day events, a yearly rule, an event
    /// of two days, a timed event (no holiday), folded and escaped text.
    static let published = crlf(
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Public Holidays//EN", "METHOD:PUBLISH",
        "BEGIN:VEVENT", "UID:newyear@example.org", "DTSTAMP:20250101T000000Z", "DTSTART;VALUE=DATE:20000101",
        "DTEND;VALUE=DATE:20000102", "RRULE:FREQ=YEARLY",
        "SUMMARY:New Year's Day", "END:VEVENT",
        "BEGIN:VEVENT", "UID:xmas@example.org", "DTSTAMP:20250101T000000Z", "DTSTART;VALUE=DATE:20261225",
        "DTEND;VALUE=DATE:20261227", "SUMMARY:Christmas\\, Boxing Day", "END:VEVENT",
        "BEGIN:VEVENT", "UID:long@example.org", "DTSTAMP:20250101T000000Z", "DTSTART;VALUE=DATE:20260501",
        "SUMMARY:Labour Day and a very long name that libical folds over more than one line of",
        "  the file", "END:VEVENT",
        "BEGIN:VEVENT", "UID:meeting@example.org", "DTSTAMP:20250101T000000Z", "DTSTART:20260302T090000Z",
        "DTEND:20260302T100000Z", "SUMMARY:Meeting", "END:VEVENT",
        "END:VCALENDAR")

    func range(_ calendar: Calendar, _ first: Int, _ last: Int) -> DateInterval {
        DateInterval(start: CalendarDay(year: first, month: 1, day: 1).start(in: calendar),
                     end: CalendarDay(year: last + 1, month: 1, day: 1).start(in: calendar))
    }

    @Test("the all-day events are kept by day, the yearly one expanded in the range only; written and read back whole")
    func importAndReadBack() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let source = directory.appendingPathComponent("published.ics")
            try write(Self.published, to: source)
            let imported = try await HolidayFile.read(source.path, calendar: calendar, range: range(calendar, 2026, 2027))
            let expected = PublicHolidays(names: [
                CalendarDay(year: 2026, month: 1, day: 1): "New Year's Day",
                CalendarDay(year: 2027, month: 1, day: 1): "New Year's Day",
                CalendarDay(year: 2026, month: 12, day: 25): "Christmas, Boxing Day",
                CalendarDay(year: 2026, month: 12, day: 26): "Christmas, Boxing Day",
                CalendarDay(year: 2026, month: 5, day: 1):
                    "Labour Day and a very long name that libical folds over more than one line of the file",
            ])
            #expect(imported.holidays == expected)
            #expect(imported.timedEvents == 1)

            let target = DataDirectory.holidaysFile(in: directory.appendingPathComponent("data"))
            let service = FileHolidayService(fileURL: target, calendar: calendar)
            #expect(try await service.load() == PublicHolidays())
            try await HolidayFile.write(imported.holidays, to: target, stamp: try utc(2026, 11, 25, 9, 0))
            let text = try readText(target)
            #expect(text.hasPrefix(crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//shifts//public holidays//EN",
                                        "BEGIN:VEVENT", "UID:holiday-20260101", "DTSTAMP:20261125T090000Z",
                                        "DTSTART;VALUE=DATE:20260101", "DTEND;VALUE=DATE:20260102",
                                        "SUMMARY:New Year's Day", "TRANSP:TRANSPARENT", "END:VEVENT")))
            #expect(text.contains("SUMMARY:Christmas\\, Boxing Day\r\n"))
            #expect(try await service.load() == expected)
            // In another time zone the days are the same days.
            let tokyo = FileHolidayService(fileURL: target, calendar: try ShiftStorageTests.calendar("Asia/Tokyo"))
            #expect(try await tokyo.load() == expected)
        }
    }

    @Test("a file with no all-day event is refused, naming it")
    func noAllDayEvents() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let source = directory.appendingPathComponent("timed.ics")
            try write(crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:x", "BEGIN:VEVENT", "UID:a",
                           "DTSTAMP:20250101T000000Z", "DTSTART:20260302T090000Z", "SUMMARY:Meeting", "END:VEVENT",
                           "END:VCALENDAR"), to: source)
            await #expect(throws: HolidayFile.Failure(message: "\(source.path) has no all-day events, so no holidays to "
                + "import (a holiday calendar gives each holiday as an all-day event). The holidays were not changed.")) {
                try await HolidayFile.read(source.path, calendar: calendar, range: range(calendar, 2026, 2026))
            }
        }
    }

    @Test("an unreadable holidays.ics is an error naming the file")
    func unreadable() async throws {
        try await withTemporaryDirectory { directory in
            let target = DataDirectory.holidaysFile(in: directory)
            try write("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n", to: target)
            let service = FileHolidayService(fileURL: target, calendar: try calendar())
            do {
                _ = try await service.load()
                Issue.record("read a broken file")
            } catch let error as UserFacingError {
                #expect(error.message.hasPrefix("Cannot read the public holidays in \(target.path): "))
                #expect(error.message.hasSuffix("Import them again (shifts holidays import FILE.ics), or remove them "
                    + "(shifts holidays clear)."))
            }
        }
    }

    @Test("names lose escape sequences whole, control and bidi characters, and line breaks", arguments: [
        ("Boxing\u{1B}[31;1m Day", "Boxing Day"), ("A\u{1B}]0;title\u{07}B", "AB"), ("Line\none", "Line one"),
        ("\u{202E}Reversed", "Reversed"), ("  ", "Public holiday"), ("Tab\there", "Tab here"),
    ])
    func cleaned(text: String, name: String) {
        #expect(HolidayFile.cleanedName(text) == name)
    }
}
