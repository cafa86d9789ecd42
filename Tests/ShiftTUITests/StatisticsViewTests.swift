import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The Statistics screen on a grid, for a month made by hand (October 2026
/// in Berlin) whose totals were worked out by hand:
///
/// - Sat 3 Oct, Early 06-14 with a 30 min break, on a public holiday: 7 h 30 min
///   paid, 8 h real; 7 h 30 min weekend, 7 h 30 min holiday (paid hours: the
///   break spread over the shift).
/// - Mon 5 Oct, Early: 7 h 30 min.
/// - Tue 6 Oct, Late 14-22: 8 h, 2 h of it night (20-22).
/// - Wed 14 Oct, Late marked sick: 8 h sick, 1 sick day.
/// - Sat 24 Oct, Night 22-06 over the end of summer time: 9 h real, all night,
///   all weekend (2 h Saturday, 7 h Sunday).
/// - Sat 31 Oct, Night 22-06 into Sunday 1 November (a holiday): 8 h, counted
///   in October (its start); 8 h night, 8 h weekend, 6 h holiday.
///
/// Paid 40 h (2,400 min), real 41 h; sick 8 h, counted toward the target;
/// target 38 h 30 min × 31 / 7 = 170 h 30 min; balance 48 h − 170 h 30 min =
/// −122 h 30 min. Night 2 + 9 + 8 = 19 h; weekend 7:30 + 9 + 8 = 24 h 30 min;
/// holidays 7:30 + 6 = 13 h 30 min. Types: Early 2 (15 h), Late 2 (16 h, the sick
/// one's 8 h included), Night 2 (17 h). Weeks from Monday: 28 Sep 7 h 30 min,
/// 5 Oct 15 h 30 min, 12 Oct 8 h (sick), 19 Oct 9 h, 26 Oct 8 h.
@Suite("Statistics screen on a grid")
struct StatisticsViewTests {
    let clock = TestWallClock(day: "2026-10-31", hour: 9)
    var calendar: Calendar { clock.calendar }
    var catalog: Catalog {
        var catalog = Catalog.defaults()
        catalog.shiftTypes[0].pay = ShiftPay(unpaidBreakMinutes: 30)
        catalog.settings.workingTime.contractMinutesPerWeek = 38 * 60 + 30
        return catalog
    }
    let october = StatisticsPeriod(kind: .month, days: CalendarDay("2026-10-01")...CalendarDay("2026-10-31"))
    let holidays = PublicHolidays(names: [CalendarDay("2026-10-03"): "Tag der Deutschen Einheit",
                                          CalendarDay("2026-11-01"): "Allerheiligen"])

    func shift(_ index: Int, on day: String, sick: Bool = false) -> ScheduledShift {
        let type = catalog.shiftTypes[index]
        var shift = ScheduledShift.scheduling(type, location: catalog.location(type.locationID), on: CalendarDay(day),
                                              id: ShiftID("\(type.symbol)-\(day)"), calendar: calendar)
        if sick { shift.sick = SickMark(reason: "flu") }
        return shift
    }

    var shifts: [ScheduledShift] {
        [shift(0, on: "2026-10-03"), shift(0, on: "2026-10-05"), shift(1, on: "2026-10-06"),
         shift(1, on: "2026-10-14", sick: true), shift(2, on: "2026-10-24"), shift(2, on: "2026-10-31")]
    }

    var state: StatisticsState {
        let calculator = HoursCalculator(catalog: catalog, calendar: calendar, holidays: holidays)
        // One rule broken, given by hand (the view draws what the state holds).
        let brokenRest = RuleViolation.shortRest(after: shift(1, on: "2026-10-06"), before: shift(0, on: "2026-10-07"),
                                                 restMinutes: 480, minimum: 660)
        let figures = StatisticsFigures(period: october, statistics: calculator.statistics(of: shifts, period: october.days),
                                        yearToDate: calculator.statistics(of: shifts, period: october.balanceDays(WorkingTimeSettings())),
                                        violations: [brokenRest])
        return StatisticsState(period: october, status: .loaded, figures: figures)
    }

    func render(_ state: StatisticsState, rows: Int, columns: Int) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        StatisticsView.render(StatisticsProps(statistics: state, catalog: catalog), spinnerFrame: 0,
                              statusLine: KeyBindings.statistics.statusLine(width: columns - 1), into: &grid)
        return grid
    }

    @Test("the figures of the hand-made month are the ones worked out by hand")
    func figuresByHand() throws {
        let stats = try #require(state.figures?.statistics)
        #expect(stats.workedMinutes == 2_400)
        #expect(stats.sickMinutes == 480)
        #expect(stats.sickDays == 1)
        #expect(stats.targetMinutes == 10_230)
        #expect(stats.balanceMinutes == -7_350)
        #expect(stats.nightMinutes == 1_140)
        #expect(stats.realMinutes == 2_460)
        #expect(stats.weekendMinutes == 1_470)
        #expect(stats.holidayMinutes == 810)
        #expect(stats.byType.map(\.count) == [2, 2, 2])
        #expect(stats.byType.map(\.minutes) == [900, 960, 1_020])
        #expect(stats.weeks.map(\.creditedMinutes) == [450, 930, 480, 540, 480])
        #expect(stats.runningBalance == [-870, -2_250, -4_080, -5_850, -7_350])
    }

    func year(_ state: StatisticsState) -> StatisticsState {
        var year = state
        let period = StatisticsPeriod(kind: .year, days: CalendarDay("2026-01-01")...CalendarDay("2026-12-31"))
        let calculator = HoursCalculator(catalog: catalog, calendar: calendar, holidays: holidays)
        year.period = period
        year.figures = StatisticsFigures(period: period, statistics: calculator.statistics(of: shifts, period: period.days),
                                         yearToDate: calculator.statistics(of: shifts, period: period.balanceDays(WorkingTimeSettings())))
        return year
    }

    @Test("80x24: the month's figures, a row per type in its colour, a bar per week, the balance, the rule")
    func month80() {
        let grid = render(state, rows: 24, columns: 80)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Statistics",
            " October 2026 · month",
            "",
            " Paid    40 h   real 41 h   target 170 h 30 min   balance -122 h 30 min",
            " Sick    1 day, 8 h   (count toward the target)",
            " Night   19 h   Weekend 24 h 30 min   Holidays 13 h 30 min",
            " Rules   ⚠ 1 working-time rule is broken.",
            "         Short rest: 8 h between Late on Tue 6 Oct and Early on Wed 7 Oct (at",
            "         least 11 h).",
            " Type                       shifts    paid",
            "  E   Early                    2      15 h",
            "  L   Late                     2      16 h",
            "  N   Night                    2      17 h",
            " Weeks (paid, by type)",
            " Mon 28 Sep ██████████████████████████▏                            7 h 30 min",
            " Mon 5 Oct  ██████████████████████████████████████████████████████ 15 h 30 min",
            " Mon 12 Oct ███████████████████████████▊                           8 h",
            " Mon 19 Oct ███████████████████████████████▎                       9 h",
            " Mon 26 Oct ███████████████████████████▊                           8 h",
            " Balance over 2026  ▆▆▆▆▅▅▅▅▅▅▄▄▄▄▄▄▃▃▃▃▃▃▂▂▂▂▂▂▁▁▁▁▁▁▁▁  -1624 h by Sat 31 Oct",
            "",
            "",
            " Paid = real less unpaid breaks; a shift counts in the period it starts in.",
            " [/] period  w/m/y week/month/year  g range  t today  ? help  q quit",
        ])
        let colors = TypeColors(catalog)
        // The types' symbols and names in their colours.
        for (row, type) in zip(10..., catalog.shiftTypes.prefix(3)) {
            #expect(grid[row, 2].style.foreground == colors.color(of: type))
            #expect(grid[row, 6].style.foreground == colors.color(of: type))
        }
        // The broken rule's count in yellow.
        #expect(grid[6, 9].style.foreground == .yellow)
        // The balance short of the target is red; week 12 Oct was sick: red.
        #expect(grid[3, 58].style == TextStyle(bold: true, foreground: .red))
        #expect(grid[16, 12].style.foreground == .red)
        // Week 5 Oct: Early's 7 h 30 min first, then Late's 8 h.
        #expect(grid[15, 12].style.foreground == colors.color(of: catalog.shiftTypes[0]))
        #expect(grid[15, 65].style.foreground == colors.color(of: catalog.shiftTypes[1]))
        #expect(grid[18, 12].style.foreground == colors.color(of: catalog.shiftTypes[2]))
        #expect(grid[19, 20].style.foreground == .red)
    }

    @Test("what is not counted: a dentist without a type and a meeting that is not work, said under the figures")
    func leftOut() {
        var catalog = self.catalog
        let meeting = ShiftType(id: "meeting", symbol: "M", title: "Meeting",
                                duration: .timed(start: TimeOfDay(hour: 13, minute: 0), end: TimeOfDay(hour: 14, minute: 0)),
                                locationID: catalog.locations[0].id, pay: ShiftPay(isWork: false))
        catalog.addOrReplace(meeting)
        var dentist = ScheduledShift.scheduling(meeting, location: nil, on: CalendarDay("2026-10-08"), id: "dentist",
                                                calendar: calendar)
        dentist.shiftTypeID = nil
        dentist.title = "Dentist"
        let staff = ScheduledShift.scheduling(meeting, location: nil, on: CalendarDay("2026-10-09"), id: "staff",
                                              calendar: calendar)
        let calculator = HoursCalculator(catalog: catalog, calendar: calendar, holidays: holidays)
        let all = shifts + [dentist, staff]
        let figures = StatisticsFigures(period: october, statistics: calculator.statistics(of: all, period: october.days),
                                        yearToDate: calculator.statistics(of: all, period: october.balanceDays(WorkingTimeSettings())))
        var grid = CellGrid(size: TerminalSize(rows: 24, columns: 80))
        StatisticsView.render(StatisticsProps(statistics: StatisticsState(period: october, status: .loaded, figures: figures),
                                              catalog: catalog),
                              spinnerFrame: 0, statusLine: "", into: &grid)
        // The figures are the month's without them.
        #expect(Array(grid.lines[3...8]) == [
            " Paid    40 h   real 41 h   target 170 h 30 min   balance -122 h 30 min",
            " Sick    1 day, 8 h   (count toward the target)",
            " Night   19 h   Weekend 24 h 30 min   Holidays 13 h 30 min",
            " Left out 2 events not counted: 1 of a type that is not work, 1 without a known",
            "          type (give it a shift type to count it).",
            " Rules   No working-time rule is broken.",
        ])
        #expect(grid[6, 1].style.bold)
    }

    @Test("an hours account from 2 November 2025 with 40 h carried in: the balance is since then, from +40 h")
    func accountBalance() {
        var catalog = self.catalog
        catalog.settings.workingTime.accountStart = CalendarDay("2025-11-02")
        catalog.settings.workingTime.openingBalanceMinutes = 40 * 60
        let calculator = HoursCalculator(catalog: catalog, calendar: calendar, holidays: holidays)
        let balanceDays = october.balanceDays(catalog.settings.workingTime)
        #expect(balanceDays == CalendarDay("2025-11-02")...CalendarDay("2026-10-31"))
        let figures = StatisticsFigures(period: october, statistics: calculator.statistics(of: shifts, period: october.days),
                                        yearToDate: calculator.statistics(of: shifts, period: balanceDays))
        var grid = CellGrid(size: TerminalSize(rows: 24, columns: 80))
        StatisticsView.render(StatisticsProps(statistics: StatisticsState(period: october, status: .loaded, figures: figures),
                                              catalog: catalog),
                              spinnerFrame: 0, statusLine: "", into: &grid)
        // 40 h + 48 h credited - 364 days x 330 min (2,002 h) = -1914 h.
        let line = grid.lines.first { $0.hasPrefix(" Balance since") }
        #expect(line?.hasPrefix(" Balance since Sun 2 Nov 2025  ") == true)
        #expect(line?.hasSuffix("  -1914 h by Sat 31 Oct") == true)
    }

    @Test("120x40: the bars are wider, the status bar holds every key")
    func month120() {
        let grid = render(state, rows: 40, columns: 120)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Statistics",
            " October 2026 · month",
            "",
            " Paid    40 h   real 41 h   target 170 h 30 min   balance -122 h 30 min",
            " Sick    1 day, 8 h   (count toward the target)",
            " Night   19 h   Weekend 24 h 30 min   Holidays 13 h 30 min",
            " Rules   ⚠ 1 working-time rule is broken.",
            "         Short rest: 8 h between Late on Tue 6 Oct and Early on Wed 7 Oct (at least 11 h).",
            "",
            " Type                       shifts    paid",
            "  E   Early                    2      15 h",
            "  L   Late                     2      16 h",
            "  N   Night                    2      17 h",
            "",
            " Weeks (paid, by type)",
            " Mon 28 Sep █████████████████████████████████████████████▍                                                 7 h 30 min",
            " Mon 5 Oct  ██████████████████████████████████████████████████████████████████████████████████████████████ 15 h 30 min",
            " Mon 12 Oct ████████████████████████████████████████████████▌                                              8 h",
            " Mon 19 Oct ██████████████████████████████████████████████████████▌                                        9 h",
            " Mon 26 Oct ████████████████████████████████████████████████▌                                              8 h",
            "",
            " Balance over 2026  ▇▇▇▇▇▇▆▆▆▆▆▆▅▅▅▅▅▅▄▄▄▄▄▄▃▃▃▃▃▃▂▂▂▂▂▂▁▁▁▁▁▁▁▁  -1624 h by Sat 31 Oct",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            " Paid = real less unpaid breaks; a shift counts in the period it starts in.",
            " [/] period  w/m/y week/month/year  g range  t today  ? help  q quit  Tab/1-9 screens",
        ])
    }

    @Test("a year at 80x24: 53 weeks do not fit a bar each, so they are one line of columns, the blank lines kept")
    func year80() {
        let grid = render(year(state), rows: 24, columns: 80)
        #expect(Array(grid.lines[2..<17]) == [
            "",
            " Paid    40 h   real 41 h   target 2007 h 30 min   balance -1959 h 30 min",
            " Sick    1 day, 8 h   (count toward the target)",
            " Night   19 h   Weekend 24 h 30 min   Holidays 13 h 30 min",
            " Rules   No working-time rule is broken.",
            "",
            " Type                       shifts    paid",
            "  E   Early                    2      15 h",
            "  L   Late                     2      16 h",
            "  N   Night                    2      17 h",
            "",
            " Weeks ·······································▄█▅▅▅········· max 15 h 30 min",
            "",
            " Balance over 2026  ▄▄▄▄▄▃▃▃▃▃▃▃▂▂▂▂▂▂▂▂▂▁▁▁▁▁▁▁▁  -1959 h 30 min by Thu 31 Dec",
            "",
        ])
        #expect(grid.line(22) == " Paid = real less unpaid breaks; a shift counts in the period it starts in.")
    }

    @Test("80x24 with more types than rows: the blank lines go, the weeks become columns, the types end with a count")
    func manyTypes() {
        var props = StatisticsProps(statistics: state, catalog: catalog)
        props.types += (1...11).map { StatisticsProps.TypeRow(symbol: "X\($0)", name: "Extra \($0)", count: "1",
                                                               hours: "1 h", color: .blue) }
        var grid = CellGrid(size: TerminalSize(rows: 24, columns: 80))
        StatisticsView.render(props, spinnerFrame: 0, statusLine: "", into: &grid)
        #expect(Array(grid.lines[9...22]) == [
            " Type                       shifts    paid",
            "  E   Early                    2      15 h",
            "  L   Late                     2      16 h",
            "  N   Night                    2      17 h",
            "  X1  Extra 1                  1      1 h",
            "  X2  Extra 2                  1      1 h",
            "  X3  Extra 3                  1      1 h",
            "  X4  Extra 4                  1      1 h",
            "  X5  Extra 5                  1      1 h",
            "  X6  Extra 6                  1      1 h",
            "  + 5 more types",
            " Weeks ▄█▅▅▅ max 15 h 30 min",
            " Balance over 2026  ▆▆▆▆▅▅▅▅▅▅▄▄▄▄▄▄▃▃▃▃▃▃▂▂▂▂▂▂▁▁▁▁▁▁▁▁  -1624 h by Sat 31 Oct",
            " Paid = real less unpaid breaks; a shift counts in the period it starts in.",
        ])
    }

    @Test("loading another period: its name and the spinner, no figures of the last one; a failure says why")
    func loadingAndFailed() {
        var loading = state
        loading.period = loading.period?.moved(by: 1)
        loading.status = .loading
        let grid = render(loading, rows: 24, columns: 80)
        #expect(Array(grid.lines[1...4]) == [" November 2026 · month", "", " Reading the shifts…", ""])
        #expect(grid[0, 78].text == Spinner.frame(0))
        var failed = loading
        failed.status = .failed("calendar.ics: line 4: not a date")
        failed.figures = nil
        let failure = render(failed, rows: 24, columns: 80)
        #expect(failure.line(3) == " The shifts could not be read: calendar.ics: line 4: not a date")
        #expect(failure[3, 1].style == FormView.errorStyle)
    }
}
