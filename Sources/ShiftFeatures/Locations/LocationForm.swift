import ShiftModel

/// The location form, built in one place: fields from a draft, and the
/// draft back from the fields.
package enum LocationForm {
    package static func make(_ draft: LocationDraft) -> FormState<LocationField> {
        FormState([
            FormField(.name, .text(maxLength: LocationDraft.maxNameLength + 10), text: draft.name),
            FormField(.address, .text(maxLength: LocationDraft.maxAddressLength + 10), text: draft.address),
        ])
    }

    package static func draft(from form: FormState<LocationField>) -> LocationDraft {
        LocationDraft(name: form.text(.name), address: form.text(.address))
    }
}
