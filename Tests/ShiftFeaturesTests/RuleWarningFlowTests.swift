import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// Working-time rules on the Schedule, every step asserted: a change that
/// would break one asks first (n writes nothing and leaves the form or
/// preview as it was, y writes it), the month in view is checked when its
/// shifts change or the cursor enters another month (not on a move inside
/// it), and the public holidays are read into the state.
@Suite("Working-time rules and holidays (TestStore)")
@UIActor
struct RuleWarningFlowTests {
    let f = EditFixtures()
    var tuesday: CalendarDay { f.day.adding(days: 1) }

    func schedule(_ shifts: [ScheduledShift] = []) -> AppState {
        var state = f.state(.schedule)
        state.schedule = f.loadedSchedule(shifts: shifts)
        return state
    }

    func makeStore(_ mock: MockCalendarService, state: AppState,
                   holidays: PublicHolidays = PublicHolidays()) -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: state, reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: mock, clock: f.clock, ids: SequentialIDGenerator(prefix: "uid-"),
                                                    holidays: InMemoryHolidayService(holidays)),
                  middlewares: AppReducer.middlewares())
    }

    /// The add form on Tuesday with Early chosen, as Enter meets it.
    func addingEarlyOnTuesday(_ state: AppState) -> AppState {
        var state = state
        state.editor.form = ShiftEditorForm.add(types: f.catalog.shiftTypes)
        state.editor.form?.fields[0].choice = 0
        state.editor.purpose = .add(tuesday)
        return state
    }

    /// Late ends Monday 22:00, Early starts Tuesday 06:00: 8 hours' rest.
    func shortRest(_ late: ScheduledShift, _ early: ScheduledShift) -> RuleViolation {
        .shortRest(after: late, before: early, restMinutes: 480, minimum: 660)
    }

    @Test("an Early after a Late asks naming the rest; n writes nothing and gives the form back as it was")
    func addBreakingRestAsksAndNoWritesNothing() async throws {
        let late = f.shift(f.late, on: f.day)
        let mock = MockCalendarService(shifts: [late])
        let start = addingEarlyOnTuesday(schedule([late]))
        let store = makeStore(mock, state: start)
        let add = ShiftEditRequest.add("early", on: tuesday, notes: "")
        #expect(ShiftEditorIntent.submit(in: store.state) == .editor(.submitted(add)))
        await store.send(.editor(.submitted(add))) {
            $0.editor.isWaiting = true
            $0.editor.form?.isSaving = true
            $0.shiftEdit.isApplying = true
        }
        let question = RulesQuestion(violations: [shortRest(late, f.shift(f.early, on: tuesday, id: "uid-1"))],
                                     requests: [add])
        await store.receive(.shiftEdit(.rulesBroken(question))) {
            $0.editor.isWaiting = false
            $0.editor.form?.isSaving = false
            $0.editor.rulesQuestion = question
            $0.shiftEdit.isApplying = false
        }
        #expect(ShiftEditorIntent.answerRules(false, in: store.state) == .editor(.rulesDeclined))
        await store.send(.editor(.rulesDeclined)) { $0.editor.rulesQuestion = nil }
        await store.finish()
        // The form as it was before Enter, nothing written.
        #expect(store.state.editor == start.editor)
        #expect(mock.callCount(.apply) == 0)
        #expect(mock.storedShifts == [late])
    }

    @Test("y to the question writes the Early, and the grid then marks the rest rule broken")
    func yesWritesAndTheMonthIsMarked() async throws {
        let late = f.shift(f.late, on: f.day)
        let mock = MockCalendarService(shifts: [late])
        let store = makeStore(mock, state: addingEarlyOnTuesday(schedule([late])))
        let add = ShiftEditRequest.add("early", on: tuesday, notes: "")
        await store.send(.editor(.submitted(add))) {
            $0.editor.isWaiting = true
            $0.editor.form?.isSaving = true
            $0.shiftEdit.isApplying = true
        }
        let question = RulesQuestion(violations: [shortRest(late, f.shift(f.early, on: tuesday, id: "uid-1"))],
                                     requests: [add])
        await store.receive(.shiftEdit(.rulesBroken(question))) {
            $0.editor.isWaiting = false
            $0.editor.form?.isSaving = false
            $0.editor.rulesQuestion = question
            $0.shiftEdit.isApplying = false
        }
        let yes = try #require(ShiftEditorIntent.answerRules(true, in: store.state))
        #expect(yes == .editor(.submitted(add, allowingBrokenRules: true)))
        await store.send(yes) {
            $0.editor.rulesQuestion = nil
            $0.editor.isWaiting = true
            $0.editor.form?.isSaving = true
            $0.shiftEdit.isApplying = true
        }
        let early = f.shift(f.early, on: tuesday, id: "uid-2")
        let operation = ShiftOperation([.add(early)])
        await store.receive(.shiftEdit(.applied(f.record(operation, id: "uid-3"), source: .edit))) {
            $0.editor = ShiftEditorState()
            $0.history.undo = UndoHistory(undo: [f.step(operation, id: "uid-3")])
            $0.history.status = .loaded
            $0.shiftEdit = ShiftEditState(notice: .changed(operation, by: .edit), lastOperation: operation)
            $0.schedule.months[f.november]?.shifts = [late, early]
        }
        await store.receive(.schedule(.rulesChecked([shortRest(late, early)]))) {
            $0.schedule.violations = [shortRest(late, early)]
        }
        await store.finish()
        #expect(mock.storedShifts == [late, early])
    }

    @Test("a rotation of seven Earlies in a row asks naming the run; n keeps the preview, y applies it")
    func rotationBreakingConsecutiveDaysAsks() async throws {
        let mock = MockCalendarService()
        var state = schedule()
        let rotation = Rotation(id: "sevens", name: "Seven earlies", cycle: Array(repeating: "early", count: 7),
                                anchor: f.day)
        let last = f.day.adding(days: 6)
        let request = RotationApplyRequest(rotation: rotation, days: f.day...last, anchor: f.day)
        let preview = RotationPreview(request: request, existing: [], existingShifts: .keep, catalog: f.catalog)
        state.rotationApply = RotationApplyState(open: .preview(preview))
        let store = makeStore(mock, state: state)
        let requests = (0...6).map { ShiftEditRequest.add("early", on: f.day.adding(days: $0), notes: "") }
        let summary = RotationApplied(name: "Seven earlies", added: 7, skippedDays: 0, replacedDays: 0)
        let apply = try #require(RotationApplyIntent.apply(in: store.state))
        #expect(apply == .rotationApply(.submitted(requests, summary: summary)))
        await store.send(apply) {
            $0.rotationApply.isWaiting = true
            $0.shiftEdit.isApplying = true
            $0.shiftEdit.onWritten = .rotationApplied(summary)
        }
        let run = RuleViolation.consecutiveDays(first: f.day, last: last, maximum: 6)
        let question = RulesQuestion(violations: [run], requests: requests)
        await store.receive(.shiftEdit(.rulesBroken(question))) {
            $0.rotationApply.isWaiting = false
            $0.rotationApply.rulesQuestion = question
            $0.shiftEdit.isApplying = false
            $0.shiftEdit.onWritten = nil
        }
        // Enter again does nothing while it asks.
        #expect(RotationApplyIntent.apply(in: store.state) == nil)
        await store.send(try #require(RotationApplyIntent.answerRules(false, in: store.state))) {
            $0.rotationApply.rulesQuestion = nil
        }
        #expect(store.state.rotationApply == RotationApplyState(open: .preview(preview)))
        #expect(mock.callCount(.apply) == 0)

        // Asked again, y writes all seven as one change.
        await store.send(apply) {
            $0.rotationApply.isWaiting = true
            $0.shiftEdit.isApplying = true
            $0.shiftEdit.onWritten = .rotationApplied(summary)
        }
        await store.receive(.shiftEdit(.rulesBroken(question))) {
            $0.rotationApply.isWaiting = false
            $0.rotationApply.rulesQuestion = question
            $0.shiftEdit.isApplying = false
            $0.shiftEdit.onWritten = nil
        }
        let yes = try #require(RotationApplyIntent.answerRules(true, in: store.state))
        #expect(yes == .rotationApply(.submitted(requests, summary: summary, allowingBrokenRules: true)))
        await store.send(yes) {
            $0.rotationApply.isWaiting = true
            $0.rotationApply.rulesQuestion = nil
            $0.shiftEdit.isApplying = true
            $0.shiftEdit.onWritten = .rotationApplied(summary)
        }
        // Each plan takes seven ids: uid-1...7 and uid-8...14 for the two
        // asked, uid-15...21 for the one written, uid-22 for the record.
        let added = (0...6).map { f.shift(f.early, on: f.day.adding(days: $0), id: "uid-\(15 + $0)") }
        let operation = ShiftOperation(added.map { .add($0) })
        await store.receive(.shiftEdit(.applied(f.record(operation, id: "uid-22"), source: .edit))) {
            $0.history.undo = UndoHistory(undo: [f.step(operation, id: "uid-22")])
            $0.history.status = .loaded
            $0.shiftEdit = ShiftEditState(notice: .rotationApplied(summary), lastOperation: operation)
            $0.rotationApply = RotationApplyState()
            $0.schedule.months[f.november]?.shifts = added
        }
        await store.receive(.schedule(.rulesChecked([run]))) { $0.schedule.violations = [run] }
        await store.finish()
        #expect(mock.storedShifts == added)
    }

    @Test("the rota line's Early after a Late asks; n gives the line back as typed, nothing written")
    func rotaLineAsksAndNoKeepsIt() async throws {
        let late = f.shift(f.late, on: f.day)
        let mock = MockCalendarService(shifts: [late])
        var state = schedule([late])
        state.bulk.rota = RotaPrompt(start: tuesday, input: TextInput("E"))
        let store = makeStore(mock, state: state)
        let add = ShiftEditRequest.add("early", on: tuesday, notes: "")
        let submit = try #require(BulkEditIntent.submitRota(in: store.state))
        #expect(submit == .bulk(.submitted([add])))
        await store.send(submit) {
            $0.bulk.isWaiting = true
            $0.shiftEdit.isApplying = true
        }
        let question = RulesQuestion(violations: [shortRest(late, f.shift(f.early, on: tuesday, id: "uid-1"))],
                                     requests: [add])
        await store.receive(.shiftEdit(.rulesBroken(question))) {
            $0.bulk.isWaiting = false
            $0.bulk.rulesQuestion = question
            $0.shiftEdit.isApplying = false
        }
        #expect(BulkEditIntent.answerRules(true, in: store.state) == .bulk(.submitted([add], allowingBrokenRules: true)))
        await store.send(try #require(BulkEditIntent.answerRules(false, in: store.state))) {
            $0.bulk.rulesQuestion = nil
        }
        await store.finish()
        #expect(store.state.bulk == state.bulk)
        #expect(mock.callCount(.apply) == 0)
    }

    @Test("a delete breaks no rule: written at once, not checked")
    func deleteIsNotChecked() async throws {
        let late = f.shift(f.late, on: f.day)
        let early = f.shift(f.early, on: tuesday)
        let mock = MockCalendarService(shifts: [late, early])
        var state = schedule([late, early])
        state.schedule.violations = [shortRest(late, early)]
        let store = makeStore(mock, state: state)
        await store.send(.editor(.submitted(.delete(early)))) {
            $0.editor.isWaiting = true
            $0.shiftEdit.isApplying = true
        }
        let operation = ShiftOperation([.delete(early)])
        await store.receive(.shiftEdit(.applied(f.record(operation, id: "uid-1"), source: .edit))) {
            $0.editor = ShiftEditorState()
            $0.history.undo = UndoHistory(undo: [f.step(operation, id: "uid-1")])
            $0.history.status = .loaded
            $0.shiftEdit = ShiftEditState(notice: .changed(operation, by: .edit), lastOperation: operation)
            $0.schedule.months[f.november]?.shifts = [late]
        }
        // The month checked again: the mark goes.
        await store.receive(.schedule(.rulesChecked([]))) { $0.schedule.violations = [] }
        await store.finish()
        #expect(mock.storedShifts == [late])
    }

    @Test("the month is checked when loaded and when the cursor enters another month, not on a move inside it")
    func monthCheckedOnLoadAndMonthChange() async throws {
        let late = f.shift(f.late, on: f.day)
        let early = f.shift(f.early, on: tuesday)
        let mock = MockCalendarService(shifts: [late, early])
        let store = makeStore(mock, state: schedule([late, early]))
        await store.send(.schedule(.reload)) {
            for month in [f.october, f.november, f.december] { $0.schedule.months[month]?.isLoading = true }
        }
        await store.receive(.schedule(.loaded([f.october, f.november, f.december], .success([late, early])))) {
            for month in [f.october, f.november, f.december] { $0.schedule.months[month]?.isLoading = false }
        }
        await store.receive(.schedule(.rulesChecked([shortRest(late, early)]))) {
            $0.schedule.violations = [shortRest(late, early)]
        }
        let reads = mock.callCount(.shifts)
        // Inside November: no check, no read.
        await store.send(.schedule(.moveCursor(days: 1))) {
            $0.schedule.cursor = tuesday
            $0.schedule.selectedShift = nil
        }
        #expect(mock.callCount(.shifts) == reads)
        // Into December: January loads, and December has no rule broken.
        let january = YearMonth(year: 2027, month: 1)
        await store.send(.schedule(.moveCursor(days: 7))) {
            $0.schedule.cursor = CalendarDay("2026-12-01")
            $0.schedule.months[january] = MonthShifts(isLoading: true)
        }
        await store.receive(.schedule(.loaded([january], .success([])))) {
            $0.schedule.months[january] = MonthShifts(shifts: [])
        }
        await store.receive(.schedule(.rulesChecked([]))) { $0.schedule.violations = [] }
        await store.finish()
    }

    @Test("holidays are read into the state once, and read again only to tell what changed")
    func holidaysLoaded() async throws {
        let christmas = PublicHolidays(names: [CalendarDay("2026-12-25"): "Christmas Day"])
        let store = makeStore(MockCalendarService(), state: schedule(), holidays: christmas)
        await store.send(.holidays(.load))
        await store.receive(.holidays(.loaded(.success(christmas)))) {
            $0.holidays = HolidaysState(holidays: christmas)
        }
        // The same holidays read again: nothing to tell.
        await store.send(.holidays(.load))
        await store.finish()
        #expect(store.state.holidays.holidays.name(on: CalendarDay("2026-12-25")) == "Christmas Day")
    }
}

extension EditFixtures {
    /// The read of the Schedule's rules check of `month`: the days the
    /// rules look at around it (the model's `checkContext`).
    func rulesRead(_ month: YearMonth) -> MockCalendarService.Call {
        let days = HoursCalculator(catalog: catalog, calendar: calendar).checkContext(for: month.firstDay...month.lastDay)
        return .shifts(DateInterval(start: days.lowerBound.start(in: calendar),
                                    end: days.upperBound.adding(days: 1).start(in: calendar)))
    }
}
