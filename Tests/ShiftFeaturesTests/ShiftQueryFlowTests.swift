import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The command line's read-only questions, through the exhaustive TestStore.
@Suite("Shift query flows (TestStore)")
@UIActor
struct ShiftQueryFlowTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    var builder: ShiftBuilder { ShiftBuilder(calendar: clock.calendar) }

    func makeStore(_ calendar: MockCalendarService) -> TestStore<ShiftQueryState, ShiftQueryAction, ServiceContainer> {
        TestStore(initialState: ShiftQueryState(), reducer: ShiftQueryReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: calendar, clock: clock),
                  middlewares: [ShiftQueryMiddleware.make()])
    }

    @Test("days: asks for the whole days, keeps the shifts that start in them, in start order")
    func days() async {
        let first = CalendarDay("2026-11-23"), last = CalendarDay("2026-11-24")
        let nightBefore = builder.shift("N", on: first.adding(days: -1), from: 22, to: 6)
        let late = builder.shift("L", on: last, from: 14, to: 22)
        let early = builder.shift("E", on: first, from: 6, to: 14)
        let after = builder.shift("E", on: last.adding(days: 1), from: 6, to: 14)
        let mock = MockCalendarService(shifts: [late, nightBefore, after, early])
        let store = makeStore(mock)
        let question = ShiftQueryState.Question.days(first: first, last: last)

        await store.send(.ask(question)) {
            $0.question = question
            $0.isLoading = true
        }
        await store.receive(.answered(.success([early, late]))) {
            $0.isLoading = false
            $0.shifts = [early, late]
        }
        await store.finish()
        #expect(mock.calls == [.shifts(DateInterval(start: first.start(in: clock.calendar),
                                                    end: last.adding(days: 1).start(in: clock.calendar)))])
    }

    @Test("next: the first shift starting at or after the moment; one under way does not count")
    func next() async {
        let now = clock.now()
        let running = builder.shift("E", on: CalendarDay("2026-11-23"), from: 6, to: 14)
        let tomorrow = builder.shift("L", on: CalendarDay("2026-11-24"), from: 14, to: 22)
        let later = builder.shift("N", on: CalendarDay("2026-11-30"), from: 22, to: 6)
        let store = makeStore(MockCalendarService(shifts: [later, running, tomorrow]))
        let question = ShiftQueryState.Question.next(after: now, withinDays: 30)

        await store.send(.ask(question)) {
            $0.question = question
            $0.isLoading = true
        }
        await store.receive(.answered(.success([tomorrow]))) {
            $0.isLoading = false
            $0.shifts = [tomorrow]
        }
    }

    @Test("next reminder: loads from the first start whose alarm is not past; skips a passed alarm, sick and all-day")
    func nextReminder() async {
        // Now is 09:00 on the 23rd; alarms ring 2 h before the start.
        let now = clock.now()
        let passed = builder.shift("L", on: CalendarDay("2026-11-23"), from: 10, to: 18)
        let sick = builder.shift("L", on: CalendarDay("2026-11-23"), from: 14, to: 22, sick: SickMark(reason: "flu"))
        let holiday = builder.allDay("O", on: CalendarDay("2026-11-24"))
        let next = builder.shift("E", on: CalendarDay("2026-11-24"), from: 6, to: 14)
        let mock = MockCalendarService(shifts: [next, holiday, sick, passed])
        let store = makeStore(mock)
        let reminder = ShiftReminder(minutesBefore: 120)
        let question = ShiftQueryState.Question.nextReminder(after: now, reminder: reminder, withinDays: 30)

        await store.send(.ask(question)) {
            $0.question = question
            $0.isLoading = true
        }
        await store.receive(.answered(.success([next]))) {
            $0.isLoading = false
            $0.shifts = [next]
        }
        await store.finish()
        let from = now.addingTimeInterval(7200)
        #expect(mock.calls == [.shifts(DateInterval(start: from, end: from.addingTimeInterval(30 * 86_400)))])
        #expect(reminder.time(for: next) == next.start.addingTimeInterval(-7200))
        #expect(reminder.time(for: sick) == nil)
        #expect(reminder.time(for: holiday) == nil)
    }

    @Test("next reminder: an alarm that rings at the very moment asked about is still to ring")
    func reminderRingingNow() {
        let early = builder.shift("E", on: CalendarDay("2026-11-24"), from: 6, to: 14)
        let reminder = ShiftReminder(minutesBefore: 120)
        let rings = early.start.addingTimeInterval(-7200)
        #expect(ShiftQueryReducer.answer(.nextReminder(after: rings, reminder: reminder, withinDays: 30), from: [early],
                                               in: clock.calendar) == [early])
        #expect(ShiftQueryReducer.answer(.nextReminder(after: rings.addingTimeInterval(1), reminder: reminder, withinDays: 30),
                                         from: [early], in: clock.calendar) == [])
    }

    @Test("a failure is kept as a message; a new question clears it")
    func failure() async {
        let mock = MockCalendarService()
        mock.failNext(.shifts, with: MockCalendarService.ScriptedFailure("Cannot read calendar.ics"))
        let store = makeStore(mock)
        let question = ShiftQueryState.Question.days(first: CalendarDay("2026-11-23"), last: CalendarDay("2026-11-23"))
        await store.send(.ask(question)) {
            $0.question = question
            $0.isLoading = true
        }
        await store.receive(.answered(.failure(UserFacingError(message: "Cannot read calendar.ics")))) {
            $0.isLoading = false
            $0.errorMessage = "Cannot read calendar.ics"
        }
        await store.send(.ask(question)) {
            $0.isLoading = true
            $0.errorMessage = nil
        }
        await store.receive(.answered(.success([]))) { $0.isLoading = false }
    }
}
