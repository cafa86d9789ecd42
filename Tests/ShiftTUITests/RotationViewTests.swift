import Clocks
import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// A rotation previewed on the Schedule's grid, and the Rotations screen,
/// rendered whole on a VirtualScreen's grid.
@Suite("Rotations on a VirtualScreen")
struct RotationViewTests {
    let base = ScheduleViewTests()
    let monday = CalendarDay("2026-11-23")

    /// E E L L ~ ~ from Monday 23 November.
    var rotation: Rotation {
        Rotation(id: "ell", name: "Early-late", cycle: ["early", "early", "late", "late", nil, nil], anchor: monday)
    }

    /// November (weeks from Monday) with the preview of `rotation` from the
    /// 9th to the 30th over the month's shifts; `replace` replaces days
    /// that have shifts.
    func previewed(replace: Bool = false, failure: FormFailure? = nil) -> (ScheduleProps.Input, Calendar) {
        let (input, calendar) = base.november(firstWeekday: 2)
        var state = AppState(catalog: CatalogState(catalog: base.catalog, status: .loaded, isSaved: true))
        state.schedule = input.schedule
        state.clockToday = input.today
        let request = RotationApplyRequest(rotation: rotation, days: CalendarDay("2026-11-09")...CalendarDay("2026-11-30"),
                                           anchor: monday)
        let existing = (input.schedule.months[YearMonth(year: 2026, month: 11)]?.shifts ?? [])
        state.rotationApply.preview = RotationPreview(request: request, existing: existing.filter { request.days.contains($0.day) },
                                                      existingShifts: replace ? .replace : .keep,
                                                      catalog: base.catalog, failure: failure)
        return (ScheduleProps.Input(state), calendar)
    }

    func render(_ input: ScheduleProps.Input, _ calendar: Calendar, rows: Int, columns: Int) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        ScheduleView.render(ScheduleProps(input, calendar: calendar), spinnerFrame: 0,
                            statusLine: KeyBindings.rotationPreview.statusLine(width: columns - 1), into: &grid)
        return grid
    }

    @Test("the preview at 80x24: the line says what Enter does; symbols dim on the days it fills; days with shifts in yellow")
    func preview80x24() {
        let (input, calendar) = previewed()
        let grid = render(input, calendar, rows: 24, columns: 80)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            " Enter adds 12 shifts, skips 1 day with shifts (r: replace them) · Esc cancels",
            "                   November 2026                    Monday 23 November 2026",
            "  Mon    Tue    Wed    Thu    Fri    Sat    Sun",
            "  26     27     28     29     30     31      1        N   Night",
            "                                            O             22:00–06:00 (since",
            "                                                          Sun 22 Nov)",
            "   2      3      4      5      6      7      8            @ Main site",
            "                                                    › E   Early",
            "                                                          06:00–14:00",
            "   9     10     11     12     13     14!    15            @ Main site · Notes:",
            "         L      E      E      L      E E L  ›             bring keys",
            "                                     N",
            "  16     17     18     19     20     21     22",
            "         E      E      L      L             N",
            "",
            "  23•    24     25     26     27     28     29",
            "  ›E     E      L      L                    E",
            "",
            "  30      1      2      3      4      5      6",
            "  E",
            "",
            "",
            " Enter write  r keep/replace days with shifts  Esc cancel  ? help  q quit",
        ])
        let colors = TypeColors(base.catalog)
        // The 11th gets an Early: dim, in Early's colour; the 10th's own sick Late stays bold.
        #expect(grid[11, 16].text == "E")
        #expect(grid[11, 16].style == TextStyle(dim: true, foreground: colors.color(of: base.catalog.shiftTypes[0])))
        #expect(grid[11, 9].style.bold && !grid[11, 9].style.dim)
        // The 14th has shifts: kept, its number in yellow, no Late added.
        #expect(grid[10, 37].text == "1" && grid[10, 38].text == "4")
        #expect(grid[10, 37].style == TextStyle(bold: true, reverse: true, foreground: .yellow))
        #expect(grid[10, 9].style == .plain)
        #expect(grid[1, 1].style == TextStyle(bold: true, foreground: .yellow))
    }

    @Test("the preview at 120x40, replacing: the day's shifts dim, the rotation's in its colour, the line says so")
    func preview120x40() {
        let (input, calendar) = previewed(replace: true)
        let grid = render(input, calendar, rows: 40, columns: 120)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026",
            // Cut at the edge: "…" says the range goes on.
            " Enter adds 13 shifts, replacing the shifts of 1 day (r: keep them) · Esc cancels · Early-late · Mon 9 Nov – Mon 30 No…",
            "                                 November 2026                                  Monday 23 November 2026",
            "  Mon        Tue        Wed        Thu        Fri        Sat        Sun",
            "  26         27         28         29         30         31          1            N   Night",
            "                                                                    O                 22:00–06:00 (since Sun 22 Nov)",
            "                                                                                      @ Main site",
            "                                                                                › E   Early",
            "                                                                                      06:00–14:00",
            "   2          3          4          5          6          7          8                @ Main site · Notes: bring keys",
        ] + Array(repeating: "", count: 4) + [
            "   9         10         11         12         13         14!        15",
            "             L          E          E          L          E E L N L  ›",
        ] + Array(repeating: "", count: 3) + [
            "  16         17         18         19         20         21         22",
            "             E          E          L          L                     N",
        ] + Array(repeating: "", count: 3) + [
            "  23•        24         25         26         27         28         29",
            "  ›E         E          L          L                                E",
        ] + Array(repeating: "", count: 3) + [
            "  30          1          2          3          4          5          6",
            "  E",
        ] + Array(repeating: "", count: 8) + [
            " Enter write  r keep/replace days with shifts  Esc cancel  hjkl/arrows move  [/] month  t today  ? help  q quit",
        ])
        let late = TypeColors(base.catalog).color(of: base.catalog.shiftTypes[1])
        // The 14th's four shifts dim, without their colours; the Late that replaces them dim in its colour.
        #expect(grid[15, 57].text == "E" && grid[15, 57].style == TextStyle(dim: true))
        #expect(grid[15, 65].text == "L" && grid[15, 65].style == TextStyle(dim: true, foreground: late))
        #expect(grid[14, 57].style == TextStyle(bold: true, reverse: true, foreground: .yellow))
    }
}

@Suite("The Rotations screen on a VirtualScreen")
struct RotationsScreenViewTests {
    let day = CalendarDay("2026-11-23")

    /// Two rotations, one naming a type deleted since.
    var catalog: CatalogState {
        var catalog = Catalog.defaults()
        catalog.rotations = [
            Rotation(id: "cont", name: "Continental", cycle: ["early", "early", "late", "late", "night", "night", "night",
                                                             nil, nil], anchor: day),
            Rotation(id: "old", name: "Old ward", cycle: ["early", "gone", nil], anchor: CalendarDay("2026-01-05")),
        ]
        return CatalogState(catalog: catalog, status: .loaded, isSaved: true)
    }

    func render(_ state: RotationsState, catalog: CatalogState? = nil, rows: Int = 24, columns: Int = 80) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        var app = AppState(screen: .rotations, catalog: catalog ?? self.catalog)
        app.rotations = state
        ListView.render(ListProps(rotations: state, catalog: catalog ?? self.catalog), spinnerFrame: 0,
                        statusLine: KeyBindings.table(for: KeyMode(app)).statusLine(width: columns - 1), into: &grid)
        return grid
    }

    @Test("the list: name, length, first day and the cycle in its types' colours, ? for a deleted type; the status bar from the table")
    func list() {
        let grid = render(RotationsState(selection: 1))
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Rotations",
            "",
            "   Name                      Days  First day on     Cycle",
            "   Continental               9     Mon 23 Nov 2026  E E L L N N N ~ ~",
            " › Old ward                  3     Mon 5 Jan 2026   E ? ~",
        ] + Array(repeating: "", count: 18) + [
            " j/k move  a add  e edit  d delete  / search  p presets  ? help  q quit",
        ])
        let colors = TypeColors(catalog.catalog)
        let types = catalog.catalog.shiftTypes
        // Each symbol in its type's colour; off dim; a deleted type's ? plain.
        #expect(grid[3, 52].text == "E" && grid[3, 52].style == TextStyle(bold: true, foreground: colors.color(of: types[0])))
        #expect(grid[3, 56].text == "L" && grid[3, 56].style == TextStyle(bold: true, foreground: colors.color(of: types[1])))
        #expect(grid[3, 60].text == "N" && grid[3, 60].style == TextStyle(bold: true, foreground: colors.color(of: types[2])))
        #expect(grid[3, 66].text == "~" && grid[3, 66].style == .dim)
        #expect(grid[4, 54].text == "?" && grid[4, 54].style == TextStyle(bold: true, reverse: true))
    }

    @Test("the form: each field's message under it; the preset's roles asked in a small form")
    func formAndRoles() {
        var form = RotationForm.make(RotationDraft(name: "", cycle: "E X", anchor: "soon"))
        form.refused([.name: .missing(.name), .cycle: .unknownSymbol("X"), .anchor: .notADate])
        let grid = render(RotationsState(form: form))
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Rotations",
            "",
            " New rotation",
            "",
            " ›Name",
            "                    ✖ Enter a name.",
            "  Cycle             E X                                       ~ for a day off",
            "                    ✖ \"X\" is no shift type's symbol: use a type's symbol, or ~…",
            "  First day on      soon                                      the cycle's day 1",
            "                    ✖ Not a date: use YYYY-MM-DD, today, tomorrow, yesterday or…",
        ] + Array(repeating: "", count: 13) + [
            " Tab/S-Tab field  Enter save  Esc cancel  ←/→ choose  ^C quit",
        ])
        let preset = RotationPreset.all[1]
        let roles = RotationForm.roles(["D"], types: Catalog.defaults().shiftTypes)
        let asked = render(RotationsState(extra: RotationPresetPicker(presetForm: roles, preset: preset)))
        #expect(asked.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Rotations",
            "",
            " 4 on 4 off, days and nights (D D N N ~ ~ ~ ~): a type for each role",
            "",
            " ›D (a day shift)   ‹ — ›  ←/→ or a letter",
        ] + Array(repeating: "", count: 18) + [
            " Tab/S-Tab field  Enter save  Esc cancel  ←/→ choose  ^C quit",
        ])
    }
}

/// Keys to frames in the app loop: @, Enter, a move during the preview,
/// Esc; nothing reaches the calendar but the read for the preview.
@Suite("A rotation's preview in the app loop", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@UIActor
struct RotationPreviewAppTests {
    let wallClock = TestWallClock(day: "2026-11-23", hour: 9)
    let screen = VirtualScreen(rows: 24, columns: 80)

    @Test("@ and Enter preview 2-2-2 with 4 off; l moves the cursor with the preview drawn still; Esc drops it unwritten")
    func previewSurvivesACursorMove() async {
        let mock = MockCalendarService()
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: mock, clock: wallClock,
                                                                           ids: SequentialIDGenerator(prefix: "uid-")))
        let app = TerminalApp(store: store, screen: screen, calendar: wallClock.calendar, spinnerClock: TestClock())
        app.start()
        await app.settle()
        app.receive(.character("2"))
        await app.settle()
        app.receive(.character("@"))
        #expect(screen.line(2) == " Apply a rotation: the grid previews it before anything is written")
        // The last preset: all its roles are types of the default catalog.
        app.receive(.end)
        app.receive(.enter)
        await app.settle()
        // 92 days: nine cycles of six working days, and two days more. The
        // range is cut at the screen's edge, with "…".
        let line = " Enter adds 56 shifts · Esc cancels · 2-2-2 with 4 off · Mon 23 Nov – Mon 22 F…"
        #expect(screen.line(1) == line)
        #expect(KeyMode(store.state) == .rotationPreview)
        let frames = screen.presentCount
        app.receive(.character("l"))
        #expect(screen.presentCount == frames + 1)
        #expect(store.state.schedule.cursor == CalendarDay("2026-11-24"))
        #expect(screen.line(1) == line)
        #expect(screen.line(2).hasSuffix("Tuesday 24 November 2026"))
        app.receive(.escape)
        await app.settle()
        #expect(store.state.rotationApply == RotationApplyState())
        #expect(mock.callCount(.apply) == 0)
        app.quit()
    }
}
