import ShiftFeatures
import ShiftModel
import Testing

/// What is open over the Schedule and Today, decided once from the slices
/// that hold each form, question and prompt.
@Suite("Screen overlays")
struct ScreenOverlayTests {
    let day = CalendarDay("2026-11-23")

    func opened(_ screen: AppScreen, _ actions: AppAction...) -> AppState {
        var state = AppState(screen: screen, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))
        state.schedule = ScheduleState(cursor: day, today: day)
        state.today = TodayState(selectedDay: day, today: day)
        for action in actions { AppReducer.reducer.reduce(&state, action) }
        return state
    }

    var rules: RulesQuestion { RulesQuestion(violations: [], requests: [.add("early", on: day, notes: "")]) }
    var delete: BulkEditState.Question { BulkEditState.Question(days: [day], requests: []) }

    @Test("nothing open, then each alone")
    func eachAlone() {
        #expect(ScheduleOverlay(opened(.schedule)) == .none)
        #expect(ScheduleOverlay(opened(.schedule, .schedule(.beginGoTo))) == .goTo(TextInput(), problem: nil))
        #expect(ScheduleOverlay(opened(.schedule, .schedule(.filter(.search(.begin))))) == .search(TextInput()))
        #expect(ScheduleOverlay(opened(.schedule, .bulk(.rota(.begin(day))))) == .rota(RotaPrompt(start: day)))
        #expect(ScheduleOverlay(opened(.schedule, .editor(.add(day)))) == .form(.shiftEditor))
        #expect(ScheduleOverlay(opened(.schedule, .bulk(.asked(delete)))) == .question(.bulkDelete(delete), over: .none))
        #expect(TodayOverlay(opened(.today)) == .none)
        #expect(TodayOverlay(opened(.today, .today(.beginGoTo))) == .goTo(TextInput(), problem: nil))
        #expect(TodayOverlay(opened(.today, .editor(.add(day)))) == .form)
    }

    @Test("a question about the change comes over the form; a delete question or stale step waits for it")
    func questionsOverAForm() {
        var state = opened(.schedule, .editor(.add(day)))
        state.bulk.question = delete
        #expect(ScheduleOverlay(state) == .form(.shiftEditor))
        // Enter sent the form's change; the rules check asks before it is written.
        AppReducer.reducer.reduce(&state, .editor(.submitted(rules.requests[0])))
        AppReducer.reducer.reduce(&state, .shiftEdit(.rulesBroken(rules)))
        #expect(ScheduleOverlay(state) == .question(.rules(rules), over: .form(.shiftEditor)))
        #expect(ScheduleOverlay(state).base == .form(.shiftEditor))

        var today = opened(.today, .today(.beginGoTo), .editor(.add(day)))
        #expect(TodayOverlay(today) == .form)
        AppReducer.reducer.reduce(&today, .editor(.submitted(rules.requests[0])))
        AppReducer.reducer.reduce(&today, .shiftEdit(.rulesBroken(rules)))
        #expect(TodayOverlay(today) == .question(.rules(rules), over: .form))
    }

    @Test("the editor's form comes before the Schedule's own, and is the form whose keys a screen key respects")
    func editorFormFirst() {
        var state = opened(.schedule, .schedule(.filter(.openForm(ScheduleFilterChoices(Catalog.defaults())))))
        guard case .form(let filter) = ScheduleOverlay(state) else {
            Issue.record("the filter form is not open")
            return
        }
        #expect(filter == .scheduleFilter)
        AppReducer.reducer.reduce(&state, .editor(.add(day)))
        #expect(ScheduleOverlay(state) == .form(.shiftEditor))
        #expect(state.openForm == .shiftEditor)
    }
}
