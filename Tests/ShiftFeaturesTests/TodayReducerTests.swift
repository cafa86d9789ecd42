import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

@Suite("TodayReducer: every transition")
struct TodayReducerTests {
    let day = CalendarDay("2026-11-23")
    let builder = ShiftBuilder(calendar: .gregorian(timeZone: "Europe/Berlin"))

    func reduce(_ state: TodayState, _ action: TodayAction) -> TodayState {
        var state = state
        TodayReducer.reduce(&state, action)
        return state
    }

    func loadedSchedule() -> DaySchedule {
        DaySchedule(day: day, referenceToday: day,
                    shifts: [builder.shift("E", on: day, from: 6, to: 14)],
                    nextDayShifts: [builder.shift("L", on: day.adding(days: 1), from: 14, to: 22)])
    }

    @Test("load sets loading, clears an old error and keeps everything else")
    func loadStartsLoading() {
        let before = TodayState(selectedDay: day, shifts: loadedSchedule().shifts, errorMessage: "old")
        var expected = before
        expected.isLoading = true
        expected.errorMessage = nil
        #expect(reduce(before, .load) == expected)
        #expect(reduce(before, .retry) == expected)
        #expect(reduce(before, .goToToday) == expected)
    }

    @Test("t goes to the today known from the last load at once, so a key right after it moves on from today")
    func goToTodayAtOnce() {
        let away = TodayState(selectedDay: day.adding(days: 5), today: day,
                              shifts: [builder.shift("E", on: day.adding(days: 5), from: 6, to: 14)])
        let back = reduce(away, .goToToday)
        #expect(back == TodayState(isLoading: true, selectedDay: day, today: day))
        #expect(reduce(back, .moveDay(by: 1)).selectedDay == day.adding(days: 1))
    }

    @Test("a successful load stores both days, the selected day and the clock's today")
    func loadedSuccess() {
        let schedule = loadedSchedule()
        let state = reduce(TodayState(isLoading: true), .loaded(.success(schedule)))
        #expect(state == TodayState(isLoading: false, selectedDay: day, today: day,
                                    shifts: schedule.shifts, nextDayShifts: schedule.nextDayShifts))
    }

    @Test("a failed load clears loading, shows the message and keeps the shifts shown")
    func loadedFailure() {
        let shifts = loadedSchedule().shifts
        let state = reduce(TodayState(isLoading: true, selectedDay: day, shifts: shifts),
                           .loaded(.failure(UserFacingError(message: "Cannot read calendar.ics"))))
        #expect(state == TodayState(isLoading: false, selectedDay: day, shifts: shifts,
                                    errorMessage: "Cannot read calendar.ics"))
    }

    @Test("moving the day changes the selected day, drops the old day's shifts and starts loading")
    func moveDay() {
        let schedule = loadedSchedule()
        let loaded = reduce(TodayState(), .loaded(.success(schedule)))
        let next = reduce(loaded, .moveDay(by: 1))
        #expect(next == TodayState(isLoading: true, selectedDay: day.adding(days: 1), today: day))
        let back = reduce(next, .moveDay(by: -2))
        #expect(back.selectedDay == day.adding(days: -1))
    }

    @Test("selecting a day shows it and starts loading; the old day's shifts go unless it is the same day")
    func selectDay() {
        let loaded = reduce(TodayState(), .loaded(.success(loadedSchedule())))
        let other = reduce(loaded, .select(day.adding(days: 10)))
        #expect(other == TodayState(isLoading: true, selectedDay: day.adding(days: 10), today: day))
        let same = reduce(loaded, .select(day))
        var expected = loaded
        expected.isLoading = true
        #expect(same == expected)
    }

    @Test("moving before anything is loaded, or by zero, changes nothing")
    func moveWithoutDay() {
        #expect(reduce(TodayState(), .moveDay(by: 1)) == TodayState())
        let loaded = TodayState(selectedDay: day)
        #expect(reduce(loaded, .moveDay(by: 0)) == loaded)
    }

    @Test("full cycle: load, fail, retry, succeed (pattern 3)")
    func fullCycle() {
        var state = reduce(TodayState(), .load)
        #expect(state.isLoading)
        state = reduce(state, .loaded(.failure(UserFacingError(message: "disk on fire"))))
        #expect(!state.isLoading)
        #expect(state.errorMessage == "disk on fire")
        state = reduce(state, .retry)
        #expect(state.isLoading)
        #expect(state.errorMessage == nil)
        state = reduce(state, .loaded(.success(loadedSchedule())))
        #expect(state == TodayState(selectedDay: day, today: day, shifts: loadedSchedule().shifts,
                                    nextDayShifts: loadedSchedule().nextDayShifts))
    }
}
