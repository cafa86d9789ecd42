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

/// The app loop moves Today and the grid's today mark to the new day by
/// itself: at local midnight, and after the wall clock jumps (a suspend, a
/// clock set by hand), driven by a TestClock without a single sleep.
@Suite("The day changes in the app loop", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@UIActor
struct DayChangeAppTests {
    let dayClock = TestClock()
    let screen = VirtualScreen(rows: 24, columns: 100)

    /// An app at 23:59:58 on Monday 23 November 2026 in Berlin whose wall
    /// clock moves with `dayClock`.
    func makeApp() -> (TerminalApp, AppStore, TestWallClock) {
        let wallClock = TestWallClock(day: "2026-11-23", hour: 23, minute: 59, drivenBy: dayClock)
        wallClock.advance(by: 58)
        let builder = ShiftBuilder(calendar: wallClock.calendar)
        let mock = MockCalendarService(shifts: [builder.shift("N", on: CalendarDay("2026-11-24"), from: 22, to: 6)])
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: mock, clock: wallClock))
        let app = TerminalApp(store: store, screen: screen, calendar: wallClock.calendar, spinnerClock: TestClock(),
                              dayClock: dayClock)
        return (app, store, wallClock)
    }

    /// Moves the day watch's clock on and drives the app until the watch
    /// sleeps again (it has sent what it saw) and nothing is in flight.
    func advance(_ app: TerminalApp, by duration: Duration) async {
        await dayClock.waitForSleepers()
        await dayClock.advance(by: duration)
        await dayClock.waitForSleepers()
        await app.settle()
    }

    @Test("at midnight Today moves on to the new day, with its shifts, by itself")
    func midnight() async {
        let (app, store, _) = makeApp()
        app.start()
        await app.settle()
        #expect(screen.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Monday 23 November 2026")
        #expect(screen.line(2) == " Today · Mon 23 Nov")

        // Asleep until just past midnight: three seconds on, it has woken and sent the new day.
        await advance(app, by: .seconds(3))
        #expect(screen.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Tuesday 24 November 2026")
        #expect(store.state.clockToday == CalendarDay("2026-11-24"))
        #expect(screen.line(2) == " Today · Tue 24 Nov")
        #expect(screen.line(3) == "   N    Night              22:00–06:00 (overnight)  @ Ward 3")
        app.quit()
    }

    @Test("a day shown other than today stays, and its labels follow the new today")
    func anotherDayStays() async {
        let (app, store, _) = makeApp()
        app.start()
        await app.settle()
        // Three days on: Thursday; its next day (Friday) has no label yet.
        for _ in 0..<3 { app.receive(.character("l")) }
        await app.settle()
        #expect(screen.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Thursday 26 November 2026")
        #expect(screen.line(2) == " Thursday 26 November 2026")
        await advance(app, by: .seconds(3))
        // Tuesday is today now: Thursday stays, and Wednesday would be "Tomorrow".
        #expect(store.state.clockToday == CalendarDay("2026-11-24"))
        #expect(screen.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Thursday 26 November 2026")
        #expect(store.state.today.selectedDay == CalendarDay("2026-11-26"))
        app.quit()
    }

    @Test("after the wall clock jumps hours ahead (a suspend), the next check within 30 s finds the new day")
    func clockJump() async {
        let (app, store, wallClock) = makeApp()
        // Back to the morning, so midnight is far off and the watch sleeps its longest.
        wallClock.advance(by: -15 * 3600)
        app.start()
        await app.settle()
        #expect(screen.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Monday 23 November 2026")
        // The machine sleeps through the night: the wall clock jumps 20 hours.
        wallClock.advance(by: 20 * 3600)
        await advance(app, by: TerminalApp.dayCheckInterval)
        #expect(screen.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Tuesday 24 November 2026")
        #expect(store.state.clockToday == CalendarDay("2026-11-24"))
        app.quit()
    }
}
