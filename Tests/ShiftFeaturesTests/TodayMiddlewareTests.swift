import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

@Suite("Today middleware through a real Store (pattern 2)")
@UIActor
struct TodayMiddlewareTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: clock.calendar) }

    func makeStore(_ calendar: MockCalendarService) -> AppStore {
        AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: calendar, clock: clock))
    }

    /// What a load of today asks for: the day before through the week ahead, in one call.
    var week: DateInterval {
        DateInterval(start: day.adding(days: -1).start(in: clock.calendar), end: day.adding(days: 7).start(in: clock.calendar))
    }

    @Test("load asks for the day before through the week ahead, once, and fills both days and the outlook")
    func loadFillsBothDays() async {
        let lastNight = builder.shift("N", on: day.adding(days: -1), from: 22, to: 6)
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let tomorrow = builder.shift("L", on: day.adding(days: 1), from: 14, to: 22)
        let mock = MockCalendarService(shifts: [early, tomorrow, lastNight])
        let store = makeStore(mock)

        await store.dispatch(.today(.load))

        #expect(mock.calls == [.shifts(week)])
        #expect(store.state.today == TodayState(
            selectedDay: day, shifts: [lastNight, early], nextDayShifts: [tomorrow],
            outlook: Outlook(start: day, shifts: [lastNight, early, tomorrow]), now: clock.now(),
            keptDays: [KeptDay(day: day, shifts: [lastNight, early], nextDayShifts: [tomorrow])]))
    }

    @Test("moving the day loads the new day's range, within the week ahead: the same one call")
    func moveDayLoadsNewRange() async {
        let mock = MockCalendarService()
        let store = makeStore(mock)
        await store.dispatch(.today(.load))
        await store.dispatch(.today(.moveDay(by: 1)))
        await store.dispatch(.today(.moveDay(by: 1)))
        #expect(mock.calls == [.shifts(week), .shifts(week), .shifts(week)])
        #expect(store.state.today.selectedDay == day.adding(days: 2))
        #expect(store.state.clockToday == day)
        #expect(!store.state.today.isLoading)
    }

    @Test("selecting a day far off loads that day's range and the week ahead apart, whatever the clock says")
    func selectLoadsThatDay() async {
        let mock = MockCalendarService()
        let store = makeStore(mock)
        let target = CalendarDay("2027-02-01")
        await store.dispatch(.today(.select(target)))
        #expect(mock.calls == [.shifts(week), .shifts(DaySchedule.loadInterval(for: target, in: clock.calendar))])
        #expect(store.state.today == TodayState(selectedDay: target,
                                                outlook: Outlook(start: day, shifts: []), now: clock.now(),
                                                keptDays: [KeptDay(day: target, shifts: [], nextDayShifts: [])]))
    }

    @Test("go to today follows the clock, even after midnight has passed")
    func goToTodayFollowsClock() async {
        let mock = MockCalendarService()
        let store = makeStore(mock)
        await store.dispatch(.today(.load))
        await store.dispatch(.today(.moveDay(by: 5)))
        clock.advance(by: 24 * 3600)
        await store.dispatch(.today(.goToToday))
        #expect(store.state.today.selectedDay == day.adding(days: 1))
        #expect(store.state.clockToday == day.adding(days: 1))
    }

    @Test("a failing service becomes an error message; retry loads again and clears it")
    func failureThenRetry() async {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early])
        mock.failNext(.shifts, with: MockCalendarService.ScriptedFailure("Cannot read /tmp/x/calendar.ics"))
        let store = makeStore(mock)

        await store.dispatch(.today(.load))
        #expect(store.state.today == TodayState(errorMessage: "Cannot read /tmp/x/calendar.ics"))

        await store.dispatch(.today(.retry))
        #expect(store.state.today == TodayState(selectedDay: day, shifts: [early],
                                                outlook: Outlook(start: day, shifts: [early]), now: clock.now(),
                                                keptDays: [KeptDay(day: day, shifts: [early], nextDayShifts: [])]))
        #expect(mock.callCount(.shifts) == 2)
    }

    @Test("while the service is held open the state is loading; released, the shifts arrive (pattern 4, no sleep)",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func loadingVisibleWhileHeld() async {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early])
        let gate = AsyncGate()
        mock.hold(at: gate)
        let store = makeStore(mock)

        let load = Task { await store.dispatch(.today(.load)) }
        await gate.waitForArrivals(1)
        #expect(store.state.today == TodayState(isLoading: true))

        gate.open()
        await waitFor("the load to return") { await load.value }
        #expect(store.state.today == TodayState(selectedDay: day, shifts: [early],
                                                outlook: Outlook(start: day, shifts: [early]), now: clock.now(),
                                                keptDays: [KeptDay(day: day, shifts: [early], nextDayShifts: [])]))
    }

    @Test("a load cancelled while held reports nothing", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func cancelledLoadReportsNothing() async {
        let mock = MockCalendarService()
        let gate = AsyncGate()
        mock.hold(at: gate)
        let store = makeStore(mock)
        let load = Task { await store.dispatch(.today(.load)) }
        await gate.waitForArrivals(1)
        load.cancel()
        await waitFor("the cancelled load to return") { await load.value }
        #expect(store.state.today == TodayState(isLoading: true))
    }
}
