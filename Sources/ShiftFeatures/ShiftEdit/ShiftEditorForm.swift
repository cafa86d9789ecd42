import ShiftModel

/// The editor's forms, built in one place.
package enum ShiftEditorForm {
    /// a: a type and notes.
    package static func add(types: [ShiftType]) -> FormState<EditorField> {
        FormState([
            .choice(.type, options: typeChoices(types), selected: nil),
            FormField(.notes, .text(maxLength: ShiftEditorReducer.maxNotesLength)),
        ])
    }

    /// s: the type to switch to, and why.
    package static func switchType(to types: [ShiftType]) -> FormState<EditorField> {
        FormState([
            .choice(.type, options: typeChoices(types), selected: nil),
            FormField(.reason, .text(maxLength: ShiftEditorReducer.maxReasonLength)),
        ])
    }

    /// n: the notes as they are.
    package static func notes(_ notes: String) -> FormState<EditorField> {
        FormState([FormField(.notes, .text(maxLength: ShiftEditorReducer.maxNotesLength), text: notes)])
    }

    /// !: why.
    package static func sick() -> FormState<EditorField> {
        FormState([FormField(.reason, .text(maxLength: ShiftEditorReducer.maxReasonLength))])
    }

    /// The choices of a shift type field: `E  Early  06:00–14:00`.
    package static func typeChoices(_ types: [ShiftType]) -> [FormChoice] {
        types.map { FormChoice(.shiftType($0.id), name: "\($0.symbol)  \($0.title)  \($0.duration.label)") }
    }
}
