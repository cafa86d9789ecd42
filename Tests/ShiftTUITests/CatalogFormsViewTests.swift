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

/// The forms of screens 4 and 6 and the first run, and the catalog screens
/// in their unusual states, drawn into a grid.
@Suite("Catalog forms and states on a grid")
struct CatalogFormsViewTests {
    let loaded = CatalogState(catalog: .defaults(displayName: "Sam"), status: .loaded, isSaved: true)
    let failed = CatalogState(catalog: Catalog(), status: .failed("Cannot read /d/catalog.json: it is not valid JSON."))

    func grid(rows: Int = 24, columns: Int = 100) -> CellGrid {
        CellGrid(size: TerminalSize(rows: rows, columns: columns))
    }

    @Test("the location form: a name message under its field, the address kept, Saving… while it saves")
    func locationForm() {
        let ward = Location(id: "w3", name: "Ward 3")
        var form = LocationForm.make(LocationDraft(name: "main SITE", address: "Hill Rd 1"))
        form.setProblems([.name: .nameTaken("Main site")])
        var grid = grid()
        ListView.render(ListProps(locations: LocationsState(form: form, editing: ward), catalog: loaded), spinnerFrame: 0,
                        statusLine: KeyBindings.form.statusLine, into: &grid)
        #expect(Array(grid.lines.prefix(9)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Locations",
            "",
            " Edit location Ward 3",
            "",
            " ›Name              main SITE",
            "                    ✖ Main site exists already.",
            "  Address           Hill Rd 1",
            "",
            "",
        ])
        #expect(grid[5, 20].style.foreground == .red)
        // The cursor stands after the name, in the focused box.
        #expect(grid[4, 29].style.reverse)

        form.startSaving()
        var saving = self.grid()
        ListView.render(ListProps(locations: LocationsState(form: form, editing: ward), catalog: loaded), spinnerFrame: 2,
                        statusLine: "", into: &saving)
        #expect(saving.line(7) == " Saving…")
        #expect(saving.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Locations" + String(repeating: " ", count: 59) + Spinner.frame(2))
    }

    @Test("the settings form: the name, the retention, purge, week numbers, reminder, week start, hours and rules, a failed save's message wrapped")
    func settingsForm() {
        var form = SettingsReducer.settingsForm(loaded.catalog)
        form.apply(.nextField)
        form.failure = .saveFailed("Cannot save /d/catalog.json: read-only file system. The file was left as it was; "
            + "make the folder writable, then press Enter again.")
        // Tall enough for every field: the form's own scrolling is tested elsewhere.
        var grid = grid(rows: 34)
        SettingsView.render(SettingsProps(settings: SettingsState(form: form), catalog: loaded),
                            spinnerFrame: 0, statusLine: KeyBindings.form.statusLine, into: &grid)
        #expect(Array(grid.lines.prefix(30)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Settings",
            "",
            " Settings",
            "",
            "  Display name      Sam                                       shown in the change log",
            " ›Keep change log   ‹ 1 year ›",
            "  Purge on launch   ‹ no ›  remove entries older than that at start",
            "  Week numbers      ‹ no ›  ISO weeks beside the Schedule's grid",
            "  Remind before                                               minutes before a shift; empty: none",
            "  Week starts on    ‹ Monday ›  ←/→ or a letter",
            "  Contract a week                                             hours, e.g. 38:30; empty: no target",
            "  Night from        20:00   HH:MM",
            "  Night until       06:00   HH:MM, before the start = overnight",
            "  Sick hours        ‹ count toward the target ›",
            "  Rest at least     11:00                                     hours between two shifts",
            "  Days in a row     6                                         at most",
            "  Nights in a row   4                                         at most",
            "  Week at most      60:00                                     hours in one week",
            "  Average at most   48:00                                     hours a week, on average over",
            "  Averaged over     17                                        weeks in a row",
            "  Account from                                                YYYY-MM-DD; empty: from 1 January",
            "  Balance then                                                hours carried in, e.g. 40 or -12:30",
            "  Leave a year                                                days of annual leave; empty: none",
            "  Leave day counts                                            hours, e.g. 7:42; empty: week / 5",
            "",
            " ✖ Cannot save /d/catalog.json: read-only file system. The file was left as it was; make the folder",
            " writable, then press Enter again.",
            "",
            "",
            "",
        ])
        // The focused choice is reversed, the other bold.
        #expect(grid[5, 22].style.reverse)
        #expect(grid[6, 22].style.bold && !grid[6, 22].style.reverse)
    }

    @Test("the export form: each bad field gets its message; the title says what ~ means")
    func exportForm() {
        var form = SettingsReducer.exportForm(today: CalendarDay("2026-11-23"))
        form.apply(.text(.deleteToStart))
        form.apply(.text(.insert("soon")))
        form.setProblems([.from: .notADate, .file: .missing(.fileName)])
        var grid = grid()
        SettingsView.render(SettingsProps(settings: SettingsState(exportForm: form), catalog: loaded),
                            spinnerFrame: 0, statusLine: "", into: &grid)
        #expect(Array(grid.lines.prefix(10)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Settings",
            "",
            " Export one symbol per day (~ for a day with no shift)",
            "",
            " ›From              soon                                      YYYY-MM-DD, today, mon ...",
            "                    ✖ Not a date: use YYYY-MM-DD, today, tomorrow, yesterday or a weekday name.",
            "  Through           2026-12-22",
            "  File              ~/shifts-export.txt                       ~/ is your home folder",
            "                    ✖ Enter a file name.",
            "",
        ])
    }

    @Test("the first run: an empty name's message, then a failed save's message with what to do")
    func firstRunErrors() {
        var form = CatalogState.firstRunForm()
        form.setProblems([.name: .missing(.name)])
        var grid = grid()
        FirstRunView.render(FirstRunProps(form: form, catalog: .defaults()), spinnerFrame: 0, statusLine: "", into: &grid)
        #expect(grid.line(5) == "                    ✖ Enter a name (Esc skips the questions).")
        #expect(grid.line(7) == " Enter saves your name and these shift types (change them any time on screen 3):")

        form.setProblems([:])
        form.apply(.text(.insert("Jo")))
        form.failure = .saveFailed("Cannot save /d/catalog.json: disk full.")
        var failedSave = self.grid()
        FirstRunView.render(FirstRunProps(form: form, catalog: .defaults()), spinnerFrame: 0, statusLine: "",
                            into: &failedSave)
        #expect(Array(failedSave.lines[4...8]) == [
            " ›Your name         Jo                                        shown in the change log",
            "",
            " ✖ Cannot save /d/catalog.json: disk full. Press Enter to try again, or Esc to go on without",
            " saving.",
            " Enter saves your name and these shift types (change them any time on screen 3):",
        ])
    }

    @Test("an unreadable catalog: the lists say why they are empty, the error ends with the retry key")
    func unreadable() {
        var types = grid()
        ListView.render(ListProps(shiftTypes: ShiftTypesState(), catalog: failed, calendar: .gregorian(timeZone: "Europe/Berlin")), spinnerFrame: 0,
                        statusLine: "", into: &types)
        #expect(types.line(3) == "   No shift types to show: catalog.json could not be read.")
        #expect(types.line(22) == " ✖ Cannot read /d/catalog.json: it is not valid JSON. (r: retry)")
        var locations = grid()
        var state = LocationsState()
        state.notice = .catalogRefused(.unreadable)
        ListView.render(ListProps(locations: state, catalog: failed), spinnerFrame: 0, statusLine: "", into: &locations)
        #expect(locations.line(3) == "   No locations to show: catalog.json could not be read.")
        // The refusal of the key just pressed comes first.
        #expect(locations.line(22) == " ✖ catalog.json could not be read, so changes are off until it is fixed (r: retry).")
        var loading = grid()
        ListView.render(ListProps(locations: LocationsState(), catalog: CatalogState(catalog: Catalog(), status: .loading)),
                        spinnerFrame: 0,
                        statusLine: "", into: &loading)
        #expect(loading.line(3) == "   Loading…")
    }

    @Test("an error notice longer than three lines ends its third line with one …, whatever that line's length")
    func longNoticeCut() {
        func words(_ counts: [(Character, Int)]) -> String {
            counts.map { String(repeating: $0.0, count: $0.1) }.joined(separator: " ")
        }
        // At 40 columns a notice line holds 38: the third line is full.
        var full = ShiftTypesState()
        full.notice = .failed(words([("a", 17), ("b", 18), ("c", 18), ("d", 19), ("e", 18), ("f", 19), ("g", 5)]))
        var grid = grid(columns: 40)
        ListView.render(ListProps(shiftTypes: full, catalog: loaded, calendar: .gregorian(timeZone: "Europe/Berlin")), spinnerFrame: 0, statusLine: "", into: &grid)
        #expect(Array(grid.lines[20...22]) == [
            " ✖ " + words([("a", 17), ("b", 18)]),
            " " + words([("c", 18), ("d", 19)]),
            " " + words([("e", 18), ("f", 18)]) + "…",
        ])
        // A short third line: the rest joins it, cut with one ….
        var short = ShiftTypesState()
        short.notice = .failed(words([("a", 36), ("b", 38), ("c", 5), ("d", 38)]))
        grid = self.grid(columns: 40)
        ListView.render(ListProps(shiftTypes: short, catalog: loaded, calendar: .gregorian(timeZone: "Europe/Berlin")), spinnerFrame: 0, statusLine: "", into: &grid)
        #expect(Array(grid.lines[20...22]) == [
            " ✖ " + words([("a", 36)]),
            " " + words([("b", 38)]),
            " " + words([("c", 5), ("d", 31)]) + "…",
        ])
    }

    @Test("a kept filter shows how to clear it; a plain notice is green")
    func keptFilter() {
        var state = ShiftTypesState(search: SearchState(query: "night"))
        state.notice = .shiftTypeAdded(name: "V Evening")
        var grid = grid()
        ListView.render(ListProps(shiftTypes: state, catalog: loaded, calendar: .gregorian(timeZone: "Europe/Berlin")), spinnerFrame: 0, statusLine: "", into: &grid)
        #expect(grid.line(1) == " / night (Esc clears)")
        #expect(grid[1, 10].style.dim)
        #expect(grid.line(3) == " › N    Night           22:00–06:00 (overnight)  Main site     no break")
        #expect(grid.line(4) == "")
        #expect(grid.line(22) == " Added V Evening.")
        #expect(grid[22, 1].style.foreground == .green)
    }

    @Test("Today warns of an unreadable catalog under its title; nothing on a too-small screen")
    func todayWarning() {
        #expect(DataWarning.line(catalog: loaded, unreadable: []) == nil)
        var grid = grid()
        DataWarning.render(DataWarning.line(catalog: failed, unreadable: []), into: &grid)
        #expect(grid.line(1) == " ✖ catalog.json could not be read: shift types and settings are off. Screen 3 says why.")
        #expect(grid[1, 1].style.foreground == .red)
        var small = self.grid(rows: 8, columns: 30)
        DataWarning.render(DataWarning.line(catalog: failed, unreadable: []), into: &small)
        #expect(small.lines.allSatisfy { $0.isEmpty })
    }

    @Test("unreadable events of the calendar are named, with the first one's line and problem")
    func unreadableEventsWarning() {
        let one = UnreadableEvent(path: "/d/calendar.ics", line: 12, problem: "DTSTART: not a date")
        #expect(DataWarning.line(catalog: loaded, unreadable: [one]) == "⚠ calendar.ics: 1 event could not be read and "
            + "is left out (line 12: DTSTART: not a date); it stays in the file unchanged.")
        let two = [one, UnreadableEvent(path: "/d/calendar.ics", line: 40, problem: "x")]
        #expect(DataWarning.line(catalog: loaded, unreadable: two) == "⚠ calendar.ics: 2 events could not be read and "
            + "are left out (the first at line 12: DTSTART: not a date); they stay in the file unchanged.")
        var grid = grid()
        DataWarning.render(DataWarning.line(catalog: loaded, unreadable: [one]), into: &grid)
        #expect(grid[1, 1].style.foreground == .yellow)
        // An unreadable catalog is said first: it turns changes off.
        #expect(DataWarning.line(catalog: failed, unreadable: [one])?.hasPrefix("✖ catalog.json") == true)
    }
}

@Suite("Key handling on the catalog screens")
struct CatalogKeyTests {
    @Test("Esc on a list clears a kept filter; it is not in the status bar")
    func escClearsFilter() {
        var state = AppState(screen: .shiftTypes, catalog: CatalogState(catalog: .defaults(), status: .loaded))
        state.shiftTypes.search = SearchState(query: "night")
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.shiftTypes(.search(.cancel))))
        state.screen = .locations
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.locations(.search(.cancel))))
        #expect(!KeyBindings.shiftTypes.statusLine.contains("Esc"))
    }
}

/// The app loop with an unreadable catalog: Today shows the warning.
@Suite("Unreadable catalog in the app loop", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@UIActor
struct UnreadableCatalogLoopTests {
    @Test("Today shows the day and the catalog warning; no questions")
    func warning() async {
        let clock = TestWallClock(day: "2026-11-23", hour: 9)
        let catalog = MockCatalogService(catalog: nil)
        catalog.failNextLoad(with: MockCalendarService.ScriptedFailure("Cannot read /d/catalog.json: bad."))
        let screen = VirtualScreen(rows: 24, columns: 100)
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: MockCalendarService(), clock: clock,
                                                                           catalog: catalog))
        let app = TerminalApp(store: store, screen: screen, calendar: clock.calendar, spinnerClock: TestClock())
        app.start()
        await app.settle()
        #expect(store.state.catalog.errorMessage != nil && store.state.clockToday == CalendarDay("2026-11-23"))
        #expect(screen.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Monday 23 November 2026")
        #expect(screen.line(1) == " ✖ catalog.json could not be read: shift types and settings are off. Screen 3 says why.")
        app.quit()
    }
}
