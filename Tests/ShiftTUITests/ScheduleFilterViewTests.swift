import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The filtered grid on a VirtualScreen: matching days underlined, the
/// other shifts dim and colourless, the filter in the header, the count
/// under it; the grid's marks and the Schedule's paper cuts.
@Suite("The Schedule's filter and marks on a VirtualScreen")
struct ScheduleFilterViewTests {
    let views = ScheduleViewTests()

    func filtered(_ filter: ScheduleFilter, cursor: CalendarDay? = nil, weekNumbers: Bool = false)
        -> (ScheduleProps.Input, Calendar) {
        var (input, calendar) = views.november(firstWeekday: 2, cursor: cursor)
        input.schedule.filter = filter
        input.catalog.settings.showsWeekNumbers = weekNumbers
        return (input, calendar)
    }

    var early: ShiftTypeID { views.catalog.shiftTypes[0].id }

    @Test("filtered by Early at 80x24: the filter in the header, the count under it, the grid as before")
    func earlyAt80() {
        let (input, calendar) = filtered(ScheduleFilter(types: [early]))
        let grid = views.render(input, calendar, rows: 24, columns: 80)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026 · filter: E Early",
            " 2 days match in November: > next, < previous, Esc clears",
            "                   November 2026                    Monday 23 November 2026",
            "  Mon    Tue    Wed    Thu    Fri    Sat    Sun",
            "  26     27     28     29     30     31      1        N   Night",
            "                                            O             22:00–06:00 (since",
            "                                                          Sun 22 Nov)",
            "   2      3      4      5      6      7      8            @ Main site",
            "                                                    › E   Early",
            "                                                          06:00–14:00",
            "   9     10     11     12     13     14!    15            @ Main site · Notes:",
            "         L                           E E L  ›             bring keys",
            "                                     N",
            "  16     17     18     19     20     21     22",
            "                                            N",
            "",
            "  23•    24     25     26     27     28     29",
            "  ›E",
            "",
            "  30      1      2      3      4      5      6",
            "",
            "",
            "",
            " hjkl/arrows move  [/] month  t today  g go to  J/K shift  a add  ? help  q quit",
        ])
    }

    @Test("filtered by Early at 80x24: matching days underlined, shifts of other types dim without colour")
    func earlyStyles() {
        let (input, calendar) = filtered(ScheduleFilter(types: [early]))
        let grid = views.render(input, calendar, rows: 24, columns: 80)
        let colors = TypeColors(views.catalog)
        let earlyColor = colors.color(of: views.shift(0, "2026-11-14", calendar: calendar))
        // The 14th matches: its number underlined; its Earlies keep their colour, Late and Night go dim.
        #expect(grid.line(10).hasPrefix("   9     10     11     12     13     14!"))
        #expect(grid[10, 37].style == TextStyle(bold: true, underline: true))
        #expect(grid[10, 38].style == TextStyle(bold: true, underline: true))
        #expect(grid[11, 37].text == "E" && grid[11, 37].style == TextStyle(bold: true, foreground: earlyColor))
        #expect(grid[11, 39].text == "E" && grid[11, 39].style == TextStyle(bold: true, foreground: earlyColor))
        #expect(grid[11, 41].text == "L" && grid[11, 41].style == .dim)
        #expect(grid[12, 37].text == "N" && grid[12, 37].style == .dim)
        // The 10th does not: plain number, its sick Late dim and still underlined (sick).
        #expect(grid[10, 8].style == .plain && grid[10, 9].style == .plain)
        #expect(grid[11, 9].text == "L" && grid[11, 9].style == TextStyle(dim: true, underline: true))
        // Today (the cursor) matches: bold and underlined with its bullet, never a colour.
        #expect(grid[16, 2].text == "2" && grid[16, 4].text == "•")
        #expect(grid[16, 2].style == TextStyle(bold: true, reverse: true, underline: true))
        #expect(grid[16, 2].style.foreground == nil && grid[16, 4].style.foreground == nil)
        // Without a filter nothing is underlined or dimmed in the month.
        let (plain, _) = filtered(ScheduleFilter())
        let unfiltered = views.render(plain, calendar, rows: 24, columns: 80)
        #expect(unfiltered[10, 37].style == .plain && unfiltered[11, 41].style.foreground != nil)
        #expect(unfiltered.line(1) == "")
    }

    @Test("sick and a text at 120x40 with ISO week numbers: one day matches, the count says so")
    func sickTextAt120() {
        let (input, calendar) = filtered(ScheduleFilter(sickOnly: true, text: "FLU"), weekNumbers: true)
        let grid = views.render(input, calendar, rows: 40, columns: 120)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026 · filter: sick · \"FLU\"",
            " 1 day matches in November: > next, < previous, Esc clears",
            "                                 November 2026                               Monday 23 November 2026",
            "  Wk  Mon       Tue       Wed       Thu       Fri       Sat       Sun",
            "  44  26        27        28        29        30        31         1           N   Night",
            "                                                                  O                22:00–06:00 (since Sun 22 Nov)",
            "                                                                                   @ Main site",
            "                                                                             › E   Early",
            "                                                                                   06:00–14:00",
            "  45   2         3         4         5         6         7         8               @ Main site · Notes: bring keys",
            "",
            "",
            "",
            "",
            "  46   9        10        11        12        13        14!       15",
            "                L                                       E E L N   ›",
            "",
            "",
            "",
            "  47  16        17        18        19        20        21        22",
            "                                                                  N",
            "",
            "",
            "",
            "  48  23•       24        25        26        27        28        29",
            "      ›E",
            "",
            "",
            "",
            "  49  30         1         2         3         4         5         6",
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
        // The 10th's sick Late keeps its colour; every other shift is dim.
        #expect(grid[15, 16].text == "L" && grid[15, 16].style.foreground != nil && !grid[15, 16].style.dim)
        #expect(grid[14, 16].style == TextStyle(bold: true, underline: true))
        #expect(grid[15, 56].text == "E" && grid[15, 56].style == .dim)
        #expect(grid[4, 2].style == .dim)  // week numbers are dim
    }

    @Test("the search line shows what is typed, with its cursor, in place of the count")
    func searchLine() {
        var (input, calendar) = filtered(ScheduleFilter(text: "keys"))
        input.schedule.searchLine = TextInput("keys")
        let grid = views.render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026 · filter: \"keys\"")
        #expect(grid.line(1) == " / keys")
        #expect(grid[1, 7].style.reverse)
    }

    @Test("ISO week numbers: 53 at the end of 2026, 1 for the week of 1 January 2027, and for a Sunday-first row")
    func isoWeeks() {
        #expect(ISOWeek.number(CalendarDay("2026-12-31")) == 53)
        #expect(ISOWeek.number(CalendarDay("2027-01-01")) == 53)
        #expect(ISOWeek.number(CalendarDay("2027-01-04")) == 1)
        #expect(ISOWeek.number(CalendarDay("2026-01-01")) == 1)
        #expect(ISOWeek.number(CalendarDay("2025-12-29")) == 1)
        #expect(ISOWeek.number(CalendarDay("2026-11-23")) == 48)
        // With Sunday first, a row's number is its Thursday's: the Sunday 22 November row is week 48.
        var (input, calendar) = views.november(firstWeekday: 1)
        input.catalog.settings.showsWeekNumbers = true
        #expect(ScheduleProps(input, calendar: calendar).weekNumbers == [45, 46, 47, 48, 49])
        input.catalog.settings.showsWeekNumbers = false
        #expect(ScheduleProps(input, calendar: calendar).weekNumbers == [])
    }

    @Test("too small: at 45x16 the message names the size the grid needs (18 rows) and fits the window")
    func tooSmall() {
        let (input, calendar) = filtered(ScheduleFilter())
        let grid = views.render(input, calendar, rows: 16, columns: 45)
        #expect(grid.lines.contains("Terminal too small (45×16)."))
        #expect(grid.lines.contains("This screen needs 40×18."))
        #expect(grid.lines.allSatisfy { DisplayWidth.of($0) <= 45 })
        // At the size it names, the grid draws: the month's title gives its
        // row up (the pane names the month), and the pane gets one row, its
        // title, never drawn over the status bar.
        let fits = views.render(input, calendar, rows: 18, columns: 45)
        #expect(fits.line(2) == "  Mon   Tue   Wed   Thu   Fri   Sat   Sun")
        #expect(!fits.lines.contains { $0.contains("too small") })
        #expect(fits.line(15) == " Monday 23 November 2026")
        #expect(fits.line(16) == "")
        #expect(fits.line(17) == " " + KeyBindings.schedule.statusLine(width: 44))
        // Week numbers take four more columns; at 30 columns the lines wrap to the window.
        let (numbered, _) = filtered(ScheduleFilter(), weekNumbers: true)
        #expect(views.render(numbered, calendar, rows: 16, columns: 45).lines.contains("This screen needs 41×18."))
        let narrow = views.render(input, calendar, rows: 12, columns: 30)
        #expect(narrow.lines.allSatisfy { DisplayWidth.of($0) <= 30 })
        #expect(narrow.lines.contains("This screen needs 40×18."))
        // Below the app's own minimum too, the Schedule names what its grid needs.
        #expect(views.render(input, calendar, rows: 9, columns: 45).lines.contains("This screen needs 40×18."))
    }

    @Test("a load error: the pane says the month is not loaded and r retries; a long error wraps above the status bar")
    func loadError() {
        var (input, calendar) = filtered(ScheduleFilter())
        let month = YearMonth(CalendarDay("2026-11-23"))
        let error = "Cannot read /home/sam/.local/share/shifts/calendar.ics: permission denied. "
            + "Make the file readable (chmod u+r), then press r."
        input.schedule.months[month] = MonthShifts(shifts: nil, isLoading: false, errorMessage: error)
        let props = ScheduleProps(input, calendar: calendar)
        #expect(props.paneEmptyText == "Not loaded: r retries.")
        let grid = views.render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(4).hasSuffix("Not loaded: r retries."))
        #expect(Array(grid.lines[21...22]) == [
            " ✖ Cannot read /home/sam/.local/share/shifts/calendar.ics: permission denied.",
            " Make the file readable (chmod u+r), then press r. (r: retry)",
        ])
        #expect(grid[21, 1].style == FormView.errorStyle)
        // Still loading, it says so.
        input.schedule.months[month] = MonthShifts(shifts: nil, isLoading: true)
        #expect(ScheduleProps(input, calendar: calendar).paneEmptyText == "Loading…")
    }

    @Test("L shows the legend of the grid's marks in the pane, drawn as the grid draws them")
    func legend() {
        var (input, calendar) = filtered(ScheduleFilter())
        input.schedule.showsLegend = true
        let grid = views.render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(2).hasSuffix("Marks on the grid"))
        #expect(grid.line(3).hasSuffix("23• today"))
        #expect(grid.line(8).hasSuffix("✓   marked (v) for a change"))
        #expect(grid.line(10).hasSuffix("23  matches the filter"))
        #expect(grid[3, 52].style == .bold && grid[3, 52].style.foreground == nil)
        #expect(grid[10, 52].style == TextStyle(bold: true, underline: true))
        // The rules broken and the holidays, last: in yellow and green, and
        // each a sign of its own for a terminal without colour.
        #expect(grid.line(13).hasSuffix("⚠   a rule on hours broken"))
        #expect(grid[13, 52].style == TextStyle(bold: true, foreground: .yellow))
        #expect(grid.line(14).hasSuffix("*   a public holiday"))
        #expect(grid[14, 52].style == TextStyle(bold: true, foreground: .green))
        // Then the absences' marks, one a kind.
        #expect(Array(grid.lines[15...18]).map { String($0.dropFirst(52)) }
            == ["AL  annual leave", "SL  sick leave", "TR  training", "TL  time off in lieu"])
    }

    @Test("? on the Schedule lists the marks after the keys, each drawn as the grid draws it; scrolled to, at 80x24")
    func legendInHelp() throws {
        var props = HelpProps(screen: .schedule, bindings: .schedule)
        let size = TerminalSize(rows: 24, columns: 80)
        props.offset = HelpView.maxOffset(props, size: size)
        var grid = CellGrid(size: size)
        HelpView.render(props, statusLine: "", into: &grid)
        let title = try #require(grid.lines.firstIndex(of: "  Marks on the grid"))
        #expect(grid.lines[title + 1] == "  23•               today")
        #expect(grid[title + 1, 2].style == .bold)
        #expect(grid.lines[title + 9] == "  E                 left out by the filter")
        #expect(grid[title + 9, 2].style == .dim)
        #expect(HelpProps(screen: .today, bindings: .today).legend.isEmpty)
    }

    @Test("the filter form at 80x24: choices with — for any, the dates, the text; a bad date's message under it")
    func form() {
        var (input, calendar) = filtered(ScheduleFilter())
        input.schedule.filterForm = ScheduleFilterForm.make(ScheduleFilter(), choices: ScheduleFilterChoices(views.catalog))
        input.schedule.filterForm?.focus = 3
        input.schedule.filterForm?.apply(.text(.insert("soon")))
        input.schedule.filterForm?.refused([.from: .notADate])
        let grid = views.render(input, calendar, rows: 24, columns: 80)
        #expect(Array(grid.lines[2...10]) == [
            " Filter the schedule: text in titles, locations, notes and sick reasons",
            "",
            "  Shift type        ‹ — ›  ←/→ or a letter; — keeps every type",
            "  Location          ‹ — ›  — keeps every location",
            "  Sick only         ‹ no ›",
            " ›From              soon                                      empty: no range",
            // A field's message keeps to its line in every form (cut at the edge, with "…").
            "                    ✖ Not a date: use YYYY-MM-DD, today, tomorrow, yesterday or…",
            "  Through                                                     both included",
            "  Text                                                        every word",
        ])
    }

    @Test("a shift with no symbol shows ? on the grid, never today's bullet")
    func unknownSymbol() {
        var (input, calendar) = filtered(ScheduleFilter())
        var shift = views.shift(0, "2026-11-17", calendar: calendar)
        shift.symbol = nil
        input.schedule.months[YearMonth(shift.day), default: MonthShifts()].shifts?.append(shift)
        let marks = ScheduleProps(input, calendar: calendar).weeks.flatMap { $0 }.first { $0.day == shift.day }?.marks
        #expect(marks?.map(\.symbol) == ["?"])
    }
}
