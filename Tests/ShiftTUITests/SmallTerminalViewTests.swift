import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The Schedule on small and mid-sized terminals, every line compared:
/// nothing is drawn over the status bar, the day pane gives up its
/// decoration (the blank rows, the month's title, two lines a shift) before
/// its shifts, and a cut line ends in "…". November 2026 as in
/// ScheduleViewTests: last night's Night into the 23rd and an Early with
/// notes on it.
@Suite("Small terminals on a VirtualScreen")
struct SmallTerminalViewTests {
    let views = ScheduleViewTests()
    static let status60 = " hjkl/arrows move  [/] month  t today  ? help  q quit"

    @Test("60x20, six weeks: the month's title gives its row up; each shift on one line under the day")
    func sixWeeks60x20() {
        let (input, calendar) = views.november(firstWeekday: 2)
        let grid = views.render(input, calendar, rows: 20, columns: 60)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            "  Mon     Tue     Wed     Thu     Fri     Sat     Sun",
            "  26      27      28      29      30      31       1",
            "                                                  O",
            "   2       3       4       5       6       7       8",
            "",
            "   9      10      11      12      13      14!     15",
            "          L                               E E +2  ›",
            "  16      17      18      19      20      21      22",
            "                                                  N",
            "  23•     24      25      26      27      28      29",
            "  ›E",
            "  30       1       2       3       4       5       6",
            "",
            " Monday 23 November 2026",
            "   N   Night  22:00–06:00 (since Sun 22 Nov)  @ Main site",
            " › E   Early  06:00–14:00  @ Main site · Notes: bring keys",
            "",
            Self.status60,
        ])
        // The selected shift's whole row is reversed.
        #expect(grid[17, 1].style == .reverse && grid[17, 58].style == .reverse)
    }

    @Test("60x20 on a day with no shifts: the pane says so above the message line, never over the status bar")
    func emptyDay60x20() {
        let (input, calendar) = views.november(firstWeekday: 2, cursor: CalendarDay("2026-11-24"))
        let grid = views.render(input, calendar, rows: 20, columns: 60)
        #expect(Array(grid.lines[14...]) == [
            "",
            " Tuesday 24 November 2026",
            "",
            "   No shifts. a adds one.",
            "",
            Self.status60,
        ])
    }

    @Test("70x20: the pane moves beside a grid of narrow cells and has the whole height")
    func beside70x20() {
        let (input, calendar) = views.november(firstWeekday: 1)
        let grid = views.render(input, calendar, rows: 20, columns: 70)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            "            November 2026             Monday 23 November 2026",
            "  Sun  Mon  Tue  Wed  Thu  Fri  Sat",
            "   1    2    3    4    5    6    7      N   Night",
            "  O                                         22:00–06:00 (since Sun 22",
            "   8    9   10   11   12   13   14!         Nov)",
            "            L                   E +3        @ Main site",
            "  15   16   17   18   19   20   21    › E   Early",
            "  ›                                         06:00–14:00",
            "  22   23•  24   25   26   27   28          @ Main site · Notes:",
            "  N    ›E                                   bring keys",
            "  29   30    1    2    3    4    5",
            "",
            "",
            "",
            "",
            "",
            "",
            " hjkl/arrows move  [/] month  t today  g go to  ? help  q quit",
        ])
        let (empty, _) = views.november(firstWeekday: 1, cursor: CalendarDay("2026-11-24"))
        let emptyGrid = views.render(empty, calendar, rows: 20, columns: 70)
        #expect(emptyGrid.line(2) == "            November 2026             Tuesday 24 November 2026")
        #expect(emptyGrid.line(4) == "   1    2    3    4    5    6    7      No shifts. a adds one.")
        #expect(emptyGrid.line(19) == " hjkl/arrows move  [/] month  t today  g go to  ? help  q quit")
    }

    @Test("59x21, six weeks: the blank row above the pane goes first, then the month's title")
    func sixWeeks59x21() {
        let (input, calendar) = views.november(firstWeekday: 2)
        let grid = views.render(input, calendar, rows: 21, columns: 59)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            "  Mon     Tue     Wed     Thu     Fri     Sat     Sun",
            "  26      27      28      29      30      31       1",
            "                                                  O",
            "   2       3       4       5       6       7       8",
            "",
            "   9      10      11      12      13      14!     15",
            "          L                               E E +2  ›",
            "  16      17      18      19      20      21      22",
            "                                                  N",
            "  23•     24      25      26      27      28      29",
            "  ›E",
            "  30       1       2       3       4       5       6",
            "",
            " Monday 23 November 2026",
            "   N   Night  22:00–06:00 (since Sun 22 Nov)  @ Main site",
            " › E   Early  06:00–14:00  @ Main site · Notes: bring keys",
            "",
            "",
            Self.status60,
        ])
        // Five weeks keep the month's title; the pane's one-line shifts fit.
        let (sunday, sundayCalendar) = views.november(firstWeekday: 1)
        let five = views.render(sunday, sundayCalendar, rows: 21, columns: 59)
        #expect(five.line(2) == "                      November 2026")
        #expect(Array(five.lines[14...]) == [
            "",
            " Monday 23 November 2026",
            "   N   Night  22:00–06:00 (since Sun 22 Nov)  @ Main site",
            " › E   Early  06:00–14:00  @ Main site · Notes: bring keys",
            "",
            "",
            Self.status60,
        ])
        // A narrower pane cuts a shift's line with "…".
        let narrow = views.render(input, calendar, rows: 21, columns: 45)
        #expect(narrow.line(16) == "   N   Night  22:00–06:00 (since Sun 22 Nov…")
        #expect(narrow.line(17) == " › E   Early  06:00–14:00  @ Main site · No…")
    }

    @Test("120x30: cells of four rows, the pane in full beside them")
    func wide120x30() {
        let (input, calendar) = views.november(firstWeekday: 2)
        let grid = views.render(input, calendar, rows: 30, columns: 120)
        let blank = [String](repeating: "", count: 4)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            "",
            "                                 November 2026                                  Monday 23 November 2026",
            "  Mon        Tue        Wed        Thu        Fri        Sat        Sun",
            "  26         27         28         29         30         31          1            N   Night",
            "                                                                    O                 22:00–06:00 (since Sun 22 Nov)",
            "                                                                                      @ Main site",
            "                                                                                › E   Early",
            "   2          3          4          5          6          7          8                06:00–14:00",
            "                                                                                      @ Main site · Notes: bring keys",
            "",
            "",
            "   9         10         11         12         13         14!        15",
            "             L                                           E E L N    ›",
            "",
            "",
            "  16         17         18         19         20         21         22",
            "                                                                    N",
            "",
            "",
            "  23•        24         25         26         27         28         29",
            "  ›E",
            "",
            "",
            "  30          1          2          3          4          5          6",
        ] + blank + [
            " hjkl/arrows move  [/] month  t today  g go to  J/K shift  a add  s switch  d delete  n notes  ! sick  ? help  q quit",
        ])
    }

    @Test("60x20 and 70x20: one-line texts that do not fit end in …: the welcome, the types' columns, the legend")
    func cutTexts() {
        var welcome = CellGrid(size: TerminalSize(rows: 20, columns: 60))
        FirstRunView.render(FirstRunProps(form: CatalogState.firstRunForm(), catalog: .defaults()), spinnerFrame: 0,
                            statusLine: KeyBindings.firstRun.statusLine(width: 59), into: &welcome)
        #expect(welcome.lines == [
            " shifts · Welcome",
            "",
            " Welcome to shifts",
            "",
            " ›Your name",
            "",
            " Enter saves your name and these shift types (change them a…",
            "   E  Early    06:00–14:00              @ Main site",
            "   L  Late     14:00–22:00              @ Main site",
            "   N  Night    22:00–06:00 (overnight)  @ Main site",
            "   O  Off      all day                  @ Main site",
            "",
            " Nothing is written until you press Enter; Esc skips and us…",
        ] + [String](repeating: "", count: 6) + [
            " Enter save and start  Esc skip (nothing is saved)  ^C quit",
        ])
        var types = CellGrid(size: TerminalSize(rows: 20, columns: 70))
        let loaded = CatalogState(catalog: .defaults(displayName: "Sam"), status: .loaded, isSaved: true)
        ListView.render(ListProps(shiftTypes: ShiftTypesState(selection: 2), catalog: loaded,
                                  calendar: .gregorian(timeZone: "Europe/Berlin")),
                        spinnerFrame: 0, statusLine: KeyBindings.shiftTypes.statusLine(width: 69), into: &types)
        #expect(Array(types.lines.prefix(7)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Shift types",
            "",
            "   Sym  Title           Time                     Location      Pay",
            "   E    Early           06:00–14:00              Main site     no bre…",
            "   L    Late            14:00–22:00              Main site     no bre…",
            " › N    Night           22:00–06:00 (overnight)  Main site     no bre…",
            "   O    Off             all day                  Main site     counts…",
        ])
        var (input, calendar) = views.november(firstWeekday: 2)
        input.schedule.showsLegend = true
        let legend = views.render(input, calendar, rows: 20, columns: 60)
        #expect(Array(legend.lines[14...]) == [
            "",
            " Marks on the grid",
            " 23• today",
            " E   a shift, its type's colour",
            "",
            Self.status60,
        ])
    }
}
