import Foundation
import ShiftFeatures
import ShiftModel
import Testing

/// What a new request leaves of the last answer, and which loaded months an
/// answer may still fill.
@Suite("Transient state: a new question, a late answer")
struct TransientStateTests {
    let f = EditFixtures()

    @Test("a new question forgets the last answer and its error")
    func askingAgainStartsClean() {
        let early = f.shift(f.early, on: f.day)
        var state = ShiftQueryState()
        ShiftQueryReducer.reducer.reduce(&state, .ask(.days(first: f.day, last: f.day)))
        ShiftQueryReducer.reducer.reduce(&state, .answered(.success([early])))
        state.errorMessage = "Cannot read the calendar."
        let next = ShiftQueryState.Question.days(first: f.day.adding(days: 1), last: f.day.adding(days: 2))
        ShiftQueryReducer.reducer.reduce(&state, .ask(next))
        var expected = ShiftQueryState()
        expected.question = next
        expected.isLoading = true
        #expect(state == expected)
    }

    /// Months up to three from the cursor are kept (`keepRadius`): an answer
    /// for a month exactly three away is stored, one for four away is not.
    @Test("a late answer fills a month three away from the cursor, not four")
    func answersForMonthsAtTheKeepRadius() {
        var state = f.loadedSchedule()
        let february = YearMonth(year: 2027, month: 2), march = YearMonth(year: 2027, month: 3)
        let before = state.months
        ScheduleReducer.reduce(&state, .loaded([february, march], .success([])))
        #expect(state.months == before.merging([february: MonthShifts(shifts: [])]) { $1 })
        #expect(ScheduleState.keepRadius == 3)
    }
}
