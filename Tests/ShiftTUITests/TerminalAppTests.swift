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

/// The app loop with a VirtualScreen, a gated mock calendar and a TestClock
/// for the spinner: keys to screen, without a single sleep. Tests drive the
/// app to idle, then assert the exact screen and state.
@Suite("TerminalApp loop", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@UIActor
struct TerminalAppTests {
    let wallClock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    let spinnerClock = TestClock()
    let screen = VirtualScreen(rows: 24, columns: 80)

    func makeApp(_ mock: MockCalendarService) -> TerminalApp {
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: mock, clock: wallClock))
        return TerminalApp(store: store, screen: screen, calendar: wallClock.calendar,
                           spinnerClock: spinnerClock)
    }

    /// The actions the store reduced that answer a load of Today.
    func todayLoads(_ interceptor: TestInterceptor<AppState, AppAction>) -> [AppAction] {
        interceptor.actions.filter { if case .today(.loaded) = $0 { true } else { false } }
    }

    @Test("the spinner is on screen while the load is held, animates with the clock, and the shifts replace it")
    func spinnerDuringHeldLoad() async {
        let builder = ShiftBuilder(calendar: wallClock.calendar)
        let mock = MockCalendarService(shifts: [builder.shift("E", on: day, from: 6, to: 14)])
        let gate = AsyncGate()
        mock.hold(at: gate)
        let app = makeApp(mock)
        app.start()
        await gate.waitForArrivals(1)

        // Phase 2 drew the loading frame before the service was asked.
        #expect(screen.line(0).hasSuffix(Spinner.frame(0)))
        #expect(screen.line(2) == "  Loading…")

        let before = screen.presentCount
        await spinnerClock.waitForSleepers()
        await spinnerClock.advance(by: .milliseconds(100))
        // Asleep again: the tick has drawn its frame.
        await spinnerClock.waitForSleepers()
        #expect(screen.presentCount == before + 1)
        #expect(screen.line(0).hasSuffix(Spinner.frame(1)))
        #expect(screen.lastChangedCellCount == 1)

        gate.open()
        await app.settle()
        #expect(!app.store.state.isBusy)
        #expect(screen.line(3) == "   E    Early              06:00–14:00  @ Ward 3")
        #expect(!screen.line(0).hasSuffix(Spinner.frame(1)))
        app.quit()
    }

    @Test("keys start at once in arrival order, each mapped against the state the one before left")
    func keysInOrder() async {
        let mock = MockCalendarService()
        let app = makeApp(mock)
        app.start()
        await app.settle()
        for key in [Key.character("l"), .right, .left, .character("x")] { app.receive(key) }
        // Reduced and drawn as they came, before any load answered.
        #expect(app.store.state.today.selectedDay == day.adding(days: 1))
        #expect(screen.line(0).hasPrefix(" shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Tuesday 24 November 2026"))
        app.send(.today(.load))
        await app.settle()
        // The start-up load first; the last is the day shown (the loads of the
        // days passed over are superseded: how many started is the store's affair).
        #expect(mock.calls.first.map { [$0] } == DaySchedule.loadIntervals(for: day, today: day, in: wallClock.calendar).map {
            .shifts($0)
        })
        #expect(mock.calls.last.map { [$0] } == DaySchedule.loadIntervals(for: day.adding(days: 1), today: day,
                                                                          in: wallClock.calendar).map { .shifts($0) })
        #expect(app.store.state.today.selectedDay == day.adding(days: 1))
        #expect(!app.store.state.today.isLoading)
        #expect(screen.line(2) == " Tomorrow · Tue 24 Nov")
        app.quit()
    }

    @Test("h h h while the loads are held moves three days at once; released, only the last day's load lands")
    func movingNeverWaitsForALoad() async {
        let builder = ShiftBuilder(calendar: wallClock.calendar)
        let friday = day.adding(days: -3)
        let mock = MockCalendarService(shifts: [builder.shift("E", on: day, from: 6, to: 14),
                                                builder.shift("L", on: friday, from: 14, to: 22)])
        let app = makeApp(mock)
        let interceptor = TestInterceptor<AppState, AppAction>()
        app.store.register(interceptor: interceptor)
        app.start()
        await app.settle()
        #expect(todayLoads(interceptor).count == 1)
        let gate = AsyncGate()
        mock.hold(at: gate)

        for _ in 0..<3 { app.receive(.character("h")) }
        // Each key's frame was drawn when it came: Friday, loading.
        #expect(app.store.state.today.selectedDay == friday)
        #expect(screen.line(0).hasPrefix(" shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Friday 20 November 2026"))
        #expect(screen.line(0).hasSuffix(Spinner.frame(0)))
        await gate.waitForArrivals(1)
        // A load is parked, and the keys did not wait for it.
        #expect(app.store.state.today.isLoading)
        #expect(screen.line(2) == " Friday 20 November 2026")

        gate.open()
        await app.settle()
        let schedule = DaySchedule(day: friday, referenceToday: day, partitioning: mock.storedShifts, at: wallClock.now(),
                                   in: wallClock.calendar)
        // The loads of the days left behind were cancelled: one answer landed, Friday's.
        #expect(todayLoads(interceptor).dropFirst() == [.today(.loaded(.success(schedule)))])
        #expect(app.store.state.today.selectedDay == friday)
        #expect(!app.store.state.today.isLoading)
        #expect(screen.line(3) == "   L    Late               14:00–22:00  @ Ward 3")
        app.quit()
    }

    @Test("t l typed at once on another day: back to today, then tomorrow, before any load answers")
    func todayThenMoveAtOnce() async {
        let builder = ShiftBuilder(calendar: wallClock.calendar)
        let mock = MockCalendarService(shifts: [builder.shift("L", on: day.adding(days: 1), from: 14, to: 22)])
        let app = makeApp(mock)
        app.start()
        await app.settle()
        for _ in 0..<5 { app.receive(.character("l")) }
        await app.settle()
        #expect(app.store.state.today.selectedDay == day.adding(days: 5))
        let gate = AsyncGate()
        mock.hold(at: gate)
        app.receive(.character("t"))
        app.receive(.character("l"))
        #expect(app.store.state.today.selectedDay == day.adding(days: 1))
        #expect(screen.line(2) == " Tomorrow · Tue 24 Nov")
        gate.open()
        await app.settle()
        #expect(app.store.state.today.selectedDay == day.adding(days: 1))
        #expect(screen.line(3) == "   L    Late               14:00–22:00  @ Ward 3")
        app.quit()
    }

    @Test("q during a held load quits at once and cancels the load")
    func quitDuringLoad() async {
        let mock = MockCalendarService()
        let gate = AsyncGate()
        mock.hold(at: gate)
        let app = makeApp(mock)
        let run = Task { await app.run() }
        await gate.waitForArrivals(1)
        app.receive(.character("q"))
        await waitFor("the app to quit") { await run.value }
        #expect(app.isFinished)
        #expect(!gate.isOpen)
        #expect(store(app).state.today.isLoading)
        // The cancelled load left the gate: nothing is in flight any more.
        await app.settle()
    }

    @Test("Ctrl-C quits like q")
    func controlCQuits() async {
        let app = makeApp(MockCalendarService())
        app.start()
        app.receive(.control("c"))
        await waitFor("the app to quit") { await app.waitUntilFinished() }
        #expect(app.isFinished)
    }

    @Test("a resize redraws at once at the new size")
    func resizeRedraws() async {
        let app = makeApp(MockCalendarService())
        app.start()
        await app.settle()
        screen.resize(rows: 12, columns: 50)
        app.receive(.resize)
        #expect(screen.grid.size == TerminalSize(rows: 12, columns: 50))
        #expect(screen.line(11) == " h/l day  j/k shift  a add  ? help  q quit")
        screen.resize(rows: 6, columns: 30)
        app.receive(.resize)
        #expect(screen.text.contains("Terminal too small (30×6)."))
        app.quit()
    }

    @Test("an error is shown, and r retries")
    func errorThenRetry() async {
        let mock = MockCalendarService()
        mock.failNext(.shifts, with: MockCalendarService.ScriptedFailure("Cannot read /d/calendar.ics"))
        let app = makeApp(mock)
        app.start()
        await app.settle()
        #expect(mock.callCount(.shifts) == 1)
        #expect(screen.line(22) == " ✖ Cannot read /d/calendar.ics (r: retry)")
        app.receive(.character("r"))
        await app.settle()
        #expect(mock.callCount(.shifts) == 2)
        #expect(screen.line(22) == "")
        #expect(screen.line(3) == "   No shifts.")
        app.quit()
    }

    @Test("r on Today reads the holidays again: one imported meanwhile shows beside the day")
    func reloadReadsTheHolidays() async {
        let holidays = MockHolidayService()
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: MockCalendarService(), clock: wallClock,
                                                                           holidays: holidays))
        let app = TerminalApp(store: store, screen: screen, calendar: wallClock.calendar, spinnerClock: spinnerClock)
        app.start()
        await app.settle()
        #expect(screen.line(2) == " Today · Mon 23 Nov")
        holidays.set(PublicHolidays(names: [day: "Buß- und Bettag"]))
        app.receive(.character("r"))
        await app.settle()
        #expect(screen.line(2) == " Today · Mon 23 Nov  Public holiday: Buß- und Bettag")
        app.quit()
    }

    @Test("g on Today: the prompt under the title, a bad date's message, then a typed date shown and loaded")
    func goToDate() async {
        let mock = MockCalendarService(shifts: [ShiftBuilder(calendar: wallClock.calendar)
            .shift("L", title: "Late", on: CalendarDay("2026-12-24"), from: 14, to: 22)])
        let app = makeApp(mock)
        app.start()
        await app.settle()
        for key: Key in [.character("g"), .character("x")] { app.receive(key) }
        await app.settle()
        #expect(screen.line(1).hasPrefix(" Go to: x "))
        #expect(screen.line(23).hasPrefix(" Enter go  Esc cancel"))
        app.receive(.enter)
        await app.settle()
        #expect(screen.line(22) == " ✖ \"x\" is not a date: use one of the forms shown above.")
        app.receive(.backspace)
        for character in "2026-12-24" { app.receive(.character(character)) }
        app.receive(.enter)
        await app.settle()
        #expect(store(app).state.today.goTo == nil)
        #expect(screen.line(0).hasSuffix("│ Today · Thursday 24 December 2026"))
        #expect(screen.line(3).hasPrefix("   L    Late               14:00–22:00"))
        #expect(screen.line(22) == "")
        app.quit()
    }

    func store(_ app: TerminalApp) -> AppStore { app.store }

    @Test("Today's week ahead names the next leave however far it is, and keeps it while days move")
    func nextLeaveFarAhead() async {
        let calendar = wallClock.calendar
        let leave = ScheduledShift.absence(.annual, from: CalendarDay("2026-12-21"), through: CalendarDay("2026-12-31"),
                                           id: "leave", calendar: calendar)
        let app = makeApp(MockCalendarService(shifts: [leave]))
        app.start()
        await app.settle()
        #expect(screen.line(19).hasSuffix("  · annual leave from Mon 21 Dec"), "\(screen.line(19))")
        app.receive(.character("l"))
        await app.settle()
        #expect(store(app).state.today.outlook?.nextLeave == leave)
        #expect(screen.line(19).hasSuffix("  · annual leave from Mon 21 Dec"))
        app.quit()
    }
}
