import ShiftModel

/// The shift type form: fields from a draft, and the draft back from the fields.
public enum ShiftTypeForm {
    public static func make(_ draft: ShiftTypeDraft, catalog: Catalog, title: String) -> FormState {
        let locations = catalog.locations.map { FormChoice(value: $0.id.rawValue, label: $0.name) }
        return FormState(title: title, fields: [
            FormField(key: ShiftTypeField.symbol.rawValue, label: "Symbol",
                      kind: .text(maxLength: 8), text: draft.symbol, hint: "1-3 characters or an emoji"),
            FormField(key: ShiftTypeField.title.rawValue, label: "Title",
                      kind: .text(maxLength: ShiftTypeDraft.maxTitleLength + 10), text: draft.title),
            FormField(key: ShiftTypeField.description.rawValue, label: "Description",
                      kind: .text(maxLength: ShiftTypeDraft.maxDescriptionLength + 10), text: draft.description),
            .choice(key: ShiftTypeField.allDay.rawValue, label: "Duration", options: [
                FormChoice(value: "timed", label: "start to end"),
                FormChoice(value: "allDay", label: "all day"),
            ], selected: draft.isAllDay ? "allDay" : "timed"),
            FormField(key: ShiftTypeField.start.rawValue, label: "Start", kind: .time, text: draft.start,
                      hint: "HH:MM"),
            FormField(key: ShiftTypeField.end.rawValue, label: "End", kind: .time, text: draft.end,
                      hint: "HH:MM, before the start = overnight"),
            .choice(key: ShiftTypeField.location.rawValue, label: "Location", options: locations,
                    selected: draft.locationID?.rawValue),
        ])
    }

    public static func draft(from form: FormState) -> ShiftTypeDraft {
        let location = form[ShiftTypeField.location.rawValue]
        return ShiftTypeDraft(
            symbol: form[ShiftTypeField.symbol.rawValue], title: form[ShiftTypeField.title.rawValue],
            description: form[ShiftTypeField.description.rawValue],
            isAllDay: form[ShiftTypeField.allDay.rawValue] == "allDay",
            start: form[ShiftTypeField.start.rawValue], end: form[ShiftTypeField.end.rawValue],
            locationID: location.isEmpty ? nil : LocationID(location))
    }
}
