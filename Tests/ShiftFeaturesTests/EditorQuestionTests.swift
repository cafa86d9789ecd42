import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

/// The editor asks one `EditorQuestion` at a time, over its form or alone:
/// a new one takes the place of the one asked, and one's answer leaves the
/// other alone.
@Suite("The editor's one question")
struct EditorQuestionTests {
    let f = EditFixtures()

    func reduced(_ state: ShiftEditorState, _ actions: ShiftEditorAction...) -> ShiftEditorState {
        var state = state
        for action in actions { ShiftEditorReducer.reduce(&state, action, catalog: .defaults()) }
        return state
    }

    @Test("a question asked takes the place of the one asked; the form under it stays")
    func askingReplaces() {
        let early = f.shift(f.early, on: f.day)
        let rules = RulesQuestion(violations: [], requests: [.delete(early)])
        let change = ShiftEditorQuestion(request: .delete(early))
        let overRules = reduced(ShiftEditorState(asking: .rules(rules)), .delete(early))
        #expect(overRules == ShiftEditorState(asking: .change(change)))
        let form = reduced(ShiftEditorState(), .notes(early))
        let asked = reduced(form, .asked(change))
        #expect(asked.asking == .change(change) && asked.form == form.form)
    }

    @Test("n to one question leaves the other asked")
    func answersLeaveTheOther() {
        let early = f.shift(f.early, on: f.day)
        let rules = ShiftEditorState(asking: .rules(RulesQuestion(violations: [], requests: [.delete(early)])))
        #expect(reduced(rules, .declined) == rules)
        #expect(reduced(rules, .rulesDeclined) == ShiftEditorState())
        let change = ShiftEditorState(asking: .change(ShiftEditorQuestion(request: .delete(early))))
        #expect(reduced(change, .rulesDeclined) == change)
        #expect(reduced(change, .declined) == ShiftEditorState())
    }
}
