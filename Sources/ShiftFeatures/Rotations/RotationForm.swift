import Redux
import ShiftModel

/// The rotation form and the preset picker, each built in one place.
package enum RotationForm {
    /// The rotation form: name, the cycle in the user's symbols, the anchor.
    package static func make(_ draft: RotationDraft) -> FormState<RotationField> {
        FormState([
            FormField(.name, .text(maxLength: RotationDraft.maxNameLength + 10), text: draft.name),
            // Room for 140 days written out with spaces between them.
            FormField(.cycle, .text(maxLength: Rotation.maxCycleDays * 3), text: draft.cycle),
            FormField(.anchor, .text(maxLength: 20), text: draft.anchor),
        ])
    }

    package static func draft(from form: FormState<RotationField>) -> RotationDraft {
        RotationDraft(name: form.text(.name), cycle: form.text(.cycle), anchor: form.text(.anchor))
    }

    /// The picker's first step: one choice of the presets.
    package static func presets() -> FormState<PresetField> {
        FormState([.choice(.preset, options: RotationPreset.all.map { FormChoice(.preset($0.id), name: "\($0.name): \($0.patternText)") },
                           selected: nil)])
    }

    /// The picker's second step: a type for each role of `preset` no
    /// type's symbol matches, none chosen yet.
    package static func roles(_ roles: [String], types: [ShiftType]) -> FormState<PresetField> {
        let choices = [FormChoice(nil, name: "—")] + ShiftEditorForm.typeChoices(types)
        return FormState(roles.map { .choice(.role($0), options: choices, selected: nil) })
    }
}
