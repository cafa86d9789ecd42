import Foundation
import ShiftModel
import Testing

@Suite("The hours account (a start day and an opening balance) and what is not work")
struct HoursAccountTests {
    let december = HoursFixture.day(2026, 12, 1)...HoursFixture.day(2026, 12, 31)

    /// HoursFixture's catalog (38.5 h a week: 330 min a day) with a staff
    /// meeting that is not work.
    var catalog: Catalog {
        var catalog = HoursFixture.catalog
        catalog.addOrReplace(ShiftType(id: "meeting", symbol: "M", title: "meeting",
                                       duration: .timed(start: TimeOfDay(hour: 13, minute: 0), end: TimeOfDay(hour: 15, minute: 0)),
                                       locationID: HoursFixture.site, pay: ShiftPay(isWork: false)))
        return catalog
    }

    var shifts: [ScheduledShift] {
        [HoursFixture.shift("early", HoursFixture.day(2026, 12, 7)),
         HoursFixture.shift("night", HoursFixture.day(2026, 12, 8)),
         HoursFixture.shift("early", HoursFixture.day(2026, 12, 9), sick: true),
         HoursFixture.shift("training", HoursFixture.day(2026, 12, 13)),
         HoursFixture.shift("early", HoursFixture.day(2026, 12, 25)),
         HoursFixture.shift("night", HoursFixture.day(2026, 12, 31))]
    }

    /// Not counted: the meeting (not work), a dentist from elsewhere (no
    /// type) and a shift whose type was deleted.
    var appointments: [ScheduledShift] {
        var dentist = HoursFixture.shift("early", HoursFixture.day(2026, 12, 11), in: catalog)
        dentist.shiftTypeID = nil
        dentist.title = "Dentist"
        var gone = HoursFixture.shift("early", HoursFixture.day(2026, 12, 12), in: catalog)
        gone.shiftTypeID = "deleted"
        return [HoursFixture.shift("meeting", HoursFixture.day(2026, 12, 10), in: catalog), dentist, gone]
    }

    @Test("from Wednesday 9 December with 10 h carried in: 23 days of target, the two shifts before it off the balance")
    func accountStart() {
        var catalog = catalog
        catalog.settings.workingTime.accountStart = HoursFixture.day(2026, 12, 9)
        catalog.settings.workingTime.openingBalanceMinutes = 600
        let stats = HoursCalculator(catalog: catalog, calendar: HoursFixture.calendar).statistics(of: shifts, period: december)
        // Paid is every shift of the month; the account counts from the 9th:
        // sick early 450 (counted) + training 480 + early 450 + night 435.
        #expect(stats.workedMinutes == 450 + 435 + 480 + 450 + 435)
        #expect(stats.targetMinutes == 23 * 330)
        #expect(stats.accountMinutes == 450 + 480 + 450 + 435)
        #expect(stats.balanceMinutes == 1815 - 7590)
        #expect(stats.weeks.map(\.targetMinutes) == [0, 5 * 330, 2310, 2310, 4 * 330])
        #expect(stats.weeks.map(\.balanceMinutes) == [0, 930 - 1650, -2310, 450 - 2310, 435 - 1320])
        #expect(stats.openingBalanceMinutes == 600)
        #expect(stats.runningBalance == [600, -120, -2430, -4290, -5175])
        #expect(stats.closingBalanceMinutes == 600 + 1815 - 7590)
        // January starts after the account: no opening balance of its own.
        let january = HoursCalculator(catalog: catalog, calendar: HoursFixture.calendar)
            .statistics(of: shifts, period: HoursFixture.day(2027, 1, 1)...HoursFixture.day(2027, 1, 31))
        #expect(january.openingBalanceMinutes == 0)
        #expect(january.targetMinutes == 31 * 330)
    }

    @Test("the balance runs from the account's start, across the new year; without one from the first of January")
    func balanceDays() {
        var settings = WorkingTimeSettings()
        let january = HoursFixture.day(2027, 1, 1)...HoursFixture.day(2027, 1, 31)
        #expect(HoursCalculator.balanceDays(first: january.lowerBound, last: january.upperBound, settings: settings)
            == january)
        settings.accountStart = HoursFixture.day(2026, 11, 2)
        #expect(HoursCalculator.balanceDays(first: january.lowerBound, last: january.upperBound, settings: settings)
            == HoursFixture.day(2026, 11, 2)...january.upperBound)
        // A start after the period: the year's first day, as without one.
        settings.accountStart = HoursFixture.day(2027, 3, 1)
        #expect(HoursCalculator.balanceDays(first: january.lowerBound, last: january.upperBound, settings: settings)
            == january)
    }

    @Test("someone who started on 2 November: the year's balance is November's and December's, not -1824 h")
    func startedInNovember() {
        var catalog = catalog
        catalog.settings.workingTime.contractMinutesPerWeek = 40 * 60
        let year = HoursFixture.day(2026, 1, 1)...HoursFixture.day(2026, 12, 31)
        // An 8 h early (30 min break: 7 h 30 paid) every weekday from 2 November.
        var worked: [ScheduledShift] = []
        var day = HoursFixture.day(2026, 11, 2)
        while day <= year.upperBound {
            if !day.isWeekend { worked.append(HoursFixture.shift("early", day, in: catalog)) }
            day = day.adding(days: 1)
        }
        let without = HoursCalculator(catalog: catalog, calendar: HoursFixture.calendar).statistics(of: worked, period: year)
        // Without a start: all 365 days of target, 365 x 2400 / 7 = 125,143 min.
        #expect(without.balanceMinutes == 44 * 450 - 125_143)
        catalog.settings.workingTime.accountStart = HoursFixture.day(2026, 11, 2)
        let with = HoursCalculator(catalog: catalog, calendar: HoursFixture.calendar).statistics(of: worked, period: year)
        // 60 days from 2 November: 60 x 2400 / 7 = 20,571 min; 44 weekdays worked.
        #expect(with.targetMinutes == 20_571)
        #expect(with.balanceMinutes == 44 * 450 - 20_571)
    }

    @Test("not work and unknown types: shown, not counted, said as left out; the rules do not see them")
    func leftOut() {
        let calculator = HoursCalculator(catalog: catalog, calendar: HoursFixture.calendar)
        let counted = calculator.statistics(of: shifts, period: december)
        let stats = calculator.statistics(of: shifts + appointments, period: december)
        #expect(stats.leftOut == LeftOutEvents(notWork: 1, unknownType: 2))
        #expect(stats.workedMinutes == counted.workedMinutes)
        #expect(stats.byType == counted.byType)
        #expect(stats.weeks == counted.weeks)
        #expect(appointments.map(calculator.counting(of:)) == [.notWork, .unknownType, .unknownType])
        #expect(appointments.map(calculator.isWork) == [false, false, false])
        // A late then the meeting at 13:00 the next day is no short rest; an early would be.
        let late = HoursFixture.timed("late", "L", (14, 0), (22, 0))
        var rules = catalog
        rules.addOrReplace(late)
        let ruled = HoursCalculator(catalog: rules, calendar: HoursFixture.calendar)
        let evening = HoursFixture.shift("late", HoursFixture.day(2026, 12, 9), in: rules)
        let meeting = HoursFixture.shift("meeting", HoursFixture.day(2026, 12, 10), in: rules)
        let week = HoursFixture.day(2026, 12, 7)...HoursFixture.day(2026, 12, 13)
        #expect(ruled.violations(in: [evening, meeting], range: week).isEmpty)
        let early = HoursFixture.shift("early", HoursFixture.day(2026, 12, 10), in: rules)
        #expect(ruled.violations(in: [evening, early], range: week).map(\.rule) == [.rest])
    }
}
