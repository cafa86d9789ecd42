import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// One thing is open over the Schedule at a time (`ScheduleOverlay`): the
/// keys go to it and the screen draws it on top, also when the slices hold
/// two (which only a change arriving from elsewhere can make).
@Suite("What is open over the Schedule")
struct ScheduleOverlayTests {
    let day = CalendarDay("2026-11-23")
    let calendar = Calendar.gregorian(timeZone: "Europe/Berlin")

    func schedule() -> AppState {
        var state = AppState(screen: .schedule, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))
        var months: [YearMonth: MonthShifts] = [:]
        for month in ScheduleState.window(around: YearMonth(day)) { months[month] = MonthShifts(shifts: []) }
        state.clockToday = day
        state.schedule = ScheduleState(cursor: day, calendar: calendar, months: months)
        return state
    }

    /// `key` pressed: what it sends, reduced.
    func press(_ key: Key, _ state: AppState) -> AppState {
        var state = state
        if case .dispatch(let action)? = KeyHandler.outcome(for: key, in: state) {
            AppReducer.reducer.reduce(&state, action)
        }
        return state
    }

    func render(_ state: AppState) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: 24, columns: 80))
        ScheduleView.render(ScheduleProps(ScheduleProps.Input(state), calendar: calendar), spinnerFrame: 0,
                            statusLine: "keys", into: &grid)
        return grid
    }

    var stale: StaleStep {
        let early = ShiftBuilder(calendar: calendar).shift("E", on: day, from: 6, to: 14)
        let step = UndoStep(id: "s1", title: "Added E Early", time: Date(timeIntervalSince1970: 0),
                            operation: ShiftOperation([.add(early)]))
        return StaleStep(step: step, list: .undo, refusal: ShiftEditRefusal(.stepStale(expected: early, now: nil), calendar: calendar))
    }

    @Test("the search line open: a go-to sent from elsewhere is dropped; the line keeps the keys and the screen")
    func goToOverTheSearchLineDropped() {
        var state = schedule()
        state.schedule.prompt = .search(TextInput("lat"))
        AppReducer.reducer.reduce(&state, .schedule(.beginGoTo))
        #expect(state.schedule.prompt == .search(TextInput("lat")))
        #expect(ScheduleOverlay(state) == .search(TextInput("lat")))
        #expect(KeyMode(state) == .search(.schedule))
        let grid = render(state)
        #expect(grid.line(1).hasPrefix(" / lat"))
        #expect(!grid.lines.contains { $0.contains("Go to:") })
        #expect(press(.character("e"), state).schedule.prompt == .search(TextInput("late")))
    }

    @Test("a rotation previewed and the go-to prompt both open: the preview has the keys and is drawn")
    func previewComesBeforeGoTo() {
        var state = schedule()
        let rotation = Rotation(id: "twos", name: "Early twos", cycle: ["early", "early"], anchor: day)
        let request = RotationApplyRequest(rotation: rotation, days: day...day.adding(days: 1), anchor: day)
        state.rotationApply.preview = RotationPreview(request: request, existing: [], existingShifts: .keep,
                                                      catalog: .defaults())
        state.schedule.goTo = GoToLine(TextInput("x"))
        #expect(KeyMode(state) == .rotationPreview)
        let grid = render(state)
        #expect(grid.line(1).hasPrefix(" Enter adds 2 shifts"))
        #expect(!grid.lines.contains { $0.contains("Go to:") })
    }

    @Test("a stale undo step found while a form is open waits: the form keeps the keys and the screen")
    func staleStepWaitsForTheForm() {
        var state = press(.character("a"), schedule())
        #expect(KeyMode(state) == .form(.shiftEditor))
        state.history.staleStep = stale
        #expect(ScheduleOverlay(state) == .form(.shiftEditor))
        #expect(KeyMode(state) == .form(.shiftEditor))
        #expect(!render(state).lines.contains { $0.contains("is no longer in the calendar") })
        #expect(press(.character("y"), state).history.staleStep == stale)

        let closed = press(.escape, state)
        #expect(closed.editor.form == nil)
        #expect(KeyMode(closed) == .staleStepQuestion)
        #expect(render(closed).lines.contains { $0.contains("is no longer in the calendar") })
    }

    @Test("the rules question is asked over the rota line: y/n have the keys, the line stays drawn")
    func rulesQuestionOverTheRota() {
        var state = press(.character("R"), schedule())
        state = press(.character("E"), state)
        guard case .rota(let rota) = ScheduleOverlay(state) else {
            Issue.record("the rota line is not open")
            return
        }
        // Enter sent the line's change; the rules check asks before it is written.
        let question = RulesQuestion(violations: [], requests: [.add("early", on: day, notes: "")])
        AppReducer.reducer.reduce(&state, .bulk(.submitted(question.requests)))
        AppReducer.reducer.reduce(&state, .shiftEdit(.rulesBroken(question)))
        #expect(ScheduleOverlay(state) == .question(.rules(question), over: .rota(rota)))
        #expect(KeyMode(state) == .rulesQuestion)
        #expect(render(state).line(1).hasPrefix(" Rota from"))
        // Not text for the line while asking.
        #expect(press(.character("L"), state).bulk.rota == rota)
    }

    @Test("an opening key is text in the line that is open, never a second overlay")
    func openKeysAreTextInAnOpenLine() {
        let searching = press(.character("/"), schedule())
        let typedG = press(.character("g"), searching)
        #expect(typedG.schedule.prompt == .search(TextInput("g")))

        let goingTo = press(.character("g"), schedule())
        let typedSlash = press(.character("/"), goingTo)
        #expect(typedSlash.schedule.prompt == .goTo(GoToLine(TextInput("/"))))

        let rota = press(.character("R"), schedule())
        let typedInRota = press(.character("g"), press(.character("/"), rota))
        #expect(typedInRota.bulk.rota?.input == TextInput("/g"))
        #expect(typedInRota.schedule.prompt == nil)
    }
}
