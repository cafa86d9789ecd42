import Clocks
import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The app loop with a VirtualScreen, a gated mock calendar and a TestClock
/// for the spinner: keys to screen, without a single sleep. Every wait is
/// bounded and names what it waits for.
@Suite("TerminalApp loop", .timeLimit(.minutes(1)))
@UIActor
struct TerminalAppTests {
    let wallClock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    let spinnerClock = TestClock()
    let screen = VirtualScreen(rows: 24, columns: 80)

    func makeApp(_ mock: MockCalendarService) -> TerminalApp {
        let store = AppReducer.makeStore(services: ServiceContainer(calendar: mock, clock: wallClock))
        return TerminalApp(store: store, screen: screen, calendar: wallClock.calendar,
                           spinnerClock: spinnerClock)
    }

    /// Waits until the screen has presented more than `count` frames.
    func frames(after count: Int) async {
        await screen.waitForFrames("a frame after frame \(count)") { [screen] in screen.presentCount > count }
    }

    @Test("the spinner is on screen while the load is held, animates with the clock, and the shifts replace it",
          .timeLimit(.minutes(1)))
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
        await frames(after: before)
        #expect(screen.line(0).hasSuffix(Spinner.frame(1)))
        #expect(screen.lastChangedCellCount == 1)

        gate.open()
        await screen.waitForFrames("the day's shifts") { !app.store.state.today.isLoading }
        #expect(screen.line(3) == "   E    Early              06:00–14:00  @ Ward 3")
        #expect(!screen.line(0).hasSuffix(Spinner.frame(1)))
        app.quit()
    }

    @Test("keys are dispatched in order, each awaited: l, l, h lands on the next day")
    func keysInOrder() async {
        let mock = MockCalendarService()
        let app = makeApp(mock)
        app.start()
        for key in [Key.character("l"), .right, .left, .character("x")] { app.receive(key) }
        app.send(.today(.load))
        await screen.waitForFrames("five loads, the last one done") {
            mock.callCount(.shifts) >= 5 && !app.store.state.today.isLoading
        }
        #expect(mock.calls == [day, day.adding(days: 1), day.adding(days: 2), day.adding(days: 1), day.adding(days: 1)]
            .map { .shifts(DaySchedule.loadInterval(for: $0, in: wallClock.calendar)) })
        #expect(screen.line(2) == " Tomorrow · Tue 24 Nov")
        app.quit()
    }

    @Test("q during a held load quits at once and cancels the load", .timeLimit(.minutes(1)))
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
        await screen.waitForFrames("Today loaded") {
            !app.store.state.today.isLoading && app.store.state.today.selectedDay != nil
        }
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
        await screen.waitForFrames("the failed load") { mock.callCount(.shifts) >= 1 && !app.store.state.today.isLoading }
        #expect(screen.line(22) == " ✖ Cannot read /d/calendar.ics (r: retry)")
        app.receive(.character("r"))
        await screen.waitForFrames("the retry") { mock.callCount(.shifts) >= 2 && !app.store.state.today.isLoading }
        #expect(screen.line(22) == "")
        #expect(screen.line(3) == "   No shifts.")
        app.quit()
    }

    func store(_ app: TerminalApp) -> AppStore { app.store }
}
