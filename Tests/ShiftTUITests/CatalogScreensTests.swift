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

@Suite("Catalog screens and forms on a grid")
struct CatalogViewTests {
    let loaded = CatalogState(catalog: .defaults(displayName: "Sam"), status: .loaded, isSaved: true)

    func grid(rows: Int = 24, columns: Int = 100) -> CellGrid {
        CellGrid(size: TerminalSize(rows: rows, columns: columns))
    }

    @Test("the shift types list: columns, the selection reversed, the status bar from the key table")
    func shiftTypesList() {
        var grid = grid()
        ListView.render(ListProps(shiftTypes: ShiftTypesState(selection: 2), catalog: loaded, calendar: .gregorian(timeZone: "Europe/Berlin")), spinnerFrame: 0,
                        statusLine: KeyBindings.shiftTypes.statusLine, into: &grid)
        #expect(Array(grid.lines.prefix(8)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Shift types",
            "",
            "   Sym  Title           Time                     Location      Pay            Description",
            "   E    Early           06:00–14:00              Main site     no break",
            "   L    Late            14:00–22:00              Main site     no break",
            " › N    Night           22:00–06:00 (overnight)  Main site     no break",
            "   O    Off             all day                  Main site     counts 0 h",
            "",
        ])
        #expect(grid[5, 3].style.reverse)
        #expect(!grid[4, 3].style.reverse)
        // Each symbol in its type's colour, the same as on the grid and Today.
        let colors = TypeColors(loaded.catalog)
        #expect([3, 4, 6].map { grid[$0, 3].style.foreground }
            == [0, 1, 3].map { colors.color(of: loaded.catalog.shiftTypes[$0]) })
        #expect(Set([3, 4, 6].map { grid[$0, 3].style.foreground }).count == 3)
        #expect(grid.line(23) == " j/k move  a add  e edit  d delete  / search  ? help  q quit  Tab/1-9 screens")
    }

    @Test("a type that is not work says so in the Pay column, in place of its break")
    func notWorkInList() {
        var catalog = loaded
        catalog.catalog.shiftTypes[0].pay = ShiftPay(unpaidBreakMinutes: 30, isWork: false)
        var grid = grid()
        ListView.render(ListProps(shiftTypes: ShiftTypesState(selection: 2), catalog: catalog,
                                  calendar: .gregorian(timeZone: "Europe/Berlin")),
                        spinnerFrame: 0, statusLine: "", into: &grid)
        #expect(grid.line(3) == "   E    Early           06:00–14:00              Main site     not work")
    }

    @Test("a search line with its cursor, the empty result, a refused delete in red")
    func searchAndNotice() {
        var state = ShiftTypesState(search: SearchState(query: "zz", input: TextInput("zz", cursor: 1)))
        state.notice = .failed("Cannot delete L Late: 2 shifts in the calendar use it.")
        var grid = grid()
        ListView.render(ListProps(shiftTypes: state, catalog: loaded, calendar: .gregorian(timeZone: "Europe/Berlin")), spinnerFrame: 0,
                        statusLine: KeyBindings.search.statusLine, into: &grid)
        #expect(grid.line(1) == " / zz")
        #expect(grid[1, 4].style.reverse)
        #expect(grid.line(3) == "   No shift type matches \"zz\".")
        #expect(grid.line(22) == " ✖ Cannot delete L Late: 2 shifts in the calendar use it.")
        #expect(grid[22, 1].style.foreground == .red)
        #expect(grid.line(23) == " Enter keep filter  Esc clear  ^C quit")
    }

    @Test("the delete question replaces the notice")
    func deleteQuestion() {
        var grid = grid()
        ListView.render(ListProps(shiftTypes: ShiftTypesState(confirmingDelete: "off"), catalog: loaded, calendar: .gregorian(timeZone: "Europe/Berlin")),
                        spinnerFrame: 0, statusLine: KeyBindings.deleteQuestion.statusLine, into: &grid)
        #expect(grid.line(22) == " Delete shift type O Off? y deletes, n keeps it.")
        #expect(grid.line(23) == " y delete  n/Esc keep  ^C quit")
    }

    @Test("the form: focused field marked, cursor reversed, each message under its field, input kept")
    func form() {
        var form = ShiftTypeForm.make(ShiftTypeDraft(symbol: "l", title: "Evening", start: "18:00", end: "18:00",
                                                     locationID: "main"), catalog: .defaults())
        form.setProblems([.symbol: .symbolTaken(symbol: "L", by: "Late"), .end: .endIsStart])
        var grid = grid()
        ListView.render(ListProps(shiftTypes: ShiftTypesState(form: form), catalog: loaded, calendar: .gregorian(timeZone: "Europe/Berlin")), spinnerFrame: 0,
                        statusLine: KeyBindings.form.statusLine, into: &grid)
        #expect(Array(grid.lines.prefix(14)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Shift types",
            "",
            " New shift type",
            "",
            " ›Symbol            l                                         1-3 characters or an emoji",
            "                    ✖ L is already used by Late (symbols are unique, ignoring case).",
            "  Title             Evening",
            "  Description",
            "  Duration          ‹ start to end ›",
            "  Start             18:00   HH:MM",
            "  End               18:00   HH:MM, before the start = overnight",
            "                    ✖ Same as the start: 24 hours or more is not allowed.",
            "  Location          ‹ Main site ›",
            "  Unpaid break                                                minutes; empty: none",
        ])
        #expect(grid[4, 21].style.reverse)
        #expect(grid[4, 20].style.underline)
        #expect(grid[5, 22].style.foreground == .red)
        #expect(grid.line(23) == " Tab/S-Tab field  Enter save  Esc cancel  ←/→ choose  ^C quit")
    }

    @Test("a long text scrolls to keep the cursor in view; the discard question shows; hostile text is sanitized")
    func scrollingAndQuestion() {
        var form = LocationForm.make(LocationDraft(name: "Ward\u{1B}[2J 3", address: String(repeating: "abcdefghij", count: 6)))
        form.apply(.nextField)
        form.isConfirmingDiscard = true
        var grid = grid(rows: 16, columns: 60)
        FormView.render(FormProps(form, title: "Edit location", words: FormWords.location), top: 0, into: &grid)
        // The whole escape sequence goes, not only its ESC.
        #expect(grid.line(2) == "  Name              Ward 3")
        // A 38-column box: the last 37 characters, then the cursor's cell.
        #expect(grid.line(3) == " ›Address           defghijabcdefghijabcdefghijabcdefghij")
        #expect(grid[3, 57].style.reverse)
        #expect(!grid[3, 56].style.reverse)
        #expect(grid.line(5) == " Discard what you typed? y discards, n keeps editing.")
        #expect(grid[5, 1].style.foreground == .yellow)
    }

    @Test("locations list shows how many types use each")
    func locations() {
        var catalog = loaded
        catalog.catalog.locations.append(Location(id: "w3", name: "Ward 3", address: "Hill Rd 1"))
        var grid = grid()
        ListView.render(ListProps(locations: LocationsState(selection: 1), catalog: catalog), spinnerFrame: 0,
                        statusLine: KeyBindings.locations.statusLine, into: &grid)
        #expect(Array(grid.lines.prefix(5)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Locations",
            "",
            "   Name                    Address                             Used by",
            "   Main site                                                   4 shift types",
            " › Ward 3                  Hill Rd 1                           0 shift types",
        ])
    }

    @Test("settings with reminders on say which shifts ring: those saved since, not the older ones")
    func settingsSayWhichShiftsRing() {
        var reminding = loaded
        reminding.catalog.settings.reminderMinutes = 30
        var grid = grid(columns: 80)
        SettingsView.render(SettingsProps(settings: SettingsState(), catalog: reminding), spinnerFrame: 0,
                            statusLine: "", into: &grid)
        #expect(Array(grid.lines[5...19]) == [
            "  Remind before     30 minutes before each shift",
            "  Week starts on    Monday",
            "  Contract a week   none (no target, no balance)",
            "  Night             20:00–06:00",
            "  Sick hours        count toward the target",
            "  Hours account     each year from 1 January",
            "  Leave             no allowance; a day counts nothing (no contract)",
            "  Rest, in a row    rest at least 11 h; at most 6 days, 4 nights",
            "  Hours a week      at most 60 h, on average 48 h over 17 weeks",
            "  Catalog           saved",
            "",
            "  Reminders ring for shifts saved (added or changed) since this was set; older",
            "  shifts keep the alarm they were saved with, or none.",
            "",
            "  e edits these. x exports one symbol per day for a date range to a file (~ = n…",
        ])
    }

    @Test("settings: the values, the export hint, and an unreadable catalog's message")
    func settings() {
        var grid = grid()
        SettingsView.render(SettingsProps(settings: SettingsState(), catalog: loaded), spinnerFrame: 0,
                            statusLine: KeyBindings.settings.statusLine, into: &grid)
        #expect(Array(grid.lines.prefix(17)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Settings",
            "",
            "  Display name      Sam",
            "  Keep change log   1 year",
            "  Purge on launch   no",
            "  Remind before     off",
            "  Week starts on    Monday",
            "  Contract a week   none (no target, no balance)",
            "  Night             20:00–06:00",
            "  Sick hours        count toward the target",
            "  Hours account     each year from 1 January",
            "  Leave             no allowance; a day counts nothing (no contract)",
            "  Rest, in a row    rest at least 11 h; at most 6 days, 4 nights",
            "  Hours a week      at most 60 h, on average 48 h over 17 weeks",
            "  Catalog           saved",
            "",
            "  e edits these. x exports one symbol per day for a date range to a file (~ = no shift).",
        ])
        #expect(grid.line(23) == " e edit  x export  ? help  q quit  Tab/1-9 screens")
        var failed = CatalogState(status: .failed("Cannot read /d/catalog.json: it has no schemaVersion."))
        failed.isSaved = false
        var broken = self.grid()
        SettingsView.render(SettingsProps(settings: SettingsState(), catalog: failed), spinnerFrame: 0,
                            statusLine: "", into: &broken)
        #expect(Array(broken.lines[2...14]) == [
            "  Display name      –",
            "  Keep change log   –",
            "  Purge on launch   –",
            "  Remind before     –",
            "  Week starts on    –",
            "  Contract a week   –",
            "  Night             –",
            "  Sick hours        –",
            "  Hours account     –",
            "  Leave             –",
            "  Rest, in a row    –",
            "  Hours a week      –",
            "  Catalog           could not be read (below)",
        ])
        #expect(broken.line(22) == " ✖ Cannot read /d/catalog.json: it has no schemaVersion. (r: retry)")

        var unsaved = self.grid()
        SettingsView.render(SettingsProps(settings: SettingsState(),
                                          catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: false)),
                            spinnerFrame: 0, statusLine: "", into: &unsaved)
        #expect(unsaved.line(14) == "  Catalog           defaults, not saved yet (saved with the first change)")
        // An account with a start day and a balance carried in says both.
        var account = WorkingTimeSettings()
        account.accountStart = CalendarDay("2026-11-02")
        account.openingBalanceMinutes = -750
        #expect(SettingsProps.workingTime(account)[3] == "from Mon 2 Nov 2026, -12 h 30 min carried in")
        // Leave: the allowance and what a day counts, set or a fifth of the week.
        account.annualLeaveDays = 28
        account.contractMinutesPerWeek = 2310
        #expect(SettingsProps.workingTime(account)[4] == "28 days a year; a day counts 7 h 42 min (a fifth of the week)")
        account.absenceDayMinutes = 480
        #expect(SettingsProps.workingTime(account)[4] == "28 days a year; a day counts 8 h")
    }

    @Test("settings: the reminder reads in minutes, at the start, or off; the week's first day by name")
    func reminderAndWeekValues() {
        var catalog = Catalog.defaults(displayName: "Sam")
        catalog.settings.reminderMinutes = 45
        catalog.settings.firstWeekday = .sunday
        let props = SettingsProps(settings: SettingsState(), catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true))
        #expect(props.values[3...4] == ["45 minutes before each shift", "Sunday"])
        #expect(SettingsProps.reminder(1) == "1 minute before each shift")
        #expect(SettingsProps.reminder(0) == "at the start of each shift")
        #expect(SettingsProps.reminder(nil) == "off")
    }

    @Test("first run: the name question and the default shift types it will save")
    func firstRun() {
        var grid = grid()
        FirstRunView.render(FirstRunProps(form: CatalogState.firstRunForm(), catalog: .defaults()), spinnerFrame: 0,
                            statusLine: KeyBindings.firstRun.statusLine, into: &grid)
        #expect(Array(grid.lines.prefix(13)) == [
            " shifts · Welcome",
            "",
            " Welcome to shifts",
            "",
            " ›Your name                                                   shown in the change log",
            "",
            " Enter saves your name and these shift types (change them any time on screen 3):",
            "   E  Early    06:00–14:00              @ Main site",
            "   L  Late     14:00–22:00              @ Main site",
            "   N  Night    22:00–06:00 (overnight)  @ Main site",
            "   O  Off      all day                  @ Main site",
            "",
            " Nothing is written until you press Enter; Esc skips and uses them unsaved.",
        ])
        #expect(grid.line(23) == " Enter save and start  Esc skip (nothing is saved)  ^C quit")
    }
}

@Suite("Key handling: one table per mode")
struct KeyHandlerTests {
    let loaded = CatalogState(catalog: .defaults(), status: .loaded, isSaved: true)

    @Test("screens switch with 1-9 and Tab")
    func screens() {
        let state = AppState(catalog: loaded)
        #expect(KeyHandler.outcome(for: .character("3"), in: state) == .dispatch(.showScreen(.shiftTypes)))
        #expect(KeyHandler.outcome(for: .character("4"), in: state) == .dispatch(.showScreen(.locations)))
        #expect(KeyHandler.outcome(for: .character("6"), in: state) == .dispatch(.showScreen(.settings)))
        #expect(KeyHandler.outcome(for: .character("1"), in: state) == .dispatch(.showScreen(.today)))
        #expect(KeyHandler.outcome(for: .tab, in: state) == .dispatch(.showScreen(.schedule)))
        #expect(KeyHandler.outcome(for: .backTab, in: state) == .dispatch(.showScreen(.team)))
        #expect(KeyHandler.outcome(for: .character("9"), in: state) == .dispatch(.showScreen(.team)))
        #expect(KeyHandler.outcome(for: .character("7"), in: state) == .dispatch(.showScreen(.rotations)))
        #expect(KeyHandler.outcome(for: .character("8"), in: state) == .dispatch(.showScreen(.statistics)))
        #expect(KeyHandler.outcome(for: .character("2"), in: state) == .dispatch(.showScreen(.schedule)))
        #expect(KeyHandler.outcome(for: .character("5"), in: state) == .dispatch(.showScreen(.changeLog)))
        #expect(KeyHandler.outcome(for: .character("q"), in: state) == .quit)
        #expect(KeyHandler.outcome(for: .character("l"), in: state) == .dispatch(.today(.moveDay(by: 1))))
    }

    @Test("inside a form every printable key is text (q and digits too); Tab moves fields; Enter, Esc")
    func form() {
        var state = AppState(screen: .shiftTypes, catalog: loaded)
        state.shiftTypes.form = ShiftTypeForm.make(ShiftTypeDraft(), catalog: .defaults())
        #expect(KeyMode(state) == .form(.shiftTypes))
        #expect(KeyHandler.outcome(for: .character("q"), in: state)
            == .dispatch(.shiftTypes(.form(.edit(.text(.insert("q")))))))
        #expect(KeyHandler.outcome(for: .character("3"), in: state)
            == .dispatch(.shiftTypes(.form(.edit(.text(.insert("3")))))))
        #expect(KeyHandler.outcome(for: .tab, in: state) == .dispatch(.shiftTypes(.form(.edit(.nextField)))))
        #expect(KeyHandler.outcome(for: .backTab, in: state) == .dispatch(.shiftTypes(.form(.edit(.previousField)))))
        #expect(KeyHandler.outcome(for: .enter, in: state) == .dispatch(.shiftTypes(.form(.submit))))
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.shiftTypes(.form(.cancel))))
        #expect(KeyHandler.outcome(for: .backspace, in: state)
            == .dispatch(.shiftTypes(.form(.edit(.text(.deleteBackward))))))
        #expect(KeyHandler.outcome(for: .control("u"), in: state)
            == .dispatch(.shiftTypes(.form(.edit(.text(.deleteToStart))))))
        #expect(KeyHandler.outcome(for: .control("c"), in: state) == .quit)
        state.shiftTypes.form?.isConfirmingDiscard = true
        #expect(KeyHandler.outcome(for: .character("y"), in: state) == .dispatch(.shiftTypes(.form(.discard(true)))))
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.shiftTypes(.form(.discard(false)))))
        #expect(KeyHandler.outcome(for: .character("x"), in: state) == nil)
    }

    @Test("first run takes the keys before any screen; the list keys, search and delete question")
    func modes() {
        var state = AppState(catalog: CatalogState(status: .loaded, firstRun: CatalogState.firstRunForm()))
        #expect(KeyHandler.outcome(for: .character("3"), in: state) == .dispatch(.catalog(.firstRun(.edit(.text(.insert("3")))))))
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.catalog(.firstRun(.cancel))))
        state = AppState(screen: .locations, catalog: loaded)
        #expect(KeyHandler.outcome(for: .character("a"), in: state) == .dispatch(.locations(.add)))
        #expect(KeyHandler.outcome(for: .down, in: state) == .dispatch(.locations(.moveSelection(by: 1))))
        #expect(KeyHandler.outcome(for: .character("k"), in: state) == .dispatch(.locations(.moveSelection(by: -1))))
        #expect(KeyHandler.outcome(for: .character("/"), in: state) == .dispatch(.locations(.search(.begin))))
        #expect(KeyHandler.outcome(for: .character("r"), in: state) == .dispatch(.catalog(.load)))
        state.locations.search.input = TextInput()
        #expect(KeyHandler.outcome(for: .character("a"), in: state) == .dispatch(.locations(.search(.edit(.insert("a"))))))
        #expect(KeyHandler.outcome(for: .enter, in: state) == .dispatch(.locations(.search(.commit))))
        state = AppState(screen: .shiftTypes, catalog: loaded)
        state.shiftTypes.confirmingDelete = "early"
        #expect(KeyHandler.outcome(for: .character("y"), in: state) == .dispatch(.shiftTypes(.deleteConfirmed("early"))))
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.shiftTypes(.deleteDeclined)))
        state = AppState(screen: .settings, catalog: loaded)
        #expect(KeyHandler.outcome(for: .character("x"), in: state) == .dispatch(.settings(.export)))
        #expect(KeyHandler.outcome(for: .character("e"), in: state) == .dispatch(.settings(.edit)))
    }
}

/// The app loop from an empty data dir: questions, name, Today.
@Suite("First run in the app loop", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@UIActor
struct FirstRunAppTests {
    let wallClock = TestWallClock(day: "2026-11-23", hour: 9)
    let screen = VirtualScreen(rows: 24, columns: 100)

    @Test("no catalog: the questions show over a loaded calendar; typed keys (even q) are the name; Enter saves, Today shows")
    func firstRun() async {
        let builder = ShiftBuilder(calendar: wallClock.calendar)
        let calendar = MockCalendarService(shifts: [builder.shift("E", on: CalendarDay("2026-11-23"), from: 6, to: 14)])
        let catalog = MockCatalogService(catalog: nil)
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: calendar, clock: wallClock, catalog: catalog))
        let app = TerminalApp(store: store, screen: screen, calendar: wallClock.calendar, spinnerClock: TestClock())
        app.start()
        await app.settle()
        #expect(store.state.catalog.firstRun != nil && store.state.today.shifts.count == 1)
        #expect(screen.line(0) == " shifts · Welcome")
        for key in "Quinn" { app.receive(.character(key)) }
        app.receive(.enter)
        await app.settle()
        #expect(store.state.catalog.firstRun == nil)
        #expect(catalog.calls == [.load, .save(.defaults(displayName: "Quinn"))])
        #expect(screen.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Monday 23 November 2026")
        #expect(screen.line(3) == "   E    Early              06:00–14:00  @ Ward 3")
        app.receive(.character("3"))
        await app.settle()
        #expect(store.state.screen == .shiftTypes)
        #expect(screen.line(3) == " › E    Early           06:00–14:00              Main site     no break")
        app.quit()
    }

    @Test("Esc skips: nothing is saved, Today shows")
    func skip() async {
        let catalog = MockCatalogService(catalog: nil)
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: MockCalendarService(), clock: wallClock,
                                                                           catalog: catalog))
        let app = TerminalApp(store: store, screen: screen, calendar: wallClock.calendar, spinnerClock: TestClock())
        app.start()
        await app.settle()
        #expect(store.state.catalog.firstRun != nil)
        app.receive(.escape)
        await app.settle()
        #expect(store.state.catalog.firstRun == nil)
        #expect(catalog.calls == [.load])
        #expect(store.state.catalog.isSaved == false)
        #expect(screen.line(0).hasPrefix(" shifts │ 1 2 3 4 5 6 7 8 9 │ Today"))
        app.quit()
    }
}
