import Clocks
import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// Whole Today flows through the exhaustive TestStore: every state change and
/// every action the middleware dispatched is asserted.
@Suite("Today flows (TestStore)")
@UIActor
struct TodayFlowTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: clock.calendar) }

    func makeStore(_ calendar: MockCalendarService, clock: TestWallClock? = nil)
        -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: AppState(), reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: calendar, clock: clock ?? self.clock),
                  middlewares: AppReducer.middlewares())
    }

    @Test("load -> loaded: loading, then both days' shifts")
    func loadThenLoaded() async {
        let lastNight = builder.shift("N", on: day.adding(days: -1), from: 22, to: 6)
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let tomorrow = builder.shift("L", on: day.adding(days: 1), from: 14, to: 22)
        let mock = MockCalendarService(shifts: [early, tomorrow, lastNight])
        let store = makeStore(mock)

        await store.send(.today(.load)) { $0.today.isLoading = true }
        let week = Outlook(start: day, shifts: [lastNight, early, tomorrow])
        await store.receive(.today(.loaded(.success(DaySchedule(
            day: day, referenceToday: day, shifts: [lastNight, early], nextDayShifts: [tomorrow],
            outlook: week, loadedAt: clock.now()))))) {
            $0.clockToday = day
            $0.today = TodayState(selectedDay: day,
                                  shifts: [lastNight, early], nextDayShifts: [tomorrow], outlook: week, now: clock.now(),
                                  keptDays: [KeptDay(day: day, shifts: [lastNight, early], nextDayShifts: [tomorrow])])
        }
        await store.finish()
        // One call: the day's range (from the day before) and the week ahead touch.
        #expect(mock.calls == [.shifts(DateInterval(start: day.adding(days: -1).start(in: clock.calendar),
                                                    end: day.adding(days: 7).start(in: clock.calendar)))])
    }

    @Test("load -> failed -> retry -> loaded: the error shows, then clears")
    func loadFailRetry() async {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early])
        mock.failNext(.shifts, with: MockCalendarService.ScriptedFailure("Cannot read /tmp/x/calendar.ics"))
        let store = makeStore(mock)

        await store.send(.today(.load)) { $0.today.isLoading = true }
        await store.receive(.today(.loaded(.failure(UserFacingError(message: "Cannot read /tmp/x/calendar.ics"))))) {
            $0.today.isLoading = false
            $0.today.errorMessage = "Cannot read /tmp/x/calendar.ics"
        }
        await store.send(.today(.retry)) {
            $0.today.isLoading = true
            $0.today.errorMessage = nil
        }
        await store.receive(.today(.loaded(.success(DaySchedule(
            day: day, referenceToday: day, shifts: [early], nextDayShifts: [],
            outlook: Outlook(start: day, shifts: [early]), loadedAt: clock.now()))))) {
            $0.clockToday = day
            $0.today = TodayState(selectedDay: day, shifts: [early],
                                  outlook: Outlook(start: day, shifts: [early]), now: clock.now(),
                                  keptDays: [KeptDay(day: day, shifts: [early], nextDayShifts: [])])
        }
        await store.finish()
        #expect(mock.callCount(.shifts) == 2)
    }

    @Test("held at a gate, the loading state is there; opened, the shifts arrive",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func heldLoad() async {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early])
        let gate = AsyncGate()
        mock.hold(at: gate)
        let store = makeStore(mock)

        let load = await store.start(.today(.load)) { $0.today.isLoading = true }
        await gate.waitForArrivals(1)
        #expect(store.state.today == TodayState(isLoading: true))
        gate.open()
        await store.receive(.today(.loaded(.success(DaySchedule(
            day: day, referenceToday: day, shifts: [early], nextDayShifts: [],
            outlook: Outlook(start: day, shifts: [early]), loadedAt: clock.now()))))) {
            $0.clockToday = day
            $0.today = TodayState(selectedDay: day, shifts: [early],
                                  outlook: Outlook(start: day, shifts: [early]), now: clock.now(),
                                  keptDays: [KeptDay(day: day, shifts: [early], nextDayShifts: [])])
        }
        await load.finish()
        await store.finish()
    }

    @Test("h h h while every load is held: three days at once, the first two loads cancelled, only the last lands",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func movesCancelOlderLoads() async {
        let threeBack = day.adding(days: -3)
        let early = builder.shift("E", on: threeBack, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early])
        let gate = AsyncGate()
        mock.hold(at: gate)
        let store = TestStore(initialState: AppState(today: TodayState(selectedDay: day), clockToday: day),
                              reducer: AppReducer.reducer, services: ServiceContainer.inMemory(calendar: mock, clock: clock),
                              middlewares: AppReducer.middlewares())

        let first = await store.start(.today(.moveDay(by: -1))) {
            $0.today.selectedDay = day.adding(days: -1)
            $0.today.isLoading = true
        }
        let second = await store.start(.today(.moveDay(by: -1))) { $0.today.selectedDay = day.adding(days: -2) }
        await store.receiveCancellation(of: TodayMiddleware.loadEffect)
        let third = await store.start(.today(.moveDay(by: -1))) { $0.today.selectedDay = threeBack }
        await store.receiveCancellation(of: TodayMiddleware.loadEffect)
        gate.open()
        await store.receive(.today(.loaded(.success(DaySchedule(
            day: threeBack, referenceToday: day, shifts: [early], nextDayShifts: [],
            outlook: Outlook(start: day, shifts: []), loadedAt: clock.now()))))) {
            $0.today.isLoading = false
            $0.today.shifts = [early]
            $0.today.outlook = Outlook(start: day, shifts: [])
            $0.today.now = clock.now()
            $0.today.keptDays = [KeptDay(day: threeBack, shifts: [early], nextDayShifts: [])]
        }
        for move in [first, second, third] { await move.finish() }
        await store.finish()
        // Whatever the cancelled loads read, only the last day's answer was reduced.
        #expect(store.state.today == TodayState(selectedDay: threeBack, shifts: [early],
                                                outlook: Outlook(start: day, shifts: []), now: clock.now(),
                                                keptDays: [KeptDay(day: threeBack, shifts: [early], nextDayShifts: [])]))
    }

    @Test("midnight passes on the test clock: go to today loads the new day")
    func midnightRollover() async {
        let testClock = TestClock()
        let wallClock = TestWallClock(day: "2026-11-23", hour: 23, minute: 59, drivenBy: testClock)
        let store = makeStore(MockCalendarService(), clock: wallClock)
        let next = day.adding(days: 1)

        await store.send(.today(.load)) { $0.today.isLoading = true }
        let beforeMidnight = wallClock.now()
        await store.receive(.today(.loaded(.success(DaySchedule(
            day: day, referenceToday: day, shifts: [], nextDayShifts: [],
            outlook: Outlook(start: day, shifts: []), loadedAt: beforeMidnight))))) {
            $0.clockToday = day
            $0.today = TodayState(selectedDay: day, outlook: Outlook(start: day, shifts: []),
                                  now: beforeMidnight, keptDays: [KeptDay(day: day, shifts: [], nextDayShifts: [])])
        }
        await testClock.advance(by: .seconds(120))
        let afterMidnight = beforeMidnight.addingTimeInterval(120)
        await store.send(.today(.goToToday)) { $0.today.isLoading = true }
        await store.receive(.today(.loaded(.success(DaySchedule(
            day: next, referenceToday: next, shifts: [], nextDayShifts: [],
            outlook: Outlook(start: next, shifts: []), loadedAt: afterMidnight))))) {
            $0.clockToday = next
            $0.today = TodayState(selectedDay: next, outlook: Outlook(start: next, shifts: []),
                                  now: afterMidnight, keptDays: [KeptDay(day: day, shifts: [], nextDayShifts: []),
                                                                 KeptDay(day: next, shifts: [], nextDayShifts: [])])
        }
        await store.finish()
    }

    /// Today loaded, then the day before: both kept.
    func loadTodayAndYesterday(_ store: TestStore<AppState, AppAction, ServiceContainer>,
                               early: ScheduledShift, lastNight: ScheduledShift) async -> [KeptDay] {
        let yesterday = day.adding(days: -1)
        let week = Outlook(start: day, shifts: [lastNight, early])
        let keptToday = KeptDay(day: day, shifts: [lastNight, early], nextDayShifts: [])
        let keptYesterday = KeptDay(day: yesterday, shifts: [lastNight], nextDayShifts: [early])
        await store.send(.today(.load)) { $0.today.isLoading = true }
        await store.receive(.today(.loaded(.success(DaySchedule(
            day: day, referenceToday: day, shifts: [lastNight, early], nextDayShifts: [],
            outlook: week, loadedAt: clock.now()))))) {
            $0.clockToday = day
            $0.today = TodayState(selectedDay: day, shifts: [lastNight, early], outlook: week,
                                  now: clock.now(), keptDays: [keptToday])
        }
        await store.send(.today(.moveDay(by: -1))) {
            $0.today.selectedDay = yesterday
            $0.today.shifts = []
            $0.today.isLoading = true
        }
        await store.receive(.today(.loaded(.success(DaySchedule(
            day: yesterday, referenceToday: day, shifts: [lastNight], nextDayShifts: [early],
            outlook: week, loadedAt: clock.now()))))) {
            $0.today.isLoading = false
            $0.today.shifts = [lastNight]
            $0.today.nextDayShifts = [early]
            $0.today.keptDays = [keptToday, keptYesterday]
        }
        return [keptToday, keptYesterday]
    }

    @Test("l h l back and forth over days loaded before: each shows at once, never loading, and nothing is read")
    func keptDaysAreServedFromMemory() async {
        let lastNight = builder.shift("N", on: day.adding(days: -1), from: 22, to: 6)
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early, lastNight])
        let store = makeStore(mock)
        let kept = await loadTodayAndYesterday(store, early: early, lastNight: lastNight)
        let readsBefore = mock.calls.count

        for _ in 0..<3 {
            await store.send(.today(.moveDay(by: 1))) {
                $0.today.selectedDay = day
                $0.today.shifts = [lastNight, early]
                $0.today.nextDayShifts = []
            }
            await store.send(.today(.moveDay(by: -1))) {
                $0.today.selectedDay = day.adding(days: -1)
                $0.today.shifts = [lastNight]
                $0.today.nextDayShifts = [early]
            }
        }
        await store.finish()
        #expect(mock.calls.count == readsBefore)
        #expect(store.state.today.keptDays == kept)
    }

    @Test("a move served from memory cancels the load in flight for the day left, whose answer never lands",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func aServedMoveCancelsTheLoadInFlight() async {
        let lastNight = builder.shift("N", on: day.adding(days: -1), from: 22, to: 6)
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early, lastNight])
        let store = makeStore(mock)
        let kept = await loadTodayAndYesterday(store, early: early, lastNight: lastNight)
        let gate = AsyncGate()
        mock.hold(at: gate)
        // Two days back: not kept, its load is held.
        let away = await store.start(.today(.moveDay(by: -1))) {
            $0.today.selectedDay = day.adding(days: -2)
            $0.today.shifts = []
            $0.today.nextDayShifts = []
            $0.today.isLoading = true
        }
        await gate.waitForArrivals(1)
        let back = await store.start(.today(.moveDay(by: 1))) {
            $0.today.selectedDay = day.adding(days: -1)
            $0.today.shifts = [lastNight]
            $0.today.nextDayShifts = [early]
            $0.today.isLoading = false
        }
        await store.receiveCancellation(of: TodayMiddleware.loadEffect)
        gate.open()
        await away.finish()
        await back.finish()
        await store.finish()
        #expect(store.state.today.selectedDay == day.adding(days: -1))
        #expect(store.state.today.keptDays == kept)
    }

    @Test("the calendar changed on disk: the kept days are forgotten, and moving back to one loads it again")
    func aChangeOnDiskForgetsTheKeptDays() async {
        let lastNight = builder.shift("N", on: day.adding(days: -1), from: 22, to: 6)
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early, lastNight])
        let store = makeStore(mock)
        _ = await loadTodayAndYesterday(store, early: early, lastNight: lastNight)
        // Another program moved last night's shift to the early one's place.
        let late = builder.shift("L", on: day, from: 14, to: 22)
        mock.setShifts([late])
        let week = Outlook(start: day, shifts: [late])

        await store.send(.refresh(.filesChanged([.calendar]))) {
            $0.today.isLoading = true
            $0.today.keptDays = []
        }
        await store.receive(.today(.loaded(.success(DaySchedule(
            day: day.adding(days: -1), referenceToday: day, shifts: [], nextDayShifts: [late],
            outlook: week, loadedAt: clock.now()))))) {
            $0.today.isLoading = false
            $0.today.shifts = []
            $0.today.nextDayShifts = [late]
            $0.today.outlook = week
            $0.today.keptDays = [KeptDay(day: day.adding(days: -1), shifts: [], nextDayShifts: [late])]
        }
        // Today was kept before the change: it loads again, and shows the new shift.
        await store.send(.today(.moveDay(by: 1))) {
            $0.today.selectedDay = day
            $0.today.nextDayShifts = []
            $0.today.isLoading = true
        }
        await store.receive(.today(.loaded(.success(DaySchedule(
            day: day, referenceToday: day, shifts: [late], nextDayShifts: [],
            outlook: week, loadedAt: clock.now()))))) {
            $0.today.isLoading = false
            $0.today.shifts = [late]
            $0.today.keptDays = [KeptDay(day: day.adding(days: -1), shifts: [], nextDayShifts: [late]),
                                 KeptDay(day: day, shifts: [late], nextDayShifts: [])]
        }
        await store.finish()
    }

    @Test("integration, non-exhaustive: moving days ends on the right day")
    func moveDaysNonExhaustive() async {
        let store = makeStore(MockCalendarService())
        store.exhaustivity = .off
        await store.send(.today(.load))
        await store.send(.today(.moveDay(by: 1))) { $0.today.selectedDay = day.adding(days: 1) }
        await store.send(.today(.moveDay(by: 1)))
        await store.finish()
        #expect(store.state.today == TodayState(selectedDay: day.adding(days: 2),
                                                outlook: Outlook(start: day, shifts: []), now: clock.now(),
                                                keptDays: (0...2).map { KeptDay(day: day.adding(days: $0), shifts: [],
                                                                                 nextDayShifts: []) }))
    }
}
