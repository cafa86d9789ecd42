import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The month grid and day pane rendered from props into a cell grid, at
/// 80x24 and 120x40, for a month starting on a Sunday (November 2026) and
/// one starting on a Monday (June 2026), with either first weekday.
@Suite("ScheduleView on a VirtualScreen")
struct ScheduleViewTests {
    let catalog = Catalog.defaults()
    let today = CalendarDay("2026-11-23")

    func calendar(firstWeekday: Int) -> Calendar {
        var calendar = Calendar.gregorian(timeZone: "Europe/Berlin")
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    func shift(_ index: Int, _ day: String, id: String? = nil, sick: String? = nil, notes: String = "",
               calendar: Calendar) -> ScheduledShift {
        let type = catalog.shiftTypes[index]
        var shift = ScheduledShift.scheduling(type, location: catalog.location(type.locationID), on: CalendarDay(day),
                                              id: ShiftID(id ?? "\(type.symbol)-\(day)"), notes: notes,
                                              calendar: calendar)
        shift.sick = sick.map(SickMark.init)
        return shift
    }

    /// November 2026 loaded with: Off on the 1st, a sick Late on the 10th,
    /// four shifts on the 14th, last night's Night into today (23rd) and an
    /// Early today with notes.
    func november(firstWeekday: Int, cursor: CalendarDay? = nil) -> (ScheduleProps.Input, Calendar) {
        let calendar = calendar(firstWeekday: firstWeekday)
        let shifts = [
            shift(3, "2026-11-01", calendar: calendar),
            shift(1, "2026-11-10", sick: "flu", calendar: calendar),
            shift(0, "2026-11-14", id: "a", calendar: calendar), shift(1, "2026-11-14", id: "b", calendar: calendar),
            shift(2, "2026-11-14", id: "c", calendar: calendar), shift(0, "2026-11-14", id: "d", calendar: calendar),
            shift(2, "2026-11-22", calendar: calendar),
            shift(0, "2026-11-23", notes: "bring keys", calendar: calendar),
            shift(1, "2026-06-01", calendar: calendar), shift(2, "2026-06-30", calendar: calendar),
        ]
        var state = AppState(catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true))
        var months: [YearMonth: MonthShifts] = [:]
        for month in ScheduleState.window(around: YearMonth(cursor ?? today)) {
            months[month] = MonthShifts(shifts: shifts.filter { YearMonth($0.day) == month })
        }
        state.clockToday = today
        state.schedule = ScheduleState(cursor: cursor ?? today, calendar: calendar, months: months)
        return (ScheduleProps.Input(state), calendar)
    }

    func render(_ input: ScheduleProps.Input, _ calendar: Calendar, rows: Int, columns: Int) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        ScheduleView.render(ScheduleProps(input, calendar: calendar), spinnerFrame: 0,
                            statusLine: KeyBindings.schedule.statusLine(width: columns - 1), into: &grid)
        return grid
    }

    @Test("a day whose shifts overlap (written elsewhere) carries a red ! and the pane names the two")
    func overlappingShiftsAreMarked() {
        let (input, calendar) = november(firstWeekday: 1, cursor: CalendarDay("2026-11-14"))
        let props = ScheduleProps(input, calendar: calendar)
        #expect(props.paneClash == "E Early 06:00–14:00 overlaps E Early 06:00–14:00")
        let flagged = props.weeks.flatMap { $0 }.filter(\.hasClash).map(\.day)
        #expect(flagged == [CalendarDay("2026-11-14")])
        let grid = render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(7).hasPrefix("   8      9     10     11     12     13     14!"))
        #expect(grid[7, 46].text == "!")
        #expect(grid[7, 46].style.foreground == .red)
        // Wrapped to the pane, above the day's shifts.
        #expect(grid.line(3).hasSuffix("    ! E Early 06:00–14:00"))
        #expect(grid.line(4).hasSuffix("    overlaps E Early"))
        #expect(grid.line(5).hasSuffix("    06:00–14:00"))
        #expect(grid.line(7).hasSuffix("E   Early"))
        // A day with one shift, or two that touch end to start, is not flagged.
        let (today, _) = november(firstWeekday: 1)
        #expect(ScheduleProps(today, calendar: calendar).paneClash == nil)
    }

    @Test("November 2026 starts on a Sunday; with Sunday first it fills five weeks at 80x24")
    func sundayFirst80() {
        let (input, calendar) = november(firstWeekday: 1)
        let grid = render(input, calendar, rows: 24, columns: 80)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            "                   November 2026                    Monday 23 November 2026",
            "  Sun    Mon    Tue    Wed    Thu    Fri    Sat",
            "   1      2      3      4      5      6      7        N   Night",
            "  O                                                       22:00–06:00 (since",
            "                                                          Sun 22 Nov)",
            "   8      9     10     11     12     13     14!           @ Main site",
            "                L                           E E L   › E   Early",
            "                                            N             06:00–14:00",
            "  15     16     17     18     19     20     21            @ Main site · Notes:",
            "  ›                                                       bring keys",
            "",
            "  22     23•    24     25     26     27     28",
            "  N      ›E",
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
    }

    @Test("with Monday first the same month starts on 26 October and takes six weeks at 80x24")
    func mondayFirst80() {
        let (input, calendar) = november(firstWeekday: 2)
        let grid = render(input, calendar, rows: 24, columns: 80)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
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

    @Test("at 120x40 the cells grow and the whole status bar fits (Sunday first)")
    func sundayFirst120() {
        let (input, calendar) = november(firstWeekday: 1)
        let grid = render(input, calendar, rows: 40, columns: 120)
        #expect(Array(grid.lines.prefix(26)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            "                                 November 2026                                  Monday 23 November 2026",
            "  Sun        Mon        Tue        Wed        Thu        Fri        Sat",
            "   1          2          3          4          5          6          7            N   Night",
            "  O                                                                                   22:00–06:00 (since Sun 22 Nov)",
            "                                                                                      @ Main site",
            "                                                                                › E   Early",
            "                                                                                      06:00–14:00",
            "   8          9         10         11         12         13         14!               @ Main site · Notes: bring keys",
            "                        L                                           E E L N",
            "",
            "",
            "",
            "  15         16         17         18         19         20         21",
            "  ›",
            "",
            "",
            "",
            "  22         23•        24         25         26         27         28",
            "  N          ›E",
            "",
            "",
            "",
            "  29         30          1          2          3          4          5",
            "",
        ])
        #expect(grid.line(39) == " hjkl/arrows move  [/] month  t today  g go to  J/K shift  a add  s switch  d delete  "
            + "n notes  ! sick  ? help  q quit")
    }

    @Test("at 120x40 with Monday first: six weeks of five rows")
    func mondayFirst120() {
        let (input, calendar) = november(firstWeekday: 2)
        let grid = render(input, calendar, rows: 40, columns: 120)
        #expect(Array(grid.lines.prefix(35)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            "                                 November 2026                                  Monday 23 November 2026",
            "  Mon        Tue        Wed        Thu        Fri        Sat        Sun",
            "  26         27         28         29         30         31          1            N   Night",
            "                                                                    O                 22:00–06:00 (since Sun 22 Nov)",
            "                                                                                      @ Main site",
            "                                                                                › E   Early",
            "                                                                                      06:00–14:00",
            "   2          3          4          5          6          7          8                @ Main site · Notes: bring keys",
            "",
            "",
            "",
            "",
            "   9         10         11         12         13         14!        15",
            "             L                                           E E L N    ›",
            "",
            "",
            "",
            "  16         17         18         19         20         21         22",
            "                                                                    N",
            "",
            "",
            "",
            "  23•        24         25         26         27         28         29",
            "  ›E",
            "",
            "",
            "",
            "  30          1          2          3          4          5          6",
            "",
            "",
            "",
            "",
            "",
        ])
    }

    @Test("June 2026 starts on a Monday: first cell with Monday first (80x24), second with Sunday first (120x40)")
    func mondayStart() {
        let (monday, mondayCalendar) = november(firstWeekday: 2, cursor: CalendarDay("2026-06-15"))
        #expect(render(monday, mondayCalendar, rows: 24, columns: 80).lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · June 2026",
            "",
            "                     June 2026                      Monday 15 June 2026",
            "  Mon    Tue    Wed    Thu    Fri    Sat    Sun",
            "   1      2      3      4      5      6      7        No shifts. a adds one.",
            "  L",
            "",
            "   8      9     10     11     12     13     14",
            "",
            "",
            "  15     16     17     18     19     20     21",
            "",
            "",
            "  22     23     24     25     26     27     28",
            "",
            "",
            "  29     30      1      2      3      4      5",
            "         N      ›",
            "",
            "",
            "",
            "",
            "",
            " hjkl/arrows move  [/] month  t today  g go to  J/K shift  a add  ? help  q quit",
        ])
        let (sunday, sundayCalendar) = november(firstWeekday: 1, cursor: CalendarDay("2026-06-15"))
        #expect(Array(render(sunday, sundayCalendar, rows: 40, columns: 120).lines.prefix(6)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · June 2026",
            "",
            "                                   June 2026                                    Monday 15 June 2026",
            "  Sun        Mon        Tue        Wed        Thu        Fri        Sat",
            "  31          1          2          3          4          5          6            No shifts. a adds one.",
            "             L",
        ])
    }

    @Test("styles: the cursor's cell reversed, today's number bold in no colour (a colour reads as a type's), symbols in their type's colour, sick underlined, other months dim")
    func styles() {
        let (input, calendar) = november(firstWeekday: 2, cursor: CalendarDay("2026-11-10"))
        let grid = render(input, calendar, rows: 24, columns: 80)
        let colors = TypeColors(catalog)
        // 10 November: week 3 (row 10), Tuesday (column 8): the cursor.
        #expect(grid.line(10).hasPrefix("   9     10"))
        #expect((8..<15).allSatisfy { grid[10, $0].style.reverse && grid[11, $0].style.reverse })
        #expect(grid[11, 9].text == "L")
        #expect(grid[11, 9].style == TextStyle(bold: true, reverse: true, underline: true, foreground: colors.color(
            of: shift(1, "2026-11-10", calendar: calendar))))
        // 23 November: today, not the cursor.
        #expect(grid[16, 2].text == "2" && grid[16, 4].text == "•")
        #expect(grid[16, 2].style == TextStyle(bold: true))
        #expect(grid[16, 4].style == TextStyle(bold: true))
        #expect(grid[17, 3].style == TextStyle(bold: true, foreground: colors.color(of: shift(0, "2026-11-23", calendar: calendar))))
        #expect(grid[17, 2].style == .dim)  // › last night's shift runs into today
        // 26 October: another month, dim.
        #expect(grid[4, 2].style.dim && grid[4, 3].style.dim)
        // The pane's selected shift is reversed; a sick one's detail is red.
        #expect(grid.line(2).hasSuffix("Tuesday 10 November 2026"))
        #expect(grid.line(4).hasSuffix("› L   Late"))
        #expect(grid[4, 52].style.reverse && grid[4, 78].style.reverse)
        #expect(grid.line(5).hasSuffix("     14:00–22:00"))
        #expect(grid.line(6).hasSuffix("     @ Main site · Sick:"))
        #expect(grid.line(7).hasSuffix("     flu"))
        #expect(grid[6, 58].style.foreground == .red)
    }

    @Test("the first five types of the catalog get five different colours, the same on every run")
    func typeColors() {
        let colors = TypeColors(catalog)
        let calendar = calendar(firstWeekday: 2)
        let used = (0..<4).map { colors.color(of: shift($0, "2026-11-23", calendar: calendar)) }
        #expect(used == [.magenta, .blue, .cyan, .yellow])
        #expect(TypeColors.slot(forKey: "early") == 3)  // FNV-1a, not the seeded Hasher
        #expect(!TypeColors.palette.contains(.red))
    }

    @Test("while the month is not loaded the pane says Loading… and the header spins")
    func loading() {
        var state = AppState(catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true))
        let calendar = calendar(firstWeekday: 2)
        state.clockToday = today
        state.schedule = ScheduleState(cursor: today, calendar: calendar,
                                       months: [YearMonth(today): MonthShifts(isLoading: true)])
        let grid = render(ScheduleProps.Input(state), calendar, rows: 24, columns: 80)
        #expect(grid.line(4).hasSuffix("Loading…"))
        #expect(grid[0, 78].text == Spinner.frame(0))
    }

    @Test("the go-to prompt, its message, a load error with the retry key, and the editor's question")
    func promptAndMessages() {
        var (input, calendar) = november(firstWeekday: 2)
        input.schedule.goTo = GoToLine(TextInput("2026-02-30"), problem: .unknownDate("2026-02-30"))
        var grid = render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(1) == " Go to: 2026-02-30   \(DayArgument.accepted)")
        #expect(grid[1, 18].style == .reverse)
        #expect(grid.line(22) == " ✖ \"2026-02-30\" is not a date: use one of the forms shown above.")

        input.schedule.goTo = nil
        input.schedule.months[YearMonth(year: 2026, month: 12)]?.errorMessage = "Cannot read /d/calendar.ics"
        grid = render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(22) == " ✖ Cannot read /d/calendar.ics (r: retry)")

        input.editor.question = ShiftEditorQuestion(request: .delete(shift(0, "2026-11-23", calendar: calendar)))
        grid = render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(22) == " Delete E Early on Mon 23 Nov 2026? y deletes, n keeps it.")
        #expect(grid[22, 1].style == FormView.questionStyle)
    }

    @Test("a terminal too small for six weeks gets the message, never a squashed grid")
    func tooSmall() {
        let (input, calendar) = november(firstWeekday: 2)
        let grid = render(input, calendar, rows: 14, columns: 60)
        #expect(grid.lines.contains("Terminal too small (60×14)."))
    }
}

@Suite("Marked days on the Schedule (S4)")
struct ScheduleMarksViewTests {
    @Test("marked days carry a ✓ after their number; the message line says what a, A, d and Esc do")
    func marks() {
        let base = ScheduleViewTests()
        var (input, calendar) = base.november(firstWeekday: 2)
        input.bulk.marked = [CalendarDay("2026-11-24"), CalendarDay("2026-11-26")]
        let grid = base.render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(16) == "  23•    24✓    25     26✓    27     28     29")
        #expect(grid[16, 11].style.foreground == .magenta)
        #expect(grid.line(22) == " 2 days marked: a add, A per day, d delete, Y copy, Esc unmark")
        #expect(grid[22, 1].style.foreground == .magenta)
    }

    @Test("the bulk form and question take the screen like the editor's")
    func bulkFormAndQuestion() {
        let base = ScheduleViewTests()
        var (input, calendar) = base.november(firstWeekday: 2)
        var state = AppState(catalog: CatalogState(catalog: base.catalog, status: .loaded, isSaved: true))
        state.schedule = input.schedule
        state.bulk.marked = [CalendarDay("2026-11-24")]
        BulkEditReducer.reduce(&state.bulk, .addOneType([CalendarDay("2026-11-24")]), catalog: base.catalog)
        input = ScheduleProps.Input(state)
        var grid = base.render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(2) == " Add one shift type to Tue 24 Nov 2026")
        #expect(grid.line(4) == " ›Shift type        ‹ E  Early  06:00–14:00 ›  ←/→ or a letter")

        let early = base.shift(0, "2026-11-24", calendar: calendar)
        state.bulk = BulkEditState(open: .deleteQuestion(BulkEditState.Question(days: [CalendarDay("2026-11-24")],
                                                                                requests: [.delete(early)])))
        input = ScheduleProps.Input(state)
        grid = base.render(input, calendar, rows: 24, columns: 80)
        #expect(Array(grid.lines[21...22]) == [" Delete 1 shift on Tue 24 Nov 2026? All or none; u undoes it. y deletes, n",
                                               " keeps them."])
    }
}
