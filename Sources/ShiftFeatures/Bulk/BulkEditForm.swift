import ShiftModel

/// The bulk forms, built in one place.
package enum BulkEditForm {
    /// a with days marked: one type for all, and notes.
    package static func oneType(_ types: [ShiftType]) -> FormState<BulkField> {
        FormState([
            .choice(.type, options: ShiftEditorForm.typeChoices(types), selected: nil),
            notes,
        ])
    }

    /// A with days marked: a type (or none) per day, and notes for all.
    package static func typePerDay(_ days: [CalendarDay], types: [ShiftType]) -> FormState<BulkField> {
        let choices = [FormChoice(nil, name: "—")] + ShiftEditorForm.typeChoices(types)
        return FormState(days.map { .choice(.day($0), options: choices, selected: nil) } + [notes])
    }

    private static var notes: FormField<BulkField> {
        FormField(.notes, .text(maxLength: ShiftEditorReducer.maxNotesLength))
    }
}
