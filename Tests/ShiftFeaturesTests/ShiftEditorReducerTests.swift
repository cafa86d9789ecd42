import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

@Suite("Editor reducer: the forms and questions before a change (S3, S5, T4, T5)")
struct ShiftEditorReducerTests {
    let f = EditFixtures()

    func reduced(_ state: AppState, _ actions: AppAction...) -> AppState {
        var state = state
        for action in actions { AppReducer.reducer.reduce(&state, action) }
        return state
    }

    func typing(_ text: String) -> [AppAction] {
        text.map { .editor(.form(.edit(.text(.insert(String($0)))))) }
    }

    /// Enter on the editor's form, as the key sends it in `state`.
    func submitted(_ state: AppState) -> AppState {
        reduced(state, [ShiftEditorIntent.submit(in: state)])
    }

    func reduced(_ state: AppState, _ actions: [AppAction]) -> AppState {
        var state = state
        for action in actions { AppReducer.reducer.reduce(&state, action) }
        return state
    }

    @Test("a opens the add form: the catalog's types to choose from, and optional notes")
    func addForm() throws {
        let state = reduced(f.state(), .editor(.add(f.day)))
        let form = try #require(state.editor.form)
        #expect(form.fields.map(\.name) == [.type, .notes])
        #expect(form.fields[0].options.map(\.name) == ["E  Early  06:00–14:00", "L  Late  14:00–22:00",
                                                         "N  Night  22:00–06:00 (overnight)", "O  Off  all day"])
        #expect(state.editor.purpose == .add(f.day))
        #expect(state.openForm == .shiftEditor)
    }

    @Test("Enter sends the add request: the chosen type, the notes typed; the form waits, saving")
    func addSubmit() throws {
        var state = reduced(f.state(), .editor(.add(f.day)), .editor(.form(.edit(.text(.right)))),
                            .editor(.form(.edit(.nextField))))
        state = reduced(state, typing("cover"))
        #expect(ShiftEditorIntent.submit(in: state) == .editor(.submitted(.add("late", on: f.day, notes: "cover"))))
        state = submitted(state)
        #expect(state.editor.isWaiting)
        #expect(state.editor.form?.isSaving == true)
        #expect(state.shiftEdit.isApplying)
    }

    @Test("a refusal keeps the form and what was typed, with the message; the next Enter tries again")
    func refusalKeepsForm() throws {
        var state = reduced(f.state(), .editor(.add(f.day)), .editor(.form(.edit(.nextField))))
        state = reduced(state, typing("x"))
        state = submitted(state)
        state = reduced(state, .shiftEdit(.failed(ShiftEditFailure(message: "Cannot add: overlaps."), source: .edit)))
        let form = try #require(state.editor.form)
        #expect(form.failure == .saveFailed("Cannot add: overlaps."))
        #expect(!form.isSaving)
        #expect(form.text(.notes) == "x")
        #expect(!state.editor.isWaiting)
        #expect(state.shiftEdit.notice == .changeRefused("Cannot add: overlaps."))
        #expect(ShiftEditorIntent.submit(in: state) == .editor(.submitted(.add("early", on: f.day, notes: "x"))))
    }

    @Test("once written, the form closes; an undo's answer leaves an open form alone")
    func appliedCloses() {
        let early = f.shift(f.early, on: f.day)
        var state = submitted(reduced(f.state(), .editor(.add(f.day))))
        let waiting = state.editor
        let record = f.record(ShiftOperation([.add(early)]), id: "c1")
        state = reduced(state, .shiftEdit(.applied(record, source: .undo)))
        #expect(state.editor == waiting)
        state = reduced(state, .shiftEdit(.applied(record, source: .edit)))
        #expect(state.editor == ShiftEditorState())
        #expect(state.shiftEdit.notice?.change == "edit: Added E Early on 2026-11-23")
    }

    @Test("s: the other types and a reason; Enter asks first; n goes back to the form, y sends the switch")
    func switchWithConfirmation() throws {
        let early = f.shift(f.early, on: f.day, notes: "keys")
        var state = reduced(f.state(), .editor(.switchType(early)))
        #expect(state.editor.form?.fields[0].options.map(\.value) == [.shiftType("late"), .shiftType("night"), .shiftType("off")])
        state = reduced(state, .editor(.form(.edit(.nextField))))
        state = reduced(state, typing("swap"))
        state = submitted(state)
        let question = ShiftEditorQuestion(request: .switchType(early, to: "late", reason: "swap"))
        #expect(state.editor.question == question)
        #expect(!state.editor.isWaiting)
        // Keys in the form do nothing while the question is asked.
        #expect(reduced(state, .editor(.form(.edit(.text(.insert("x")))))).editor == state.editor)

        let back = reduced(state, .editor(.declined))
        #expect(back.editor.question == nil)
        #expect(back.editor.form?.text(.reason) == "swap")
        #expect(ShiftEditorIntent.answer(true, in: state) == .editor(.submitted(.switchType(early, to: "late", reason: "swap"))))
        let yes = reduced(state, ShiftEditorIntent.answer(true, in: state)!)
        #expect(yes.editor.form?.isSaving == true)
        #expect(yes.editor.question == nil)
    }

    @Test("d asks before deleting; y sends the delete, n keeps the shift")
    func deleteWithConfirmation() {
        let early = f.shift(f.early, on: f.day)
        let asked = reduced(f.state(), .editor(.delete(early)))
        #expect(asked.editor == ShiftEditorState(asking: .change(ShiftEditorQuestion(request: .delete(early)))))
        #expect(reduced(asked, .editor(.declined)).editor == ShiftEditorState())
        #expect(ShiftEditorIntent.answer(true, in: asked) == .editor(.submitted(.delete(early))))
        #expect(reduced(asked, ShiftEditorIntent.answer(true, in: asked)!).editor == ShiftEditorState(isWaiting: true))
    }

    @Test("n edits the notes as they are; ! asks a reason for a shift not sick and unmarks a sick one at once")
    func notesAndSick() throws {
        let early = f.shift(f.early, on: f.day, notes: "old")
        var state = reduced(f.state(), .editor(.notes(early)))
        #expect(state.editor.form?.text(.notes) == "old")
        state = reduced(state, .editor(.form(.edit(.text(.deleteToStart)))))
        state = reduced(state, typing("new"))
        #expect(ShiftEditorIntent.submit(in: state) == .editor(.submitted(.setNotes(early, notes: "new"))))

        state = reduced(f.state(), .editor(.sick(early)))
        #expect(state.editor.purpose == .sick(early))
        #expect(state.editor.form?.fields.map(\.name) == [.reason])
        state = reduced(state, typing("flu"))
        #expect(ShiftEditorIntent.submit(in: state) == .editor(.submitted(.markSick(early, reason: "flu"))))

        let sick = f.shift(f.early, on: f.day, sick: SickMark(reason: "flu"))
        var onToday = f.state(.today)
        onToday.today = TodayState(selectedDay: f.day, shifts: [sick])
        #expect(ShiftEditorIntent.open(.sick, in: onToday) == .editor(.submitted(.unmarkSick(sick))))
    }

    @Test("control characters in notes are refused at the field; Esc on a changed form asks before discarding")
    func validationAndCancel() throws {
        let early = f.shift(f.early, on: f.day)
        var state = reduced(f.state(), .editor(.notes(early)), .editor(.form(.edit(.text(.insert("a\u{7}b"))))))
        #expect(ShiftEditorIntent.submit(in: state) == .editor(.form(.submit)))
        state = submitted(state)
        #expect(state.editor.form?.fields[0].problem == .controlCharacters)
        #expect(!state.editor.isWaiting)
        state = reduced(state, .editor(.form(.cancel)))
        #expect(state.editor.form?.isConfirmingDiscard == true)
        state = reduced(state, .editor(.form(.discard(true))))
        #expect(state.editor == ShiftEditorState())
    }

    @Test("without types, or with an unreadable catalog, add and switch are refused with what to do")
    func refusals() throws {
        var empty = f.state(.today)
        empty.catalog.catalog.shiftTypes = []
        empty.today = TodayState(selectedDay: f.day)
        let add = try #require(ShiftEditorIntent.open(.add, in: empty))
        #expect(reduced(empty, add).shiftEdit.notice == .unavailable(.noShiftTypes))
        var broken = f.state(.today)
        broken.today = TodayState(selectedDay: f.day, shifts: [f.shift(f.early, on: f.day)])
        broken.catalog.status = .failed("Cannot read catalog.json")
        let refused = reduced(broken, try #require(ShiftEditorIntent.open(.switchType, in: broken)))
        #expect(refused.editor == ShiftEditorState())
        #expect(refused.shiftEdit.notice == .unavailable(.catalog(.unreadable)))
        #expect(reduced(f.state(), .editor(.unavailable(.noShiftHere(.delete)))).shiftEdit.notice
            == .unavailable(.noShiftHere(.delete)))
    }

    @Test("opening a form or answering a question clears the last change's notice; a refusal's stays in the form")
    func editorStepsClearTheNotice() {
        let early = f.shift(f.early, on: f.day)
        var state = f.state()
        state.shiftEdit.notice = .changed(ShiftOperation([.add(early)]), by: .edit)
        #expect(reduced(state, .editor(.add(f.day))).shiftEdit.notice == nil)
        #expect(reduced(state, .editor(.delete(early)), .editor(.declined)).shiftEdit.notice == nil)
        state.shiftEdit.notice = .changeRefused("Cannot add: overlaps.")
        #expect(reduced(state, .shiftEdit(.applied(f.record(ShiftOperation([.add(early)]), id: "c1"), source: .undo)))
            .shiftEdit.notice?.change == "undo: Added E Early on 2026-11-23")
    }

    @Test("while a change from the editor is written, its keys send nothing: no second write of the same shift")
    func nothingWhileWaiting() {
        let sick = f.shift(f.early, on: f.day, sick: SickMark(reason: "flu"))
        var state = f.state(.today)
        state.today = TodayState(selectedDay: f.day, shifts: [sick])
        let unmark = ShiftEditorIntent.open(.sick, in: state)
        #expect(unmark == .editor(.submitted(.unmarkSick(sick))))
        state = reduced(state, .editor(.submitted(.unmarkSick(sick))))
        #expect(state.editor.isWaiting)
        for verb in [ShiftEditorIntent.Verb.add, .switchType, .delete, .notes, .sick] {
            #expect(ShiftEditorIntent.open(verb, in: state) == nil)
        }
    }

    @Test("screens do not switch while the editor's form is open")
    func formHoldsScreen() {
        let state = reduced(f.state(.today), .editor(.add(f.day)), .showScreen(.schedule), .showScreen(.settings))
        #expect(state.screen == .today)
    }
}
