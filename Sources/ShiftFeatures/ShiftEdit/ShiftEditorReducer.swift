import ShiftModel

/// Opens the editor's forms and questions and turns Enter and y into the
/// request for `ShiftEditMiddleware`. Pure. A form stays open with what was
/// typed until the change is written; a refusal shows in the form.
public enum ShiftEditorReducer {
    static let typeField = "type"
    static let notesField = "notes"
    static let reasonField = "reason"
    public static let maxNotesLength = 200
    public static let maxReasonLength = 120

    /// Returns a notice when the action is refused (no types to choose from).
    public static func reduce(_ state: inout ShiftEditorState, _ action: ShiftEditorAction,
                              catalog: CatalogState) -> Notice? {
        guard !state.isWaiting else { return nil }
        let types = catalog.catalog.shiftTypes
        switch action {
        case .add, .switchType:
            if let refusal = catalog.refusal { return .error(refusal) }
        default:
            break
        }
        switch action {
        case .add(let day):
            guard !types.isEmpty else { return .error("There are no shift types yet: add one on screen 3.") }
            open(&state, .add(day), FormState(title: "Add a shift on \(day.mediumLabel)", fields: [
                typeField(types, selected: nil),
                FormField(key: notesField, label: "Notes", kind: .text(maxLength: maxNotesLength), hint: "optional"),
            ]))

        case .switchType(let shift):
            let others = types.filter { $0.id.rawValue != shift.shiftTypeID }
            guard !others.isEmpty else { return .error("There is no other shift type to switch to: add one on screen 3.") }
            open(&state, .switchType(shift), FormState(title: "Switch \(shift.name) on \(shift.day.mediumLabel)", fields: [
                typeField(others, selected: nil, label: "Switch to"),
                FormField(key: reasonField, label: "Reason", kind: .text(maxLength: maxReasonLength), hint: "optional"),
            ]))

        case .delete(let shift):
            state.question = ShiftEditorQuestion(
                "Delete \(shift.name) on \(shift.day.mediumLabel)? y deletes, n keeps it.", request: .delete(shift))

        case .notes(let shift):
            open(&state, .notes(shift), FormState(title: "Notes for \(shift.name) on \(shift.day.mediumLabel)", fields: [
                FormField(key: notesField, label: "Notes", kind: .text(maxLength: maxNotesLength), text: shift.notes,
                          hint: "empty clears them"),
            ]))

        case .sick(let shift):
            if shift.sick != nil {
                state.outgoing = .unmarkSick(shift)
                state.isWaiting = true
            } else {
                open(&state, .sick(shift), FormState(title: "Mark \(shift.name) on \(shift.day.mediumLabel) sick", fields: [
                    FormField(key: reasonField, label: "Reason", kind: .text(maxLength: maxReasonLength), hint: "optional"),
                ]))
            }

        case .form(let formAction):
            guard state.question == nil else { return nil }
            let outcome = FormReducer.reduce(&state.form, formAction)
            if state.form == nil {
                state.purpose = nil
                return nil
            }
            if outcome == .submit { submit(&state, catalog: catalog.catalog) }

        case .unavailable(let message):
            return .error(message)

        case .answer(let yes):
            guard let question = state.question else { return nil }
            state.question = nil
            if yes {
                state.outgoing = question.request
                state.isWaiting = true
                state.form?.isSaving = true
                state.form?.error = nil
            }
        }
        return nil
    }

    /// The editor's side of every change: the request was taken, written or refused.
    public static func reduce(_ state: inout ShiftEditorState, _ action: ShiftEditAction) {
        if state.awaitEdit(action) { state = ShiftEditorState() }
    }

    private static func open(_ state: inout ShiftEditorState, _ purpose: ShiftEditorPurpose, _ form: FormState) {
        state.form = form
        state.purpose = purpose
        state.question = nil
    }

    private static func typeField(_ types: [ShiftType], selected: ShiftTypeID?, label: String = "Shift type") -> FormField {
        .choice(key: typeField, label: label, options: typeChoices(types), selected: selected?.rawValue,
                hint: "←/→ or a letter")
    }

    /// The choices of a shift type field: `E  Early  06:00–14:00`.
    static func typeChoices(_ types: [ShiftType]) -> [FormChoice] {
        types.map { FormChoice(value: $0.id.rawValue, label: "\($0.symbol)  \($0.title)  \($0.duration.label)") }
    }

    private static func submit(_ state: inout ShiftEditorState, catalog: Catalog) {
        guard var form = state.form, let purpose = state.purpose else { return }
        let notes = form[notesField], reason = form[reasonField]
        let problems = [notesField: TextRules.problem(notes, required: nil, maxLength: maxNotesLength),
                        reasonField: TextRules.problem(reason, required: nil, maxLength: maxReasonLength)]
            .compactMapValues { $0 }
        form.setErrors(problems)
        form.error = nil
        guard problems.isEmpty else {
            state.form = form
            return
        }
        let request: ShiftEditRequest
        switch purpose {
        case .add(let day):
            request = .add(ShiftTypeID(form[typeField]), on: day, notes: notes)
        case .switchType(let shift):
            let to = catalog.shiftType(ShiftTypeID(form[typeField]))?.name ?? form[typeField]
            state.form = form
            state.question = ShiftEditorQuestion(
                "Switch \(shift.name) on \(shift.day.mediumLabel) to \(to)? y switches, n goes back.",
                request: .switchType(shift, to: ShiftTypeID(form[typeField]), reason: reason))
            return
        case .notes(let shift):
            request = .setNotes(shift, notes: notes)
        case .sick(let shift):
            request = .markSick(shift, reason: reason)
        }
        form.isSaving = true
        state.form = form
        state.outgoing = request
        state.isWaiting = true
    }
}
