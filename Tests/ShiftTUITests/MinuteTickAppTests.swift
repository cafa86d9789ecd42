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

/// The countdowns move each minute in the app loop, driven by a TestClock
/// without a single sleep: upcoming, running, done across the minute
/// boundaries and across midnight; a tick changes the minute in state and
/// the screen writes only the cells of the statuses.
@Suite("The minute tick in the app loop", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@UIActor
struct MinuteTickAppTests {
    let dayClock = TestClock()
    let screen = VirtualScreen(rows: 24, columns: 80)
    let day = CalendarDay("2026-11-23")

    /// An app at `hour:minute:second` on Monday 23 November 2026 in Berlin
    /// whose wall clock moves with `dayClock`, over `shifts`.
    func makeApp(at hour: Int, _ minute: Int, _ second: Int, shifts: (ShiftBuilder) -> [ScheduledShift])
        -> (TerminalApp, AppStore, TestWallClock) {
        let wallClock = TestWallClock(day: "2026-11-23", hour: hour, minute: minute, drivenBy: dayClock)
        wallClock.advance(by: TimeInterval(second))
        let mock = MockCalendarService(shifts: shifts(ShiftBuilder(calendar: wallClock.calendar)))
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: mock, clock: wallClock))
        let app = TerminalApp(store: store, screen: screen, calendar: wallClock.calendar, spinnerClock: TestClock(),
                              dayClock: dayClock)
        return (app, store, wallClock)
    }

    /// Moves the watch's clock on, a step at most as long as the watch sleeps,
    /// and drives the app until it sleeps again with nothing in flight.
    func advance(_ app: TerminalApp, by seconds: Int) async {
        var left = seconds
        while left > 0 {
            let step = min(left, 30)
            await dayClock.waitForSleepers()
            await dayClock.advance(by: .seconds(step))
            await dayClock.waitForSleepers()
            await app.settle()
            left -= step
        }
    }

    /// A shift from 06:00 to 08:00 on Monday.
    func twoHours(_ builder: ShiftBuilder) -> ScheduledShift {
        var shift = builder.shift("E", on: day, from: 6, to: 8)
        shift.location = nil
        return shift
    }

    @Test("upcoming, then running, then done, each minute on the minute; a tick writes only the status cells")
    func upcomingRunningDone() async {
        let (app, store, wallClock) = makeApp(at: 5, 58, 30) { [twoHours($0)] }
        app.start()
        await app.settle()
        #expect(screen.line(1) == " next: Early today 06:00, in 2 min")
        #expect(screen.line(3) == "   E    Early              06:00–08:00")
        #expect(screen.line(4) == "        in 2 min")

        // 05:59: one tick, the minute in state and two lines of cells.
        let beforeTick = screen.grid
        let presents = screen.presentCount
        var expected = store.state
        await advance(app, by: 31)
        expected.today.now = wallClock.calendar.date(from: DateComponents(year: 2026, month: 11, day: 23, hour: 5, minute: 59))
        #expect(store.state == expected)
        #expect(screen.presentCount == presents + 1)
        #expect(screen.line(1) == " next: Early today 06:00, in 1 min")
        #expect(screen.line(4) == "        in 1 min")
        let changed = screen.grid.changedPositions(since: beforeTick)
        #expect(Set(changed.map(\.row)) == [1, 4])
        // "2" -> "1" twice: two cells written for a minute.
        #expect(changed.count == 2)
        #expect(screen.lastChangedCellCount == 2)

        // 06:00: running, with an empty bar.
        await advance(app, by: 60)
        #expect(screen.line(1) == " on shift: Early until 08:00, 2 h left")
        #expect(screen.line(4) == "        on shift, 2 h left  ░░░░░░░░░░░░░░░░░░░░")

        // 07:00: half way (the wall clock jumps; the next tick finds the minute).
        let beforeHalf = screen.grid
        wallClock.advance(by: 59 * 60)
        await advance(app, by: 60)
        #expect(screen.line(1) == " on shift: Early until 08:00, 1 h left")
        #expect(screen.line(4) == "        on shift, 1 h left  ██████████░░░░░░░░░░")
        #expect(Set(screen.grid.changedPositions(since: beforeHalf).map(\.row)) == [1, 4])

        // 07:59, then 08:00: done; nothing comes in the week.
        wallClock.advance(by: 58 * 60)
        await advance(app, by: 60)
        #expect(screen.line(4) == "        on shift, 1 min left  ███████████████████▊")
        await advance(app, by: 60)
        #expect(screen.line(1) == " nothing in the next 7 days")
        #expect(screen.line(4) == "        done")
        #expect(screen.grid[4, 8].style.dim)
        app.quit()
    }

    @Test("across midnight: last night's shift keeps counting down on the new day, which selects its own first shift")
    func acrossMidnight() async {
        let (app, store, _) = makeApp(at: 23, 59, 30) { builder in
            [builder.shift("N", on: day, from: 22, to: 6, location: nil),
             builder.shift("L", on: day.adding(days: 1), from: 14, to: 22, location: nil)]
        }
        app.start()
        await app.settle()
        #expect(screen.line(1) == " on shift: Night until 06:00, 6 h 1 min left")
        #expect(screen.line(3) == "   N    Night              22:00–06:00 (overnight)")
        #expect(screen.line(4) == "        on shift, 6 h 1 min left  ████▉░░░░░░░░░░░░░░░")

        await advance(app, by: 31)
        #expect(store.state.today.selectedDay == day.adding(days: 1))
        #expect(screen.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Tuesday 24 November 2026")
        #expect(screen.line(1) == " on shift: Night until 06:00, 6 h left")
        #expect(screen.line(3) == "   N    Night              22:00–06:00 (since Mon 23 Nov)")
        #expect(screen.line(4) == "        on shift, 6 h left  █████░░░░░░░░░░░░░░░")
        #expect(screen.line(5) == "   L    Late               14:00–22:00")
        #expect(screen.line(6) == "        in 14 h")
        // Tuesday's own first shift is the one s, d, n and ! work on.
        #expect(store.state.today.selected?.symbol == "L")
        #expect(screen.grid[5, 1].style.reverse && !screen.grid[3, 1].style.reverse)
        app.quit()
    }

    @Test("o opens the Schedule on the day Today shows")
    func openInSchedule() async {
        let (app, store, _) = makeApp(at: 9, 0, 0) { [twoHours($0)] }
        app.start()
        await app.settle()
        app.receive(.character("l"))
        app.receive(.character("l"))
        app.receive(.character("o"))
        await app.settle()
        #expect(store.state.screen == .schedule)
        #expect(store.state.schedule.cursor == day.adding(days: 2))
        #expect(store.state.clockToday == day)
        #expect(store.state.schedule.months[YearMonth(day)]?.isLoading == false)
        app.quit()
    }
}
