import Foundation
import ShiftModel
import Testing

@Suite("An all-day entry of several days is listed on every day it covers")
struct DayListingTests {
    static var berlin: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }

    let calendar = Self.berlin

    func day(_ iso: String) -> CalendarDay {
        CalendarDay(iso: iso) ?? CalendarDay(year: 1970, month: 1, day: 1)
    }

    func allDay(_ id: String, from first: CalendarDay, days: Int) -> ScheduledShift {
        ScheduledShift(id: ShiftID(id), day: first, start: first.start(in: calendar),
                       end: first.adding(days: days).start(in: calendar), isAllDay: true, title: id)
    }

    func timed(_ id: String, on day: CalendarDay, hour: Int, hours: Int) -> ScheduledShift {
        let start = day.start(in: calendar).addingTimeInterval(TimeInterval(hour * 3600))
        return ScheduledShift(id: ShiftID(id), day: day, start: start, end: start.addingTimeInterval(TimeInterval(hours * 3600)),
                              title: id)
    }

    @Test("Five days of leave over a month's end: each day, and only those")
    func leaveOverMonthEnd() {
        let leave = allDay("leave", from: day("2026-11-28"), days: 5)
        #expect(leave.lastListedDay(in: calendar) == day("2026-12-02"))
        let byDay = DayListing.byDay([leave], from: day("2026-11-26"), through: day("2026-12-05"), in: calendar)
        #expect(byDay.keys.sorted().map(\.description)
            == ["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"])
        #expect(DayListing.months(of: leave, in: calendar) == [YearMonth(year: 2026, month: 11), YearMonth(year: 2026, month: 12)])
        #expect(leave.isListed(on: day("2026-12-02"), in: calendar))
        #expect(!leave.isListed(on: day("2026-12-03"), in: calendar))
        #expect(leave.isListed(from: day("2026-12-01"), through: day("2026-12-31"), in: calendar))
        #expect(!leave.isListed(from: day("2026-12-03"), through: day("2026-12-31"), in: calendar))
    }

    @Test("A night is listed on its start day only; a one-day entry on the 25-hour day too")
    func nightsAndShortDays() {
        let night = timed("night", on: day("2026-10-24"), hour: 22, hours: 8)
        // Summer time ends on 25 October 2026 in Berlin: that day has 25 hours.
        let longDay = allDay("course", from: day("2026-10-25"), days: 1)
        #expect(longDay.end.timeIntervalSince(longDay.start) == 25 * 3600)
        let twoDays = allDay("trip", from: day("2026-03-28"), days: 2)  // over the 23-hour day
        let byDay = DayListing.byDay([longDay, night, twoDays], from: day("2026-03-01"),
                                     through: day("2026-10-31"), in: calendar)
        #expect(byDay.mapValues { $0.map(\.id.rawValue) } == [
            day("2026-03-28"): ["trip"], day("2026-03-29"): ["trip"],
            day("2026-10-24"): ["night"], day("2026-10-25"): ["course"],
        ])
    }

    @Test("A day's list is in start order: the leave before the day's own shift")
    func startOrder() {
        let leave = allDay("leave", from: day("2026-11-23"), days: 3)
        let early = timed("early", on: day("2026-11-24"), hour: 6, hours: 8)
        let byDay = DayListing.byDay([early, leave], from: day("2026-11-24"), through: day("2026-11-24"),
                                     in: calendar)
        #expect(byDay[day("2026-11-24")]?.map(\.id.rawValue) == ["leave", "early"])
    }
}
