import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// A rotation applied from the Schedule, every step asserted: the form, the
/// shifts read, the preview (kept while the cursor moves), keep or replace,
/// Enter as one change (one undo step), and a refusal that writes nothing.
@Suite("Applying a rotation (TestStore)")
@UIActor
struct RotationApplyFlowTests {
    let f = EditFixtures()
    /// E E ~ ~ from Monday 23 November.
    var earlyTwos: Rotation { Rotation(id: "twos", name: "Early twos", cycle: ["early", "early", nil, nil], anchor: f.day) }

    func schedule(_ shifts: [ScheduledShift] = []) -> AppState {
        var state = f.state(.schedule)
        state.catalog.catalog.rotations = [earlyTwos]
        state.schedule = f.loadedSchedule(shifts: shifts)
        return state
    }

    func makeStore(_ mock: MockCalendarService, state: AppState) -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: state, reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: mock, clock: f.clock, ids: SequentialIDGenerator(prefix: "uid-")),
                  middlewares: AppReducer.middlewares())
    }

    /// The rotation choices: the user's, then the eight presets.
    let choices = [
        FormChoice(.rotation("twos"), name: "Early twos: E E ~ ~"),
        FormChoice(.preset("4on4off-days"), name: "4 on 4 off, days (preset): D D D D ~ ~ ~ ~"),
        FormChoice(.preset("4on4off-days-nights"), name: "4 on 4 off, days and nights (preset): D D N N ~ ~ ~ ~"),
        FormChoice(.preset("pitman"), name: "Pitman 2-2-3 (preset): D D ~ ~ D D D ~ ~ D D ~ ~ ~"),
        FormChoice(.preset("panama"), name: "Panama 2-2-3, days then nights (preset): D D ~ ~ D D D ~ ~ D D ~ ~ ~ N N ~ ~ N N N ~ ~ N N ~ ~ ~"),
        FormChoice(.preset("dupont"), name: "DuPont (preset): N N N N ~ ~ ~ D D D ~ N N N ~ ~ ~ D D D D ~ ~ ~ ~ ~ ~ ~"),
        FormChoice(.preset("continental"), name: "Continental (preset): E E L L N N N ~ ~ E E L L L N N ~ ~ ~ E E E L L N N ~ ~"),
        FormChoice(.preset("5on2off"), name: "5 on 2 off (preset): E E E E E ~ ~"),
        FormChoice(.preset("2-2-2-4off"), name: "2-2-2 with 4 off (preset): E E L L N N ~ ~ ~ ~"),
    ]

    func form(from: String, to: String) -> FormState<RotationApplyField> {
        FormState([
            FormField(.rotation, .choice(choices), choice: 0),
            FormField(.from, .text(maxLength: 20), text: from),
            FormField(.to, .text(maxLength: 20), text: to),
            FormField(.anchor, .text(maxLength: 20)),
        ])
    }

    /// The shifts call for the days from `first` to `last` with the nights around them.
    func read(_ first: CalendarDay, _ last: CalendarDay) -> MockCalendarService.Call {
        .shifts(DateInterval(start: first.adding(days: -1).start(in: f.calendar),
                             end: last.adding(days: 2).start(in: f.calendar)))
    }

    @Test("@ opens the form on the marked range, or from the cursor for three months; a preset without a matching type is refused per field")
    func beginAndRefusals() throws {
        var state = schedule()
        #expect(RotationApplyIntent.begin(in: state) == .rotationApply(.begin(from: f.day, to: CalendarDay("2027-02-22"))))
        state.bulk.marked = [f.day.adding(days: 3), f.day.adding(days: 1)]
        #expect(RotationApplyIntent.begin(in: state)
            == .rotationApply(.begin(from: f.day.adding(days: 1), to: f.day.adding(days: 3))))

        AppReducer.reducer.reduce(&state, .rotationApply(.begin(from: f.day, to: f.day.adding(days: 7))))
        #expect(state.rotationApply == RotationApplyState(open: .form(form(from: "2026-11-23", to: "2026-11-30"), loading: nil)))
        #expect(state.openForm == .rotationApply)
        // The first preset works D, which no type of the default catalog has;
        // the end before the start; the anchor no date.
        state.rotationApply.form?.fields[0].choice = 1
        state.rotationApply.form?.fields[2].input = TextInput("2026-11-01")
        state.rotationApply.form?.fields[3].input = TextInput("soon")
        #expect(RotationApplyIntent.submitForm(in: state) == .rotationApply(.form(.submit)))
        AppReducer.reducer.reduce(&state, RotationApplyIntent.submitForm(in: state))
        var refused = form(from: "2026-11-23", to: "2026-11-30")
        refused.fields[0].choice = 1
        refused.fields[2].input = TextInput("2026-11-01")
        refused.fields[3].input = TextInput("soon")
        refused.refused([.rotation: .rolesUnmatched(["D"]), .to: .beforeStart, .anchor: .notADate])
        #expect(state.rotationApply.form == refused)
        #expect(state.rotationApply.form?.focus == 0)
    }

    @Test("Enter reads the days; the preview skips a day with a shift, stays as the cursor moves, r replaces; Enter adds all as one step")
    func previewKeepReplaceAndWrite() async throws {
        let late = f.shift(f.late, on: f.day.adding(days: 1))
        let mock = MockCalendarService(shifts: [late])
        let store = makeStore(mock, state: schedule([late]))
        let last = f.day.adding(days: 7)
        await store.send(.rotationApply(.begin(from: f.day, to: last))) {
            $0.rotationApply.form = form(from: "2026-11-23", to: "2026-11-30")
        }
        let request = RotationApplyRequest(rotation: earlyTwos, days: f.day...last, anchor: f.day)
        #expect(RotationApplyIntent.submitForm(in: store.state) == .rotationApply(.requested(request)))
        await store.send(.rotationApply(.requested(request))) { $0.rotationApply.loading = request }
        let keep = RotationPreview(request: request, existing: [late], existingShifts: .keep, catalog: store.state.catalog.catalog)
        await store.receive(.rotationApply(.loaded(request, .success([late])))) {
            $0.rotationApply = RotationApplyState(open: .preview(keep))
        }
        #expect(mock.calls == [read(f.day, last)])
        #expect(keep.plan.outcomes == [.add("early"), .skip("early", existing: [late]), .off, .off,
                                       .add("early"), .add("early"), .off, .off])
        #expect(keep.summary == RotationApplied(name: "Early twos", added: 3, skippedDays: 1, replacedDays: 0))

        // The cursor moves; the preview stays as it was.
        await store.send(.schedule(.moveCursor(days: 1))) { $0.schedule.cursor = f.day.adding(days: 1) }
        await store.send(.rotationApply(.toggleExisting)) {
            $0.rotationApply.preview = RotationPreview(request: request, existing: [late], existingShifts: .replace,
                                                       catalog: f.catalog)
        }
        #expect(store.state.rotationApply.preview?.plan.outcomes[1] == .replace("early", existing: [late]))
        await store.send(.rotationApply(.toggleExisting)) { $0.rotationApply.preview = keep }

        let summary = keep.summary
        let apply = try #require(RotationApplyIntent.apply(in: store.state))
        #expect(apply == .rotationApply(.submitted([.add("early", on: f.day, notes: ""),
                                                    .add("early", on: f.day.adding(days: 4), notes: ""),
                                                    .add("early", on: f.day.adding(days: 5), notes: "")],
                                                   summary: summary)))
        await store.send(apply) {
            $0.rotationApply.isWaiting = true
            $0.shiftEdit.isApplying = true
            $0.shiftEdit.onWritten = .rotationApplied(summary)
        }
        let added = [f.shift(f.early, on: f.day, id: "uid-1"), f.shift(f.early, on: f.day.adding(days: 4), id: "uid-2"),
                     f.shift(f.early, on: f.day.adding(days: 5), id: "uid-3")]
        let operation = ShiftOperation(added.map { .add($0) })
        await store.receive(.shiftEdit(.applied(f.record(operation, id: "uid-4"), source: .edit))) {
            $0.history.undo = UndoHistory(undo: [f.step(operation, id: "uid-4")])
            $0.history.status = .loaded
            $0.shiftEdit = ShiftEditState(notice: .rotationApplied(summary), lastOperation: operation)
            $0.rotationApply = RotationApplyState()
            $0.schedule.months[f.november]?.shifts = [late] + added
        }
        #expect(mock.callCount(.apply) == 1)
        #expect(mock.storedShifts.sorted { $0.day < $1.day } == [added[0], late, added[1], added[2]])

        // One u takes all three back.
        await store.send(.history(.undo)) {
            $0.shiftEdit.isApplying = true
            $0.shiftEdit.notice = nil
        }
        let undone = operation.inverse
        let afterUndo = UndoHistory(undo: [], redo: [f.step(operation, id: "uid-4")])
        await store.receive(.shiftEdit(.applied(
            HistoryRecord(commit: HistoryCommit(id: "uid-5", time: f.clock.now(), user: "", source: .undo,
                                                operation: undone, stepID: "uid-4"),
                          undo: afterUndo), source: .undo))) {
            $0.history.undo = afterUndo
            $0.shiftEdit = ShiftEditState(notice: .changed(undone, by: .undo), lastOperation: undone)
            $0.schedule.months[f.november]?.shifts = [late]
        }
        await store.finish()
        #expect(mock.storedShifts == [late])
    }

    @Test("the days' shifts cannot be read: the form stays, saying why, and nothing is previewed or written")
    func readFailureKeepsTheForm() async throws {
        let mock = MockCalendarService()
        mock.failNext(.shifts, with: MockCalendarService.ScriptedFailure("Cannot read calendar.ics"))
        let store = makeStore(mock, state: schedule())
        let last = f.day.adding(days: 3)
        let request = RotationApplyRequest(rotation: earlyTwos, days: f.day...last, anchor: f.day)
        await store.send(.rotationApply(.begin(from: f.day, to: last))) {
            $0.rotationApply.form = form(from: "2026-11-23", to: "2026-11-26")
        }
        await store.send(RotationApplyIntent.submitForm(in: store.state)) { $0.rotationApply.loading = request }
        await store.receive(.rotationApply(.loaded(request, .failure(UserFacingError(message: "Cannot read calendar.ics"))))) {
            $0.rotationApply.loading = nil
            $0.rotationApply.form?.failure = .saveFailed("Cannot read calendar.ics")
        }
        await store.finish()
        #expect(mock.callCount(.apply) == 0)
    }

    @Test("an overlap with the night before is refused naming it: nothing written, the preview stays saying why; Esc drops it")
    func refusalKeepsThePreview() async throws {
        // Sunday 22:00 to Monday 07:00 runs into Monday's early (06:00).
        let long = ShiftBuilder(calendar: f.calendar).shift("X", title: "Long night", on: f.day.adding(days: -1),
                                                             from: 22, to: 7, id: "long")
        let mock = MockCalendarService(shifts: [long])
        let store = makeStore(mock, state: schedule([long]))
        let last = f.day.adding(days: 3)
        let request = RotationApplyRequest(rotation: earlyTwos, days: f.day...last, anchor: f.day)
        await store.send(.rotationApply(.begin(from: f.day, to: last))) {
            $0.rotationApply.form = form(from: "2026-11-23", to: "2026-11-26")
        }
        await store.send(RotationApplyIntent.submitForm(in: store.state)) { $0.rotationApply.loading = request }
        // The night starts the day before: not a day of the range.
        let preview = RotationPreview(request: request, existing: [], existingShifts: .keep, catalog: f.catalog)
        await store.receive(.rotationApply(.loaded(request, .success([long])))) {
            $0.rotationApply = RotationApplyState(open: .preview(preview))
        }
        let summary = RotationApplied(name: "Early twos", added: 2, skippedDays: 0, replacedDays: 0)
        await store.send(try #require(RotationApplyIntent.apply(in: store.state))) {
            $0.rotationApply.isWaiting = true
            $0.shiftEdit.isApplying = true
            $0.shiftEdit.onWritten = .rotationApplied(summary)
        }
        let message = "Cannot add E Early 06:00–14:00 on Mon 2026-11-23: it overlaps X Long night 22:00–07:00 "
            + "on Sun 2026-11-22. Nothing was changed."
        await store.receive(.shiftEdit(.failed(ShiftEditFailure(message: message), source: .edit))) {
            $0.rotationApply.isWaiting = false
            $0.rotationApply.preview?.failure = .saveFailed(message)
            $0.shiftEdit = ShiftEditState(notice: .changeRefused(message))
        }
        #expect(store.state.rotationApply.preview?.plan == preview.plan)
        // Esc: the preview goes, nothing was written.
        await store.send(.rotationApply(.cancel)) { $0.rotationApply = RotationApplyState() }
        await store.finish()
        #expect(mock.callCount(.apply) == 0)
        #expect(mock.storedShifts == [long])
    }
}
