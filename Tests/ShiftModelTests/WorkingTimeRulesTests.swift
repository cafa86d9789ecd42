import Foundation
import ShiftModel
import Testing

@Suite("Working-time rules at their exact thresholds")
struct WorkingTimeRulesTests {
    var catalog: Catalog {
        var catalog = HoursFixture.catalog
        catalog.shiftTypes += [
            HoursFixture.timed("late", "L", (14, 0), (22, 0)),
            HoursFixture.timed("nine", "9", (9, 0), (17, 0)),
            HoursFixture.timed("almost", "8", (8, 59), (17, 0)),
            HoursFixture.timed("ten", "X", (8, 0), (18, 0)),
            HoursFixture.timed("tenplus", "X1", (8, 0), (18, 1)),
            HoursFixture.timed("average", "A", (8, 0), (17, 36)),
        ]
        return catalog
    }
    var calculator: HoursCalculator { HoursCalculator(catalog: catalog, calendar: HoursFixture.calendar) }
    let monday = HoursFixture.day(2026, 12, 7)

    func shifts(_ type: ShiftTypeID, from day: CalendarDay, count: Int) -> [ScheduledShift] {
        (0..<count).map { HoursFixture.shift(type, day.adding(days: $0), in: catalog) }
    }

    func check(_ shifts: [ScheduledShift], _ range: ClosedRange<CalendarDay>? = nil) -> [RuleViolation] {
        calculator.violations(in: shifts, range: range ?? monday.adding(days: -7)...monday.adding(days: 28))
    }

    @Test("rest: 11 h between a late and the next day's 09:00 is enough; 10 h 59 min is not")
    func rest() {
        let late = HoursFixture.shift("late", monday, in: catalog)
        #expect(check([late, HoursFixture.shift("nine", monday.adding(days: 1), in: catalog)]) == [])
        let almost = HoursFixture.shift("almost", monday.adding(days: 1), in: catalog)
        #expect(check([late, almost]) == [.shortRest(after: late, before: almost, restMinutes: 659, minimum: 660)])
    }

    @Test("days in a row: 6 are allowed, the 7th breaks the rule; a sick day or an Off entry is no working day")
    func consecutiveDays() {
        #expect(check(shifts("early", from: monday, count: 6)) == [])
        let seven = shifts("early", from: monday, count: 7)
        #expect(check(seven) == [.consecutiveDays(first: monday, last: monday.adding(days: 6), maximum: 6)])
        var sick = seven
        sick[3].sick = SickMark(reason: "flu")
        #expect(check(sick) == [])
        var off = seven
        off[3] = HoursFixture.shift("off", monday.adding(days: 3), in: catalog)
        #expect(check(off) == [])
    }

    @Test("nights in a row: 4 are allowed, the 5th breaks the rule (and the days rule stays quiet at 5)")
    func consecutiveNights() {
        #expect(check(shifts("night", from: monday, count: 4)) == [])
        #expect(check(shifts("night", from: monday, count: 5))
            == [.consecutiveNights(first: monday, last: monday.adding(days: 4), maximum: 4)])
    }

    @Test("a week of exactly 60 h is allowed; one minute more is not")
    func weeklyMaximum() {
        var week = shifts("ten", from: monday, count: 6)
        #expect(check(week) == [])
        week[5] = HoursFixture.shift("tenplus", monday.adding(days: 5), in: catalog)
        #expect(check(week) == [.weeklyMaximum(weekStart: monday, minutes: 3601, maximum: 3600)])
    }

    @Test("17 weeks averaging exactly 48 h are allowed; one minute more over the 17 is not")
    func weeklyAverage() {
        let first = monday
        var all: [ScheduledShift] = []
        for week in 0..<17 { all += shifts("average", from: first.adding(days: 7 * week), count: 5) }
        let range = first...first.adding(days: 7 * 17 - 1)
        #expect(check(all, range) == [])
        all[0] = HoursFixture.shift("tenplus", first, in: catalog)  // 601 minutes instead of 576
        let found = check(all, range)
        #expect(found == [.weeklyAverage(firstWeek: first, lastWeek: first.adding(days: 7 * 16), weeks: 17,
                                         averageMinutes: 2881, maximum: 2880)])
    }

    @Test("what a change would break: a new short rest is named, a rule broken before is not named again")
    func newViolations() {
        let late = HoursFixture.shift("late", monday, in: catalog)
        let early = HoursFixture.shift("early", monday.adding(days: 1), in: catalog)
        let range = monday...monday.adding(days: 1)
        #expect(calculator.newViolations(before: [late], after: [late, early], range: range)
            == [.shortRest(after: late, before: early, restMinutes: 480, minimum: 660)])
        let seven = shifts("early", from: monday.adding(days: 7), count: 7)
        let eighth = HoursFixture.shift("early", monday.adding(days: 14), in: catalog)
        #expect(calculator.newViolations(before: seven, after: seven + [eighth], range: monday.adding(days: 7)...monday.adding(days: 14))
            == [.consecutiveDays(first: monday.adding(days: 7), last: monday.adding(days: 14), maximum: 6)])
        #expect(calculator.newViolations(before: seven, after: seven, range: monday...monday.adding(days: 20)) == [])
    }

    @Test("the context of a check reaches back over the averaging weeks and a week forward")
    func context() {
        let context = calculator.checkContext(for: monday...monday)
        #expect(context == monday.adding(days: -119)...monday.adding(days: 7))
    }
}
