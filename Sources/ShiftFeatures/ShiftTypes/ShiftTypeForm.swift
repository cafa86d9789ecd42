import ShiftModel

/// The shift type form, built in one place: fields from a draft, and the
/// draft back from the fields.
package enum ShiftTypeForm {
    package static func make(_ draft: ShiftTypeDraft, catalog: Catalog) -> FormState<ShiftTypeField> {
        let locations = catalog.locations.map { FormChoice(.location($0.id), name: $0.name) }
        let pay = draft.payText ?? ShiftPayText(draft.pay)
        return FormState([
            FormField(.symbol, .text(maxLength: 8), text: draft.symbol),
            FormField(.title, .text(maxLength: ShiftTypeDraft.maxTitleLength + 10), text: draft.title),
            FormField(.description, .text(maxLength: ShiftTypeDraft.maxDescriptionLength + 10),
                      text: draft.description),
            .toggle(.allDay, isOn: draft.isAllDay),
            FormField(.start, .time, text: draft.start),
            FormField(.end, .time, text: draft.end),
            .choice(.location, options: locations, selected: draft.locationID.map(FormValue.location)),
            FormField(.unpaidBreak, .text(maxLength: 4), text: pay.unpaidBreak),
            FormField(.allDayHours, .text(maxLength: 5), text: pay.allDayHours),
            .toggle(.notWork, isOn: !pay.isWork),
        ])
    }

    package static func draft(from form: FormState<ShiftTypeField>) -> ShiftTypeDraft {
        ShiftTypeDraft(symbol: form.text(.symbol), title: form.text(.title), description: form.text(.description),
                       isAllDay: form.isOn(.allDay), start: form.text(.start), end: form.text(.end),
                       locationID: form.location(.location),
                       payText: ShiftPayText(unpaidBreak: form.text(.unpaidBreak), allDayHours: form.text(.allDayHours),
                                             isWork: !form.isOn(.notWork)))
    }
}
