import Clocks
import Redux
import Foundation
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// Holidays read behind the calendar, as the file services read both on
/// one storage queue: held at the same gate as the calendar's reads.
private struct HolidaysBehindTheCalendar: HolidayService {
    let gate: AsyncGate
    func load() async throws -> PublicHolidays {
        await gate.pass()
        return PublicHolidays(names: [CalendarDay("2026-12-25"): "Christmas Day"])
    }
}

@Suite("The start: the day's load comes before what only decorates it", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@UIActor
struct StartOrderTests {
    let screen = VirtualScreen(rows: 24, columns: 80)
    let wallClock = TestWallClock(day: "2026-11-23", hour: 10)

    @Test("a slow calendar: Today says it is loading while held, not that nothing was loaded")
    func todayLoadsBeforeHolidays() async {
        let mock = MockCalendarService()
        let gate = AsyncGate()
        mock.hold(at: gate)
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(
            calendar: mock, clock: wallClock, ids: SequentialIDGenerator(prefix: "uid-"),
            holidays: HolidaysBehindTheCalendar(gate: gate)))
        let app = TerminalApp(store: store, screen: screen, calendar: wallClock.calendar, spinnerClock: TestClock())
        app.start()
        // The first held call is the day's load, not the holidays'.
        await gate.waitForArrivals(1)
        #expect(app.store.state.today.isLoading)
        #expect(screen.line(2).trimmingCharacters(in: .whitespaces) == "Loading…")
        gate.open()
        await app.settle()
        #expect(app.store.state.holidays.holidays.name(on: CalendarDay("2026-12-25")) == "Christmas Day")
        app.quit()
    }
}
