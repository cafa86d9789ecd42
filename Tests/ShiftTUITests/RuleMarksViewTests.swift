import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The working-time rules broken and the public holidays on the Schedule's
/// grid and day pane, the question before a change that breaks a rule, and
/// the holiday on Today: at 80x24 and 120x40, every line compared.
@Suite("Rule marks, holidays and the rules question on a VirtualScreen")
struct RuleMarksViewTests {
    let catalog = Catalog.defaults()
    let today = CalendarDay("2026-11-23")
    let calendar = Calendar.gregorian(timeZone: "Europe/Berlin")
    var early: ShiftType { catalog.shiftTypes[0] }
    var late: ShiftType { catalog.shiftTypes[1] }

    func shift(_ type: ShiftType, _ day: String, id: String? = nil) -> ScheduledShift {
        ScheduledShift.scheduling(type, location: catalog.location(type.locationID), on: CalendarDay(day),
                                  id: ShiftID(id ?? "\(type.symbol)-\(day)"), notes: "", calendar: calendar)
    }

    /// Late on Monday 23 November, Early on Tuesday 24: 8 hours' rest. A
    /// holiday on Thursday 26.
    var lateThenEarly: (late: ScheduledShift, early: ScheduledShift) {
        (shift(late, "2026-11-23"), shift(early, "2026-11-24"))
    }
    var shortRest: RuleViolation {
        .shortRest(after: lateThenEarly.late, before: lateThenEarly.early, restMinutes: 480, minimum: 660)
    }
    let holidays = PublicHolidays(names: [CalendarDay("2026-11-26"): "Thanksgiving"])

    func state(cursor: CalendarDay) -> AppState {
        var state = AppState(screen: .schedule, catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true))
        var months: [YearMonth: MonthShifts] = [:]
        let shifts = [lateThenEarly.late, lateThenEarly.early]
        for month in ScheduleState.window(around: YearMonth(cursor)) {
            months[month] = MonthShifts(shifts: shifts.filter { YearMonth($0.day) == month })
        }
        state.clockToday = today
        state.schedule = ScheduleState(cursor: cursor, calendar: calendar, months: months)
        state.schedule.violations = [shortRest]
        state.holidays = HolidaysState(holidays: holidays)
        return state
    }

    func render(_ state: AppState, rows: Int, columns: Int) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        ScheduleView.render(ScheduleProps(ScheduleProps.Input(state), calendar: calendar), spinnerFrame: 0,
                            statusLine: KeyBindings.table(for: KeyMode(state)).statusLine(width: columns - 1), into: &grid)
        return grid
    }

    @Test("props: the two days of the short rest are marked, the holiday too; the pane names the rule for the cursor's day")
    func props() {
        let props = ScheduleProps(ScheduleProps.Input(state(cursor: CalendarDay("2026-11-24"))), calendar: calendar)
        let cells = props.weeks.flatMap { $0 }
        #expect(cells.filter(\.breaksRules).map(\.day) == [CalendarDay("2026-11-23"), CalendarDay("2026-11-24")])
        #expect(cells.filter(\.isHoliday).map(\.day) == [CalendarDay("2026-11-26")])
        #expect(props.paneRules == ["Rest 8 h before E Early: at least 11 h"])
        #expect(props.paneHoliday == nil)
        let monday = ScheduleProps(ScheduleProps.Input(state(cursor: today)), calendar: calendar)
        #expect(monday.paneRules == ["Rest 8 h after L Late: at least 11 h"])
        let thursday = ScheduleProps(ScheduleProps.Input(state(cursor: CalendarDay("2026-11-26"))), calendar: calendar)
        #expect(thursday.paneRules == [])
        #expect(thursday.paneHoliday == "Public holiday: Thanksgiving")
    }

    @Test("80x24: ⚠ after the numbers of the two days in yellow, * after the holiday's in green; the pane names the rule")
    func grid80() {
        let grid = render(state(cursor: CalendarDay("2026-11-24")), rows: 24, columns: 80)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            "                   November 2026                    Tuesday 24 November 2026",
            "  Sun    Mon    Tue    Wed    Thu    Fri    Sat     ⚠ Rest 8 h before E Early:",
            "   1      2      3      4      5      6      7      at least 11 h",
            "",
            "                                                    › E   Early",
            "   8      9     10     11     12     13     14            06:00–14:00",
            "                                                          @ Main site",
            "",
            "  15     16     17     18     19     20     21",
            "",
            "",
            "  22     23•⚠   24⚠    25     26*    27     28",
            "         L      E",
            "",
            "  29     30      1      2      3      4      5",
            "",
            "",
            "",
            "",
            "",
            "",
            " hjkl/arrows move  [/] month  t today  g go to  J/K shift  a add  ? help  q quit",
        ])
        // The signs read without colour; with it, yellow for the rule, green
        // for the holiday (the cursor's cell reversed as ever).
        #expect(grid[13, 12].text == "⚠" && grid[13, 12].style == TextStyle(bold: true, foreground: .yellow))
        #expect(grid[13, 18].text == "⚠" && grid[13, 18].style == TextStyle(bold: true, reverse: true, foreground: .yellow))
        #expect(grid[13, 32].text == "*" && grid[13, 32].style == TextStyle(bold: true, foreground: .green))
        #expect(grid[3, 52].style == TextStyle(bold: true, foreground: .yellow))
    }

    @Test("120x40: the same marks, the pane wider")
    func grid120() {
        let grid = render(state(cursor: CalendarDay("2026-11-26")), rows: 40, columns: 120)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            "                                 November 2026                                  Thursday 26 November 2026",
            "  Sun        Mon        Tue        Wed        Thu        Fri        Sat         * Public holiday: Thanksgiving",
            "   1          2          3          4          5          6          7",
            "                                                                                  No shifts. a adds one.",
            "",
            "",
            "",
            "   8          9         10         11         12         13         14",
            "",
            "",
            "",
            "",
            "  15         16         17         18         19         20         21",
            "",
            "",
            "",
            "",
            "  22         23•⚠       24⚠        25         26*        27         28",
            "             L          E",
            "",
            "",
            "",
            "  29         30          1          2          3          4          5",
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
            " hjkl/arrows move  [/] month  t today  g go to  J/K shift  a add  s switch  d delete  n notes  ! sick  ? help  q quit",
        ])
    }

    @Test("the question over the add form names the rule, at 80x24 and 120x40; y and n from the key table")
    func question() {
        var state = state(cursor: CalendarDay("2026-11-24"))
        state.schedule.violations = []
        state.editor.form = ShiftEditorForm.add(types: catalog.shiftTypes)
        state.editor.form?.fields[0].choice = 0
        state.editor.purpose = .add(CalendarDay("2026-11-24"))
        state.editor.rulesQuestion = RulesQuestion(violations: [shortRest],
                                                   requests: [.add("early", on: CalendarDay("2026-11-24"), notes: "")])
        #expect(KeyMode(state) == .rulesQuestion)
        #expect(render(state, rows: 24, columns: 80).lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            " Add a shift on Tue 24 Nov 2026",
            "",
            " ›Shift type        ‹ E  Early  06:00–14:00 ›  ←/→ or a letter",
            "  Notes                                                       optional",
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
            " This change breaks a working-time rule: Short rest: 8 h between Late on Mon 23",
            " Nov and Early on Tue 24 Nov (at least 11 h). Save anyway? y saves, n goes back",
            " (nothing is saved).",
            " y save anyway  n/Esc go back, nothing saved  ^C quit",
        ])
        #expect(render(state, rows: 40, columns: 120).lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            " Add a shift on Tue 24 Nov 2026",
            "",
            " ›Shift type        ‹ E  Early  06:00–14:00 ›  ←/→ or a letter",
            "  Notes                                                       optional",
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
            " This change breaks a working-time rule: Short rest: 8 h between Late on Mon 23 Nov and Early on Tue 24 Nov (at least",
            " 11 h). Save anyway? y saves, n goes back (nothing is saved).",
            " y save anyway  n/Esc go back, nothing saved  ^C quit",
        ])
    }

    @Test("Today names the holiday beside the day's heading")
    func todayHoliday() {
        var state = AppState(screen: .today, catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true))
        state.today = TodayState(selectedDay: CalendarDay("2026-11-25"))
        state.clockToday = CalendarDay("2026-11-25")
        state.holidays = HolidaysState(holidays: holidays)
        let props = TodayProps(TodayProps.Input(state), calendar: calendar)
        #expect(props.sections.map(\.holiday) == [nil, "Public holiday: Thanksgiving"])
        var grid = CellGrid(size: TerminalSize(rows: 24, columns: 80))
        TodayView.render(props, spinnerFrame: 0, statusLine: "", into: &grid)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Wednesday 25 November 2026",
            "",
            " Today · Wed 25 Nov",
            "   No shifts.",
            "",
            " Tomorrow · Thu 26 Nov  Public holiday: Thanksgiving",
            "   No shifts.",
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
            "",
        ])
    }
}
