import ShiftFeatures
import ShiftModel
import Testing

/// One today in the app: the clock's day as last heard, which every screen
/// reads; each feature sees the today heard before the action it reduces.
@Suite("The clock's today: one value, heard from the clock's answers")
struct ClockTodayTests {
    let f = EditFixtures()

    func reduced(_ state: AppState, _ actions: AppAction...) -> AppState {
        var state = state
        for action in actions { AppReducer.reducer.reduce(&state, action) }
        return state
    }

    @Test("a new day, the Schedule's clock answer and a Today load each set it; a failed load and other actions leave it")
    func heardFromTheClock() {
        let start = AppState()
        let tuesday = f.day.adding(days: 1), wednesday = f.day.adding(days: 2)
        #expect(reduced(start, .refresh(.dayChanged(f.day))).clockToday == f.day)
        #expect(reduced(start, .schedule(.todayIs(tuesday, calendar: f.calendar, moveCursor: false))).clockToday == tuesday)
        let loaded = DaySchedule(day: f.day, referenceToday: wednesday, shifts: [], nextDayShifts: [])
        #expect(reduced(start, .today(.loaded(.success(loaded)))).clockToday == wednesday)
        let known = reduced(start, .refresh(.dayChanged(f.day)))
        #expect(reduced(known, .today(.loaded(.failure(UserFacingError(message: "unreadable"))))).clockToday == f.day)
        #expect(reduced(known, .today(.moveDay(by: 1)), .schedule(.goToToday)).clockToday == f.day)
    }

    @Test("a new day: the Schedule's cursor and Today's day on the old today both go on to it; elsewhere they stay")
    func screensOnTheOldTodayFollow() {
        var state = f.state(.today)
        state.schedule = f.loadedSchedule()
        state.today = TodayState(selectedDay: f.day)
        let tuesday = f.day.adding(days: 1)
        let followed = reduced(state, .refresh(.dayChanged(tuesday)))
        #expect(followed.clockToday == tuesday)
        #expect(followed.schedule.cursor == tuesday)
        #expect(followed.today.selectedDay == tuesday)
        state.schedule.cursor = f.day.adding(days: -3)
        state.today.selectedDay = f.day.adding(days: 5)
        let stayed = reduced(state, .refresh(.dayChanged(tuesday)))
        #expect(stayed.schedule.cursor == f.day.adding(days: -3))
        #expect(stayed.today.selectedDay == f.day.adding(days: 5))
    }
}
