import Foundation
import ShiftModel
import Testing

@Suite("CalendarDay")
struct CalendarDayTests {
    @Test("ordinal round trips across eras, leap days and month ends", arguments: [
        "1970-01-01", "1969-12-31", "2000-02-29", "2024-02-29", "2026-11-23", "2100-03-01", "1600-01-01",
    ])
    func ordinalRoundTrip(_ iso: String) throws {
        let day = try #require(CalendarDay(iso: iso))
        #expect(CalendarDay(ordinal: day.ordinal) == day)
        #expect(CalendarDay.ordinal(year: day.year, month: day.month, day: day.day) == day.ordinal)
        #expect(day.description == iso)
    }

    @Test("adding days crosses months, years and leap days")
    func addingDays() throws {
        #expect(CalendarDay(year: 2026, month: 11, day: 30).adding(days: 1) == CalendarDay(year: 2026, month: 12, day: 1))
        #expect(CalendarDay(year: 2026, month: 12, day: 31).adding(days: 1) == CalendarDay(year: 2027, month: 1, day: 1))
        #expect(CalendarDay(year: 2024, month: 2, day: 28).adding(days: 1) == CalendarDay(year: 2024, month: 2, day: 29))
        #expect(CalendarDay(year: 2026, month: 3, day: 1).adding(days: -1) == CalendarDay(year: 2026, month: 2, day: 28))
        #expect(CalendarDay(ordinal: 0) == CalendarDay(year: 1970, month: 1, day: 1))
    }

    @Test("weekday matches Foundation's numbering (1 = Sunday)")
    func weekday() {
        #expect(CalendarDay(year: 2026, month: 11, day: 23).weekday == 2)  // Monday
        #expect(CalendarDay(year: 2026, month: 11, day: 22).weekday == 1)  // Sunday
        #expect(CalendarDay(year: 1970, month: 1, day: 1).weekday == 5)    // Thursday
    }

    @Test("malformed or impossible ISO dates are refused", arguments: [
        "2026-02-30", "2026-13-01", "26-11-23", "2026-1-5", "today", "", "2026-11-23T00:00",
    ])
    func invalidISO(_ text: String) {
        #expect(CalendarDay(iso: text) == nil)
    }

    @Test("a day's interval is 23 or 25 hours on daylight-saving changes")
    func dstDayLengths() throws {
        var berlin = Calendar(identifier: .gregorian)
        berlin.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        #expect(CalendarDay(year: 2026, month: 3, day: 29).interval(in: berlin).duration == 23 * 3600)
        #expect(CalendarDay(year: 2026, month: 10, day: 25).interval(in: berlin).duration == 25 * 3600)
        #expect(CalendarDay(year: 2026, month: 11, day: 23).interval(in: berlin).duration == 24 * 3600)
        let date = CalendarDay(year: 2026, month: 11, day: 23).start(in: berlin)
        #expect(CalendarDay(date, in: berlin) == CalendarDay(year: 2026, month: 11, day: 23))
    }
}
