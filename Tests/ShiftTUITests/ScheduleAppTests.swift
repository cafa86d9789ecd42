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

/// The Schedule screen in the app loop: keys to screen on a VirtualScreen,
/// loads held at a gate, no sleeps. Tests drive the app to idle, then
/// assert the exact screen and state.
@Suite("Schedule in the app loop", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@UIActor
struct ScheduleAppTests {
    let wallClock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    let screen = VirtualScreen(rows: 24, columns: 80)
    var builder: ShiftBuilder { ShiftBuilder(calendar: wallClock.calendar) }

    func makeApp(_ mock: MockCalendarService) -> TerminalApp {
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: mock, clock: wallClock,
                                                                           ids: SequentialIDGenerator(prefix: "uid-")))
        return TerminalApp(store: store, screen: screen, calendar: wallClock.calendar, spinnerClock: TestClock())
    }

    /// Starts the app and drives it until the catalog and the Today screen have loaded.
    func started(_ mock: MockCalendarService) async -> TerminalApp {
        let app = makeApp(mock)
        app.start()
        await app.settle()
        return app
    }

    func press(_ keys: Key..., in app: TerminalApp) {
        for key in keys { app.receive(key) }
    }

    /// Shows the Schedule and drives the app until its months are loaded.
    func openSchedule(_ app: TerminalApp) async {
        press(.character("2"), in: app)
        await app.settle()
        #expect(app.store.state.schedule.months[YearMonth(year: 2026, month: 11)]?.shifts != nil)
    }

    /// The read of the Schedule's rules check of `month`: the days the
    /// rules look at around it (the model's `checkContext`).
    func rulesRead(_ month: YearMonth) -> MockCalendarService.Call {
        let calendar = wallClock.calendar
        let days = HoursCalculator(catalog: .defaults(), calendar: calendar).checkContext(for: month.firstDay...month.lastDay)
        return .shifts(DateInterval(start: days.lowerBound.start(in: calendar),
                                    end: days.upperBound.adding(days: 1).start(in: calendar)))
    }

    func span(_ first: String, _ end: String) -> MockCalendarService.Call {
        let calendar = wallClock.calendar
        return .shifts(DateInterval(start: CalendarDay(first).start(in: calendar), end: CalendarDay(end).start(in: calendar)))
    }

    @Test("the grid's weeks start on the first weekday of the settings: Monday by default, Sunday when chosen")
    func weeksStartOnTheSettingsDay() async {
        for (weekday, header) in [(Weekday.monday, "Mon    Tue"), (.sunday, "Sun    Mon")] {
            var catalog = Catalog.defaults()
            catalog.settings.firstWeekday = weekday
            let store = AppReducer.makeStore(services: ServiceContainer.inMemory(
                calendar: MockCalendarService(), clock: wallClock, catalog: InMemoryCatalogService(catalog: catalog)))
            let screen = VirtualScreen(rows: 24, columns: 80)
            let app = TerminalApp(store: store, screen: screen, calendar: wallClock.calendar, spinnerClock: TestClock())
            app.start()
            await app.settle()
            app.receive(.character("2"))
            await app.settle()
            #expect((0..<24).contains { screen.line($0).hasPrefix("  \(header)") }, "\(weekday): \((0..<6).map(screen.line))")
            app.quit()
        }
    }

    @Test("] ] ] moves three months at once while the loads are held; released, only the last window's load lands")
    func movingNeverWaits() async {
        let february = CalendarDay("2027-02-23")
        let mock = MockCalendarService(shifts: [builder.shift("E", on: day, from: 6, to: 14),
                                                builder.shift("L", on: february, from: 14, to: 22)])
        let app = await started(mock)
        let interceptor = TestInterceptor<AppState, AppAction>()
        app.store.register(interceptor: interceptor)
        await openSchedule(app)
        let gate = AsyncGate()
        mock.hold(at: gate)

        press(.character("]"), .pageDown, .character("]"), in: app)
        // Each key's frame was drawn when it came: February, loading.
        #expect(app.store.state.schedule.cursor == february)
        #expect(screen.line(0).hasPrefix(" shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · February 2027"))
        #expect(screen.line(0).hasSuffix(Spinner.frame(0)))
        await gate.waitForArrivals(1)
        // A load is parked; the keys did not wait for it.
        #expect(screen.line(4).hasSuffix("Loading…"))

        gate.open()
        await app.settle()
        let window = [YearMonth(year: 2027, month: 1), YearMonth(year: 2027, month: 2), YearMonth(year: 2027, month: 3)]
        let loads = interceptor.actions.filter { if case .schedule(.loaded) = $0 { true } else { false } }
        // November's window, then one answer: the last window's. The loads
        // of the windows left behind were cancelled and reported nothing.
        #expect(loads.dropFirst() == [.schedule(.loaded(window, .success([mock.storedShifts[1]])))])
        // The last window's load, then February checked against the rules.
        #expect(mock.calls.suffix(2) == [span("2027-01-01", "2027-04-01"), rulesRead(YearMonth(year: 2027, month: 2))])
        #expect(!app.store.state.isBusy)
        // Kept: three months each side of February; October is dropped.
        #expect(app.store.state.schedule.months == [
            YearMonth(year: 2026, month: 11): MonthShifts(shifts: [mock.storedShifts[0]]),
            YearMonth(year: 2026, month: 12): MonthShifts(shifts: []),
            window[0]: MonthShifts(shifts: []),
            window[1]: MonthShifts(shifts: [mock.storedShifts[1]]),
            window[2]: MonthShifts(shifts: []),
        ])
        #expect(screen.line(4).hasSuffix("› L   Late"))
        app.quit()
    }

    @Test("[ back before a held load answers: the month left loading is read again when the cursor comes back")
    func monthLeftLoadingLoadsAgain() async {
        let mock = MockCalendarService()
        let app = await started(mock)
        await openSchedule(app)
        let gate = AsyncGate()
        mock.hold(at: gate)
        press(.character("]"), in: app)
        await gate.waitForArrivals(1)
        // Back in November's window, which is loaded: January's load is
        // given up, and nothing is left loading.
        press(.character("["), in: app)
        #expect(app.store.state.schedule.months[YearMonth(year: 2027, month: 1)] == nil)
        #expect(!app.store.state.isBusy)
        gate.open()
        await app.settle()
        #expect(!app.store.state.isBusy)
        let calls = mock.callCount(.shifts)
        press(.character("]"), in: app)
        await app.settle()
        // January's load, and December (loaded, now in view) checked against the rules.
        #expect(mock.callCount(.shifts) == calls + 2)
        #expect(Set(mock.calls.suffix(2)) == [span("2027-01-01", "2027-02-01"), rulesRead(YearMonth(year: 2026, month: 12))])
        #expect(app.store.state.schedule.months[YearMonth(year: 2027, month: 1)] == MonthShifts(shifts: []))
        app.quit()
    }

    @Test("2 l typed at once: the grid opens on today and l moves the cursor to tomorrow")
    func openThenMoveAtOnce() async {
        let mock = MockCalendarService(shifts: [ShiftBuilder(calendar: wallClock.calendar).shift("L", on: day.adding(days: 1),
                                                                                                 from: 14, to: 22)])
        let app = await started(mock)
        press(.character("2"), .character("l"), in: app)
        #expect(app.store.state.schedule.cursor == day.adding(days: 1))
        await app.settle()
        #expect(app.store.state.schedule.cursor == day.adding(days: 1))
        #expect(app.store.state.clockToday == day)
        #expect(screen.line(2).hasSuffix("Tuesday 24 November 2026"))
        #expect(screen.line(4).hasSuffix("› L   Late"))
        app.quit()
    }

    @Test("2 l typed as the app starts, before any load answered: the grid opens on today and l moves to tomorrow")
    func openThenMoveAtStart() async {
        let mock = MockCalendarService(shifts: [ShiftBuilder(calendar: wallClock.calendar).shift("L", on: day.adding(days: 1),
                                                                                                 from: 14, to: 22)])
        let gate = AsyncGate()
        mock.hold(at: gate)
        let app = makeApp(mock)
        app.start()
        press(.character("2"), .character("l"), in: app)
        #expect(app.store.state.schedule.cursor == day.adding(days: 1))
        #expect(screen.line(0).hasPrefix(" shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · November 2026"))
        gate.open()
        await app.settle()
        #expect(app.store.state.schedule.cursor == day.adding(days: 1))
        #expect(screen.line(4).hasSuffix("› L   Late"))
        app.quit()
    }

    @Test("2, a, Enter adds an Early today from the Schedule; it shows in the grid and the day pane")
    func addFromSchedule() async {
        let mock = MockCalendarService()
        let app = await started(mock)
        await openSchedule(app)
        press(.character("a"), in: app)
        #expect(screen.line(2) == " Add a shift on Mon 23 Nov 2026")
        // Typed at once after a, without waiting for anything: into the form.
        press(.tab, .character("c"), .character("o"), .enter, in: app)
        await app.settle()
        #expect(screen.line(22) == " Added E Early on 2026-11-23.")
        // Monday first (the settings' default): the fifth week, from the 23rd.
        #expect(screen.line(16) == "  23•    24     25     26     27     28     29")
        #expect(screen.line(17) == "  E")
        #expect(screen.line(4).hasSuffix("› E   Early"))
        #expect(screen.line(5).hasSuffix("     06:00–14:00"))
        #expect(screen.line(6).hasSuffix("     @ Main site · Notes:"))
        #expect(screen.line(7).hasSuffix("     co"))
        #expect(mock.storedShifts.map(\.notes) == ["co"])
        app.quit()
    }

    @Test("d asks on the status line's own keys; n keeps the shift, d then y deletes it")
    func deleteAsks() async {
        let mock = MockCalendarService(shifts: [ShiftBuilder(calendar: wallClock.calendar).shift("E", on: day, from: 6, to: 14)])
        let app = await started(mock)
        await openSchedule(app)
        press(.character("d"), in: app)
        await app.settle()
        #expect(app.store.state.editor.question != nil)
        #expect(screen.line(22) == " Delete E Early on Mon 23 Nov 2026? y deletes, n keeps it.")
        #expect(screen.line(23) == " y yes  n/Esc no  ^C quit")
        press(.character("n"), in: app)
        await app.settle()
        #expect(app.store.state.editor.question == nil)
        #expect(mock.callCount(.apply) == 0)
        press(.character("d"), .character("y"), in: app)
        await app.settle()
        #expect(!app.store.state.isBusy)
        #expect(mock.storedShifts == [])
        #expect(screen.line(22) == " Deleted E Early on 2026-11-23.")
        app.quit()
    }

    @Test("the day after a night: d names the day's own shift, not last night's; K then d names the night")
    func deleteOnTheDayAfterANight() async {
        let builder = ShiftBuilder(calendar: wallClock.calendar)
        let night = builder.shift("N", title: "Night", on: day.adding(days: -1), from: 22, to: 6)
        let early = builder.shift("E", title: "Early", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [night, early])
        let app = await started(mock)
        await openSchedule(app)
        #expect(app.store.state.schedule.shifts(on: day) == [night, early])
        press(.character("d"), in: app)
        await app.settle()
        #expect(screen.line(22) == " Delete E Early on Mon 23 Nov 2026? y deletes, n keeps it.")
        press(.character("n"), .character("K"), .character("d"), in: app)
        await app.settle()
        #expect(screen.line(22) == " Delete N Night on Sun 22 Nov 2026? y deletes, n keeps it.")
        press(.character("n"), in: app)
        await app.settle()
        #expect(mock.callCount(.apply) == 0)
        app.quit()
    }

    @Test("Alt with a key (ESC then the key, as terminals send Meta) in a text field is not Esc: the field stays open with its text")
    func altKeyIsNotEscape() async {
        let app = await started(MockCalendarService())
        await openSchedule(app)
        press(.character("g"), .character("f"), .character("r"), .alt("b"), in: app)
        await app.settle()
        #expect(app.store.state.schedule.goTo?.typed.text == "fr")
        #expect(screen.line(1).hasPrefix(" Go to: fr"))
        press(.escape, in: app)
        await app.settle()
        #expect(app.store.state.schedule.goTo == nil)
        // The add form too: Alt-x keeps it open, as typed.
        press(.character("a"), .tab, .character("k"), .alt("x"), in: app)
        await app.settle()
        #expect(app.store.state.editor.form != nil)
        #expect(app.store.state.editor.form?.text(.notes) == "k")
        #expect(app.store.state.editor.form?.discardQuestion == nil)
        // Esc itself asks before it drops what was typed; y drops it.
        press(.escape, in: app)
        await app.settle()
        #expect(app.store.state.editor.form?.discardQuestion == .close)
        press(.character("y"), in: app)
        await app.settle()
        #expect(app.store.state.editor.form == nil)
        app.quit()
    }

    @Test("Tab and number keys move between screens; each status bar comes from its own table; ? shows all keys")
    func screensAndHelp() async {
        let app = await started(MockCalendarService())
        #expect(screen.line(23) == " " + KeyBindings.today.statusLine(width: 79))
        press(.tab, in: app)
        await app.settle()
        #expect(app.store.state.screen == .schedule)
        #expect(screen.line(23) == " hjkl/arrows move  [/] month  t today  g go to  J/K shift  a add  ? help  q quit")
        press(.character("?"), in: app)
        await app.settle()
        #expect(app.store.state.isShowingHelp)
        #expect(screen.line(0).hasPrefix(" shifts · Keys · Schedule"))
        #expect(Array(screen.grid.lines[2...4]) == [
            "  h ← l → k ↑ j ↓   Moves a day back or forward. Moves a week up or down the",
            "                    grid.",
            "  [ PgUp ] PgDn     Shows the month before or after.",
        ])
        #expect(screen.line(23) == " j/k scroll  any key close help  q quit")
        // j scrolls the help a line; the page key no farther than its last line.
        press(.character("j"), in: app)
        await app.settle()
        #expect(app.store.state.help.offset == 1)
        #expect(screen.line(2) == "                    grid.")
        for _ in 0..<20 { press(.pageDown, in: app) }
        await app.settle()
        let props = HelpProps(screen: .schedule, bindings: .schedule)
        #expect(app.store.state.help.offset == HelpView.maxOffset(props, size: screen.size))
        press(.character("k"), in: app)
        await app.settle()
        #expect(app.store.state.help.offset == HelpView.maxOffset(props, size: screen.size) - 1)
        press(.character("x"), in: app)
        await app.settle()
        #expect(!app.store.state.isShowingHelp)
        #expect(app.store.state.schedule.cursor == day)  // the closing key did nothing else
        press(.character("3"), in: app)
        await app.settle()
        #expect(app.store.state.screen == .shiftTypes)
        press(.backTab, .backTab, in: app)
        await app.settle()
        #expect(app.store.state.screen == .today)
        #expect(screen.line(0).hasPrefix(" shifts │ 1 2 3 4 5 6 7 8 9 │ Today"))
        app.quit()
    }

    @Test("g and a typed date go there; a bad date keeps the text with a message")
    func goTo() async {
        let app = await started(MockCalendarService())
        press(.character("2"), in: app)
        await app.settle()
        #expect(app.store.state.schedule.cursor == day)
        press(.character("g"), in: app)
        for character in "2027-1-5" { app.receive(.character(character)) }
        press(.enter, in: app)
        await app.settle()
        #expect(app.store.state.schedule.goTo?.problem != nil)
        #expect(screen.line(1).hasPrefix(" Go to: 2027-1-5"))
        #expect(screen.line(22) == " ✖ \"2027-1-5\" is not a date: use one of the forms shown above.")
        press(.control("u"), in: app)
        for character in "2027-01-05" { app.receive(.character(character)) }
        press(.enter, in: app)
        await app.settle()
        #expect(app.store.state.schedule.cursor == CalendarDay("2027-01-05"))
        #expect(screen.line(0).hasPrefix(" shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · January 2027"))
        app.quit()
    }

    @Test("five days of leave over a month's end are on each day: the grid of both months and the day pane")
    func leaveOverAMonthsEnd() async {
        let leave = builder.allDay("U", title: "Annual leave", on: CalendarDay("2026-11-28"), days: 5)
        let mock = MockCalendarService(shifts: [leave, builder.shift("E", on: CalendarDay("2026-12-03"), from: 6, to: 14)])
        let app = await started(mock)
        await openSchedule(app)
        #expect(screen.line(16) == "  23•    24     25     26     27     28     29")
        #expect(screen.line(17) == "                                     U      U")
        #expect(screen.line(19) == "  30      1      2      3      4      5      6")
        #expect(screen.line(20) == "  U      U      U      E")
        press(.character("]"), in: app)
        await app.settle()
        #expect(screen.line(0).hasPrefix(" shifts │ 1 2 3 4 5 6 7 8 9 │ Schedule · December 2026"))
        #expect(screen.line(4) == "  30      1      2      3      4      5      6        No shifts. a adds one.")
        #expect(screen.line(5) == "  U      U      U      E")
        press(.character("g"), in: app)
        for key in "2026-12-02" { press(.character(key), in: app) }
        press(.enter, in: app)
        await app.settle()
        #expect(app.store.state.schedule.selected?.id == leave.id)
        #expect(screen.line(2).hasSuffix("Wednesday 2 December 2026"))
        #expect(screen.line(4).hasSuffix("› U   Annual leave"))
        #expect(screen.line(5).hasSuffix("all day, Sat 28"))
        #expect(screen.line(6).hasSuffix("Nov–Wed 2 Dec"))
        app.quit()
    }

    @Test("b on three marked days asks the kind; t books one training entry over them, shown on each, one undo step")
    func bookLeaveOnMarkedDays() async throws {
        let mock = MockCalendarService()
        let app = await started(mock)
        await openSchedule(app)
        press(.character("V"), .character("l"), .character("l"), .character("V"), .character("b"), in: app)
        await app.settle()
        #expect(Array((21...23).map(screen.line)) == [
            " Book which absence on 3 days (Mon 23 Nov – Wed 25 Nov 2026)? a annual leave, s",
            " sick leave, t training, l time off in lieu; n books none. u undoes it.",
            " a/s/t/l annual/sick/training/in lieu  n/Esc no  ^C quit",
        ])
        press(.character("t"), in: app)
        await app.settle()
        let calendar = wallClock.calendar
        #expect(mock.storedShifts == [ScheduledShift.absence(.training, from: day, through: day.adding(days: 2),
                                                             id: "uid-1", calendar: calendar)])
        #expect(screen.line(22) == " Added TR Training from 2026-11-23 to 2026-11-25.")
        #expect(screen.line(16) == "  23•    24     25     26     27     28     29")
        #expect(screen.line(17) == "  TR     TR     TR")
        #expect(app.store.state.bulk.marked.isEmpty && app.store.state.bulk.absenceQuestion == nil)
        press(.character("u"), in: app)
        await app.settle()
        #expect(mock.storedShifts.isEmpty)
        #expect(screen.line(17) == "")
        // n books nothing and keeps the marks.
        press(.character("v"), .character("b"), .character("n"), in: app)
        await app.settle()
        #expect(mock.storedShifts.isEmpty && app.store.state.bulk.marked == [CalendarDay("2026-11-25")])
        app.quit()
    }
}
