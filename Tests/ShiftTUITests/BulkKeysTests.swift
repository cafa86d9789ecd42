import ShiftFeatures
import ShiftModel
@testable import ShiftTUI
import Terminal
import Testing

@Suite("Keys of marking days and bulk changes")
struct BulkKeysTests {
    let day = CalendarDay("2026-11-23")

    func schedule(marked: Set<CalendarDay> = []) -> AppState {
        var state = AppState(screen: .schedule, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))
        state.clockToday = day
        state.schedule = ScheduleState(cursor: day)
        state.bulk.marked = marked
        return state
    }

    @Test("v and space mark; without marks a and d work on the cursor, Esc does nothing")
    func withoutMarks() {
        let state = schedule()
        #expect(KeyHandler.outcome(for: .character("v"), in: state) == .dispatch(.bulk(.toggleMark(day))))
        #expect(KeyHandler.outcome(for: .character(" "), in: state) == .dispatch(.bulk(.toggleMark(day))))
        #expect(KeyHandler.outcome(for: .character("a"), in: state) == .dispatch(.editor(.add(day))))
        #expect(KeyHandler.outcome(for: .escape, in: state) == nil)
        #expect(KeyHandler.outcome(for: .character("A"), in: state)
            == .dispatch(.bulk(.unavailable(.noMarks))))
    }

    @Test("with marks a, A and d are bulk changes, Esc unmarks; y and n answer the bulk question")
    func withMarks() {
        var state = schedule(marked: [day])
        #expect(KeyHandler.outcome(for: .character("a"), in: state) == .dispatch(.bulk(.addOneType([day]))))
        #expect(KeyHandler.outcome(for: .character("d"), in: state) == .dispatch(.bulk(.unavailable(.monthNotLoaded(day)))))
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.bulk(.clearMarks)))
        state.bulk.question = BulkEditState.Question(days: [day], requests: [])
        #expect(KeyHandler.outcome(for: .character("y"), in: state) == .dispatch(.bulk(.submitted([]))))
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.bulk(.declined)))
        #expect(KeyHandler.outcome(for: .character("v"), in: state) == nil)

        state.bulk = BulkEditState(marked: [day])
        AppReducer.reducer.reduce(&state, .bulk(.addOneType([day])))
        #expect(KeyMode(state) == .form(.bulk))
        #expect(KeyHandler.outcome(for: .enter, in: state) == .dispatch(.bulk(.submitted([.add("early", on: day, notes: "")]))))
    }
}
