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
        TodayReducer.reduce(&state, action, today: day)
        return state
    }

    func loadedSchedule() -> DaySchedule {
        DaySchedule(day: day, referenceToday: day,
                    shifts: [builder.shift("E", on: day, from: 6, to: 14)],
                    nextDayShifts: [builder.shift("L", on: day.adding(days: 1), from: 14, to: 22)])
    }

    @Test("g: a typed date shows that day and loads it; a bad one keeps the text with a message; Esc closes the prompt")
    func goTo() {
        let shown = TodayState(selectedDay: day, shifts: loadedSchedule().shifts)
        // Nothing to go from before the first load.
        #expect(reduce(TodayState(), .beginGoTo) == TodayState())
        var state = reduce(shown, .beginGoTo)
        #expect(state.goTo == GoToLine())
        for character in "friday" { state = reduce(state, .editGoTo(.insert(String(character)))) }
        #expect(state.goTo?.typed.text == "friday")
        state = reduce(state, .commitGoTo)
        var expected = shown
        expected.selectedDay = CalendarDay("2026-11-27")
        expected.shifts = []
        expected.nextDayShifts = []
        expected.isLoading = true
        #expect(state == expected)
        // A bad date keeps the prompt and its text, with the reason; the next key clears the reason.
        var bad = reduce(shown, .beginGoTo)
        bad = reduce(bad, .editGoTo(.insert("soon")))
        bad = reduce(bad, .commitGoTo)
        #expect(bad.goTo == GoToLine(TextInput("soon"), problem: .unknownDate("soon")))
        #expect(bad.selectedDay == day && !bad.isLoading)
        #expect(reduce(bad, .editGoTo(.deleteBackward)).goTo == GoToLine(TextInput("soo")))
        #expect(reduce(reduce(shown, .beginGoTo), .commitGoTo).goTo?.problem == .missing(.date))
        #expect(reduce(bad, .cancelGoTo) == shown)
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
        let away = TodayState(selectedDay: day.adding(days: 5),
                              shifts: [builder.shift("E", on: day.adding(days: 5), from: 6, to: 14)])
        let back = reduce(away, .goToToday)
        #expect(back == TodayState(isLoading: true, selectedDay: day))
        #expect(reduce(back, .moveDay(by: 1)).selectedDay == day.adding(days: 1))
    }

    @Test("a successful load stores both days and the selected day")
    func loadedSuccess() {
        let schedule = loadedSchedule()
        let state = reduce(TodayState(isLoading: true), .loaded(.success(schedule)))
        #expect(state == TodayState(isLoading: false, selectedDay: day,
                                    shifts: schedule.shifts, nextDayShifts: schedule.nextDayShifts,
                                    keptDays: [KeptDay(schedule)]))
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
        #expect(next == TodayState(isLoading: true, selectedDay: day.adding(days: 1),
                                   keptDays: [KeptDay(schedule)]))
        let back = reduce(next, .moveDay(by: -2))
        #expect(back.selectedDay == day.adding(days: -1))
    }

    @Test("selecting a day shows it and starts loading; the old day's shifts go unless it is the same day")
    func selectDay() {
        let loaded = reduce(TodayState(), .loaded(.success(loadedSchedule())))
        let other = reduce(loaded, .select(day.adding(days: 10)))
        #expect(other == TodayState(isLoading: true, selectedDay: day.adding(days: 10),
                                    keptDays: [KeptDay(loadedSchedule())]))
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
        #expect(state == TodayState(selectedDay: day, shifts: loadedSchedule().shifts,
                                    nextDayShifts: loadedSchedule().nextDayShifts, keptDays: [KeptDay(loadedSchedule())]))
    }

    func schedule(of shown: CalendarDay, _ symbol: String) -> DaySchedule {
        DaySchedule(day: shown, referenceToday: day, shifts: [builder.shift(symbol, on: shown, from: 6, to: 14)],
                    nextDayShifts: [])
    }

    @Test("moving back to a day loaded before shows it at once, not loading; the days stay kept as they were")
    func moveDayToAKeptDay() {
        let today = schedule(of: day, "E")
        let tomorrow = schedule(of: day.adding(days: 1), "L")
        var state = reduce(TodayState(), .loaded(.success(today)))
        state = reduce(state, .moveDay(by: 1))
        state = reduce(state, .loaded(.success(tomorrow)))
        state.selectedShift = tomorrow.shifts.first?.id
        state.errorMessage = "old"
        let back = reduce(state, .moveDay(by: -1))
        #expect(back == TodayState(isLoading: false, selectedDay: day, shifts: today.shifts,
                                   keptDays: [KeptDay(today), KeptDay(tomorrow)]))
        let forth = reduce(back, .moveDay(by: 1))
        #expect(forth == TodayState(isLoading: false, selectedDay: day.adding(days: 1),
                                    shifts: tomorrow.shifts, keptDays: [KeptDay(today), KeptDay(tomorrow)]))
    }

    @Test("t and a typed day show a kept day's shifts at once and still load it (the clock confirms today)")
    func goToTodayAndSelectShowAKeptDay() {
        let today = schedule(of: day, "E")
        let far = day.adding(days: 9)
        let farSchedule = schedule(of: far, "N")
        var state = reduce(TodayState(), .loaded(.success(today)))
        state = reduce(state, .select(far))
        state = reduce(state, .loaded(.success(farSchedule)))
        let back = reduce(state, .goToToday)
        #expect(back == TodayState(isLoading: true, selectedDay: day, shifts: today.shifts,
                                   keptDays: [KeptDay(today), KeptDay(farSchedule)]))
        let again = reduce(back, .select(far))
        #expect(again == TodayState(isLoading: true, selectedDay: far, shifts: farSchedule.shifts,
                                    keptDays: [KeptDay(today), KeptDay(farSchedule)]))
    }

    @Test("a reload, a change on disk, a write here and a new day forget the kept days; the day shown stays")
    func keptDaysAreForgottenWhenTheCalendarMayHaveChanged() {
        let today = schedule(of: day, "E")
        let loaded = reduce(TodayState(), .loaded(.success(today)))
        let shown = TodayState(selectedDay: day, shifts: today.shifts)
        // A write here is followed by Today itself: it reads the day shown again.
        for action: TodayAction in [.load, .retry, .calendarChanged, .shiftsChanged] {
            var expected = shown
            expected.isLoading = true
            #expect(reduce(loaded, action) == expected, "\(action)")
        }
        #expect(reduce(TodayState(), .shiftsChanged) == TodayState(), "no day shown: nothing to read")
        var other = reduce(loaded, .dayChanged(day.adding(days: 1)))
        #expect(other == TodayState(isLoading: true, selectedDay: day.adding(days: 1)))
        // Forgotten: moving back now loads.
        other = reduce(other, .moveDay(by: -1))
        #expect(other == TodayState(isLoading: true, selectedDay: day))
    }

    @Test("at most keptDayLimit days are kept: the oldest goes, and a day loaded again counts as the latest")
    func keptDaysAreBounded() {
        var state = TodayState()
        let limit = TodayState.keptDayLimit
        let schedules = (0...limit).map { schedule(of: day.adding(days: $0), "E") }
        for schedule in schedules { state = reduce(state, .loaded(.success(schedule))) }
        #expect(state.keptDays == schedules.dropFirst().map(KeptDay.init))
        state = reduce(state, .loaded(.success(schedules[1])))
        #expect(state.keptDays == (schedules[2...] + [schedules[1]]).map(KeptDay.init))
    }
}
