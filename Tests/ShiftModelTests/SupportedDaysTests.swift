import Foundation
import ShiftModel
import Testing

/// The days shifts handles (1583 to 2582) and what happens outside.
@Suite("Supported days")
struct SupportedDaysTests {
    let monday = CalendarDay(year: 2026, month: 11, day: 23)

    func berlin() throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        return calendar
    }

    @Test("days outside 1583-01-01...2582-12-31 are refused as such, not as \"no date\"", arguments: [
        ("0001-01-01", "0001-01-01"), ("1582-10-14", "1582-10-14"), ("1582-12-31", "1582-12-31"),
        ("2583-01-01", "2583-01-01"), ("3001-06-01", "3001-06-01"), ("9999-12-31", "9999-12-31"),
    ])
    func outside(_ text: String, _ day: String) throws {
        let expected = try #require(CalendarDay(iso: day))
        #expect(DayArgument.resolve(text, today: monday) == .failure(.unsupported(expected)))
        #expect(DayArgument.parse(text, today: monday) == nil)
        #expect(expected.unsupportedProblem
            == "\(day) is outside the days shifts can handle (1583-01-01 to 2582-12-31)")
    }

    @Test("the first and last days are in; so are words, until they leave the range")
    func edges() {
        #expect(DayArgument.resolve("1583-01-01", today: monday) == .success(CalendarDay(year: 1583, month: 1, day: 1)))
        #expect(DayArgument.resolve("2582-12-31", today: monday) == .success(CalendarDay(year: 2582, month: 12, day: 31)))
        let last = CalendarDay(year: 2582, month: 12, day: 31)
        #expect(DayArgument.resolve("today", today: last) == .success(last))
        #expect(DayArgument.resolve("tomorrow", today: last) == .failure(.unsupported(CalendarDay(year: 2583, month: 1, day: 1))))
        #expect(DayArgument.resolve("someday", today: monday) == .failure(.notADate))
    }

    /// Foundation's Gregorian calendar is Julian before 1582-10-15: its
    /// days there were others, and 1582-10-05...14 (which it does not
    /// have) came after the 15th, so the day's interval trapped.
    @Test("every day outside the range still has a 24-hour interval in proleptic Gregorian order")
    func intervalsNeverTrap() throws {
        let calendar = try berlin()
        var previousEnd: Date?
        for ordinal in CalendarDay(year: 1582, month: 9, day: 1).ordinal...CalendarDay(year: 1583, month: 1, day: 2).ordinal {
            let interval = CalendarDay(ordinal: ordinal).interval(in: calendar)
            #expect(interval.duration == 86_400, "\(CalendarDay(ordinal: ordinal))")
            if let previousEnd { #expect(interval.start == previousEnd, "\(CalendarDay(ordinal: ordinal))") }
            previousEnd = interval.end
        }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        // Proleptic Gregorian day numbers, as iCalendar counts them.
        #expect(CalendarDay(year: 1, month: 1, day: 1).start(in: utc).timeIntervalSince1970 == -62_135_596_800)
        #expect(CalendarDay(year: 1582, month: 10, day: 14).start(in: utc).timeIntervalSince1970 == -12_219_379_200)
    }
}
