import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// What a form draws, from a `FormState`: labels, values, where the cursor
/// is, each field's message.
struct FormProps: Hashable, Sendable {
    package struct Field: Hashable, Sendable {
        package var label: String
        /// The text typed, or the chosen option's label.
        package var value: String
        package var isChoice: Bool
        package var isTime: Bool
        package var isFocused: Bool
        /// The cursor's character index in `value`, on the focused text field.
        package var cursor: Int?
        package var error: String?
        package var hint: String?
    }

    package var title: String
    package var fields: [Field]
    /// The question on screen ("Discard ...?"), if one is asked.
    package var question: String?
    /// A message for the whole form (a failed save).
    package var error: String?
    package var isSaving: Bool

    /// `form` in words: its `title`, each field as `words` names it, and
    /// the messages of its problems and failure.
    init<Name>(_ form: FormState<Name>, title: String, words: (Name) -> FieldWords,
               problem: (FieldProblem) -> String = { $0.sentence },
               failure: (FormFailure) -> String = FormWords.failure) {
        self.title = title
        fields = form.fields.enumerated().map { index, field in
            let focused = index == form.focus
            let named = words(field.name)
            var value = field.input.text
            var isChoice = false
            var isTime = false
            switch field.kind {
            case .choice:
                isChoice = true
                value = field.chosen?.name ?? "(none)"
            case .toggle:
                isChoice = true
                value = field.choice == 1 ? named.on : named.off
            case .time: isTime = true
            case .text: break
            }
            return Field(label: named.label, value: value, isChoice: isChoice, isTime: isTime, isFocused: focused,
                         cursor: focused && !isChoice ? field.input.cursor : nil,
                         error: field.problem.map(problem), hint: named.hint)
        }
        question = form.discardQuestion.map(QuestionWords.discard)
        error = form.failure.map(failure)
        isSaving = form.isSaving
    }
}

extension FormProps {
    /// The editor's form, if open, titled by what it is for.
    init?(editor: ShiftEditorState) {
        guard let form = editor.form else { return nil }
        self.init(form, title: FormWords.editorTitle(editor.purpose)) { FormWords.editor($0, purpose: editor.purpose) }
    }
}
