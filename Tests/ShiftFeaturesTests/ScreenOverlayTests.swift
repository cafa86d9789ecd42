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
        state.schedule = ScheduleState(cursor: day)
        state.today = TodayState(selectedDay: day)
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

        var today = opened(.today, .editor(.add(day)))
        #expect(TodayOverlay(today) == .form)
        AppReducer.reducer.reduce(&today, .editor(.submitted(rules.requests[0])))
        AppReducer.reducer.reduce(&today, .shiftEdit(.rulesBroken(rules)))
        #expect(TodayOverlay(today) == .question(.rules(rules), over: .form))
    }

    @Test("the editor's form comes before the Schedule's own, and is the form whose keys a screen key respects")
    func editorFormFirst() {
        var state = opened(.schedule, .schedule(.filter(.openForm(ScheduleFilterChoices(Catalog.defaults())))))
        #expect(ScheduleOverlay(state) == .form(.scheduleFilter))
        // Only a state made elsewhere holds both.
        state.editor = opened(.schedule, .editor(.add(day))).editor
        #expect(ScheduleOverlay(state) == .form(.shiftEditor))
        #expect(state.openForm == .shiftEditor)
    }

    @Test("an action opening a second thing over the screen is dropped; one over another screen is not")
    func secondOpeningRefused() {
        let searching = opened(.schedule, .schedule(.filter(.search(.begin))))
        for opening: AppAction in [.schedule(.beginGoTo), .bulk(.rota(.begin(day))), .editor(.add(day)),
                                   .schedule(.filter(.openForm(ScheduleFilterChoices(Catalog.defaults())))),
                                   .rotationApply(.begin(from: day, to: day)), .bulk(.asked(delete)),
                                   .bulk(.askedAbsence(BulkEditState.AbsenceQuestion(days: [day])))] {
            var state = searching
            AppReducer.reducer.reduce(&state, opening)
            #expect(state == searching)
        }
        // What the open line's keys send still works.
        var typed = searching
        AppReducer.reducer.reduce(&typed, .schedule(.filter(.search(.edit(.insert("e"))))))
        #expect(typed.schedule.prompt == .search(TextInput("e")))

        let goingTo = opened(.today, .today(.beginGoTo))
        var state = goingTo
        AppReducer.reducer.reduce(&state, .editor(.add(day)))
        #expect(state == goingTo)
        // The Schedule's prompt is no business of Today's.
        var onToday = opened(.today, .schedule(.beginGoTo))
        #expect(onToday.schedule.prompt == .goTo(GoToLine()))
        AppReducer.reducer.reduce(&onToday, .editor(.add(day)))
        #expect(onToday.editor.form != nil)
    }
}
