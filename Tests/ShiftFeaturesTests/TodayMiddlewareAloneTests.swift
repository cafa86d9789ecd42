import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

/// The Today middleware run alone: a state, an action, services in; the
/// actions it dispatched out. No store, no reducer.
@Suite("Today middleware alone (MiddlewareRunner)")
struct TodayMiddlewareAloneTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")

    @Test("load dispatches one loaded action for the clock's today")
    func loadDispatchesLoaded() async {
        let early = ShiftBuilder(calendar: clock.calendar).shift("E", on: day, from: 6, to: 14)
        let services = ServiceContainer(calendar: MockCalendarService(shifts: [early]), clock: clock)
        await TodayMiddleware.make().run(
            with: .today(.load), state: AppState(), services: services,
            expecting: [.today(.loaded(.success(DaySchedule(
                day: day, referenceToday: day, shifts: [early], nextDayShifts: [],
                outlook: Outlook(start: day, shifts: [early]), loadedAt: clock.now()))))])
    }

    @Test("load of the selected day uses the state it is given, not the clock")
    func loadUsesSelectedDay() async {
        let services = ServiceContainer(calendar: MockCalendarService(), clock: clock)
        let selected = day.adding(days: 3)
        let actions = await TodayMiddleware.make().run(
            with: .today(.retry), state: AppState(today: TodayState(selectedDay: selected)),
            services: services, expectedCount: 1)
        #expect(actions == [.today(.loaded(.success(DaySchedule(
            day: selected, referenceToday: day, shifts: [], nextDayShifts: [],
            outlook: Outlook(start: day, shifts: []), loadedAt: clock.now()))))])
    }

    @Test("moving before anything was loaded dispatches nothing and asks the service nothing")
    func moveBeforeLoadDispatchesNothing() async {
        let mock = MockCalendarService()
        let actions = await TodayMiddleware.make().run(
            with: .today(.moveDay(by: 1)), state: AppState(),
            services: ServiceContainer(calendar: mock, clock: clock), expectedCount: 0)
        #expect(actions == [])
        #expect(mock.calls == [])
    }
}
