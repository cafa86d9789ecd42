import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

/// A refused change shows its message on the form; what the user does next
/// replaces it: a new problem in a field is shown without the old message.
@Suite("Editor: a refusal's message lasts until the next Enter")
struct ShiftEditorRefusalTests {
    let f = EditFixtures()

    func reduced(_ state: AppState, _ actions: [AppAction]) -> AppState {
        var state = state
        for action in actions { AppReducer.reducer.reduce(&state, action) }
        return state
    }

    func typing(_ text: String) -> [AppAction] {
        text.map { .editor(.form(.edit(.text(.insert(String($0)))))) }
    }

    func submitted(_ state: AppState) -> AppState {
        reduced(state, [ShiftEditorIntent.submit(in: state)])
    }

    @Test("Enter on an invalid form after a refusal shows the field's problem and drops the refusal")
    func invalidAfterRefusal() throws {
        let early = f.shift(f.early, on: f.day)
        var state = reduced(f.state(), [.editor(.notes(early))] + typing("cover"))
        state = submitted(state)
        #expect(state.editor.isWaiting)
        state = reduced(state, [.editor(.refused(.refused("E Early on Mon 23 Nov 2026 changed elsewhere; nothing was saved.")))])
        #expect(state.editor.form?.failure == .saveFailed("E Early on Mon 23 Nov 2026 changed elsewhere; nothing was saved."))
        #expect(state.editor.isWaiting == false)

        state = reduced(state, typing("\u{7}"))
        state = submitted(state)
        let form = try #require(state.editor.form)
        #expect(form.failure == nil)
        #expect(form.fields.map(\.problem) == [.controlCharacters])
        #expect(form.text(.notes) == "cover\u{7}")
        #expect(state.editor.isWaiting == false)
    }
}
