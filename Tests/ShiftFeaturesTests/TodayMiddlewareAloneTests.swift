import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The Today middleware run alone: a state with the request the reducer
/// left, an action, services in; the actions it dispatched out. No store,
/// no reducer.
@Suite("Today middleware alone (MiddlewareRunner)")
struct TodayMiddlewareAloneTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")

    /// `state` as the reducer leaves it when it requests `effect`.
    func requesting(_ effect: TodayEffect, _ state: AppState = AppState()) -> AppState {
        var state = state
        state.requested = EffectRequests([.today(effect)])
        return state
    }

    @Test("load dispatches one loaded action for the clock's today")
    func loadDispatchesLoaded() async {
        let early = ShiftBuilder(calendar: clock.calendar).shift("E", on: day, from: 6, to: 14)
        let services = ServiceContainer.inMemory(calendar: MockCalendarService(shifts: [early]), clock: clock)
        await TodayMiddleware.make().run(
            with: .today(.load), state: requesting(.load(nil, keepsNextLeave: false)), services: services,
            expecting: [.today(.loaded(.success(DaySchedule(
                day: day, referenceToday: day, shifts: [early], nextDayShifts: [],
                outlook: Outlook(start: day, shifts: [early]), loadedAt: clock.now()))))])
    }

    @Test("load of the selected day uses the state it is given, not the clock")
    func loadUsesSelectedDay() async {
        let services = ServiceContainer.inMemory(calendar: MockCalendarService(), clock: clock)
        let selected = day.adding(days: 3)
        let actions = await TodayMiddleware.make().run(
            with: .today(.retry),
            state: requesting(.load(selected, keepsNextLeave: false), AppState(today: TodayState(selectedDay: selected))),
            services: services, expectedCount: 1)
        #expect(actions == [.today(.loaded(.success(DaySchedule(
            day: selected, referenceToday: day, shifts: [], nextDayShifts: [],
            outlook: Outlook(start: day, shifts: []), loadedAt: clock.now()))))])
    }

    @Test("moving before anything was loaded requests nothing, so the middleware does not run")
    func moveBeforeLoadDispatchesNothing() {
        var state = AppState()
        AppReducer.reducer.reduce(&state, .today(.moveDay(by: 1)))
        #expect(state.requested.all == [])
        #expect(!TodayMiddleware.make().accepts(.today(.moveDay(by: 1)), state))
    }

    @Test("a move the reducer served from memory (the day shown, not loading) asks the service nothing")
    func servedMoveLoadsNothing() async {
        let mock = MockCalendarService()
        let kept = KeptDay(day: day, shifts: [], nextDayShifts: [])
        let actions = await TodayMiddleware.make().run(
            with: .today(.moveDay(by: -1)),
            state: requesting(.stopLoad,
                              AppState(today: TodayState(isLoading: false, selectedDay: day, keptDays: [kept]))),
            services: ServiceContainer.inMemory(calendar: mock, clock: clock), expectedCount: 0)
        #expect(actions == [])
        #expect(mock.calls == [])
    }

    @Test("a move to a day the reducer marked loading loads that day")
    func loadingMoveLoads() async {
        let mock = MockCalendarService()
        let shown = day.adding(days: 1)
        let actions = await TodayMiddleware.make().run(
            with: .today(.moveDay(by: 1)),
            state: requesting(.load(shown, keepsNextLeave: true),
                              AppState(today: TodayState(isLoading: true, selectedDay: shown))),
            services: ServiceContainer.inMemory(calendar: mock, clock: clock), expectedCount: 1)
        #expect(actions == [.today(.loaded(.success(DaySchedule(
            day: shown, referenceToday: day, shifts: [], nextDayShifts: [],
            outlook: Outlook(start: day, shifts: []), loadedAt: clock.now()))))])
    }
}
