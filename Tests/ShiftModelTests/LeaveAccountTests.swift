import Foundation
import ShiftModel
import Testing

@Suite("The leave account: weekdays of absence, holidays left out, against the allowance")
struct LeaveAccountTests {
    let calendar = DayListingTests.berlin

    func day(_ iso: String) -> CalendarDay {
        CalendarDay(iso: iso) ?? CalendarDay(year: 1970, month: 1, day: 1)
    }

    @Test("leave over New Year counts in each year its weekdays there; other kinds apart")
    func overNewYear() {
        let leave = ScheduledShift.absence(.annual, from: day("2026-12-28"), through: day("2027-01-05"), id: "l",
                                           calendar: calendar)
        let course = ScheduledShift.absence(.training, from: day("2026-11-30"), through: day("2026-12-01"), id: "t",
                                            calendar: calendar)
        let early = ScheduledShift(id: "e", day: day("2026-12-02"), start: day("2026-12-02").start(in: calendar),
                                   end: day("2026-12-02").start(in: calendar).addingTimeInterval(8 * 3600), title: "Early")
        let holidays = PublicHolidays(names: [day("2027-01-01"): "New Year's Day"])
        let year2026 = LeaveAccount(year: 2026, shifts: [leave, course, early], holidays: holidays, allowance: 30,
                                    calendar: calendar)
        #expect(year2026.days == [.annual: 4, .training: 2])
        #expect(year2026.left == 26)
        let year2027 = LeaveAccount(year: 2027, shifts: [leave, course, early], holidays: holidays, allowance: 2,
                                    calendar: calendar)
        // Monday 4 and Tuesday 5 January; the 1st is a holiday, the 2nd and 3rd a weekend.
        #expect(year2027.days == [.annual: 2])
        #expect(year2027.left == 0)
        #expect(LeaveAccount.next(from: day("2026-12-29"), in: [early, leave, course], calendar: calendar)?.id == "l")
        #expect(LeaveAccount.next(from: day("2027-01-06"), in: [early, leave, course], calendar: calendar) == nil)
    }

    @Test("an absence is one all-day entry from its first day to the day after its last")
    func entry() {
        let leave = ScheduledShift.absence(.lieu, from: day("2026-10-23"), through: day("2026-10-26"), id: "x",
                                           calendar: calendar)
        #expect(leave.isAllDay && leave.absence == .lieu && leave.symbol == "TL" && leave.title == "Time off in lieu")
        #expect(leave.end == day("2026-10-27").start(in: calendar))
        // Over the change from summer time: four days, one of 25 hours.
        #expect(leave.end.timeIntervalSince(leave.start) == 97 * 3600)
        #expect(leave.lastListedDay(in: calendar) == day("2026-10-26"))
    }
}

@Suite("Absences in the statistics: each weekday of leave credits the contract's day")
struct AbsenceStatisticsTests {
    let december = HoursFixture.day(2026, 12, 1)...HoursFixture.day(2026, 12, 31)

    @Test("leave from 21 December over Christmas: 8 weekdays at a fifth of 38.5 h, credited, never worked or left out")
    func leaveCounts() {
        let calendar = HoursFixture.calendar
        let leave = ScheduledShift.absence(.annual, from: HoursFixture.day(2026, 12, 21),
                                           through: HoursFixture.day(2027, 1, 1), id: "leave", calendar: calendar)
        let course = ScheduledShift.absence(.training, from: HoursFixture.day(2026, 12, 4),
                                            through: HoursFixture.day(2026, 12, 4), id: "course", calendar: calendar)
        let early = HoursFixture.shift("early", HoursFixture.day(2026, 12, 7))
        let holidays = PublicHolidays(names: [HoursFixture.day(2026, 12, 25): "Christmas Day"])
        let stats = HoursCalculator(catalog: HoursFixture.catalog, calendar: calendar, holidays: holidays)
            .statistics(of: [leave, course, early], period: december)
        // 21-24 and 28-31 December: eight weekdays; the 25th is a holiday.
        #expect(stats.absenceDays == [.annual: 8, .training: 1])
        #expect(stats.leaveMinutes == 9 * 462)
        #expect(stats.workedMinutes == 450)
        #expect(stats.leftOut == LeftOutEvents())
        #expect(stats.creditedMinutes == 450 + 9 * 462)
        #expect(stats.weeks.map(\.leaveMinutes) == [462, 0, 0, 4 * 462, 4 * 462])
        #expect(stats.balanceMinutes == 450 + 9 * 462 - 31 * 330)
        // A day's minutes set apart from the contract's fifth.
        var catalog = HoursFixture.catalog
        catalog.settings.workingTime.absenceDayMinutes = 480
        let set = HoursCalculator(catalog: catalog, calendar: calendar, holidays: holidays)
            .statistics(of: [leave], period: december)
        #expect(set.leaveMinutes == 8 * 480)
        // Sick leave counts as sick hours do: not toward the target when
        // the settings say sick hours do not.
        let sick = ScheduledShift.absence(.sick, from: HoursFixture.day(2026, 12, 7), through: HoursFixture.day(2026, 12, 8),
                                          id: "sick", calendar: calendar)
        catalog.settings.workingTime.sickCountsTowardTarget = false
        let notCounted = HoursCalculator(catalog: catalog, calendar: calendar, holidays: holidays)
            .statistics(of: [sick, course], period: december)
        #expect(notCounted.absenceDays == [.sick: 2, .training: 1])
        #expect(notCounted.leaveMinutes == 480)
    }
}
