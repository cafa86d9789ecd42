import Redux
import ShiftModel

/// Opens the editor's forms and questions. Pure. What Enter and y send is
/// decided by `ShiftEditorIntent` on the state they meet and carried by
/// the action (`.submitted(request)`); this reducer only shows it: a form
/// stays open with what was typed until the change is written, and a
/// refusal shows in it.
public enum ShiftEditorReducer {
    static let typeField = "type"
    static let notesField = "notes"
    static let reasonField = "reason"
    public static let maxNotesLength = 200
    public static let maxReasonLength = 120

    /// The editor reads the catalog (the types to choose from) and changes only its slice.
    public static let reducer = ReadingReducer<ShiftEditorState, Catalog, ShiftEditorAction>(reduce)

    public static func reduce(_ state: inout ShiftEditorState, _ action: ShiftEditorAction, catalog: Catalog) {
        switch action {
        case .written: return state.answered(refusal: nil)
        case .refused(let message): return state.answered(refusal: message)
        default: guard !state.isWaiting else { return }
        }
        let types = catalog.shiftTypes
        switch action {
        case .add(let day):
            open(&state, .add(day), FormState(title: "Add a shift on \(day.mediumLabel)", fields: [
                typeField(types, selected: nil),
                FormField(key: notesField, label: "Notes", kind: .text(maxLength: maxNotesLength), hint: "optional"),
            ]))

        case .switchType(let shift):
            open(&state, .switchType(shift), FormState(title: "Switch \(shift.name) on \(shift.day.mediumLabel)", fields: [
                typeField(switchTargets(of: shift, in: catalog), selected: nil, label: "Switch to"),
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
            open(&state, .sick(shift), FormState(title: "Mark \(shift.name) on \(shift.day.mediumLabel) sick", fields: [
                FormField(key: reasonField, label: "Reason", kind: .text(maxLength: maxReasonLength), hint: "optional"),
            ]))

        case .form(let formAction):
            guard state.question == nil else { return }
            let outcome = FormReducer.reduce(&state.form, formAction)
            if state.form == nil {
                state.purpose = nil
                return
            }
            if outcome == .submit, case .invalid(let problems)? = submission(state, catalog: catalog) {
                state.form?.setErrors(problems)
                state.form?.error = nil
            }

        case .asked(let question):
            state.form?.setErrors([:])
            state.form?.error = nil
            state.question = question

        case .submitted:
            state.question = nil
            state.sent()

        case .declined:
            state.question = nil

        case .unavailable, .written, .refused:
            break
        }
    }

    /// What Enter on the open form comes to.
    public enum Submission: Hashable, Sendable {
        /// Messages by field; what was typed stays.
        case invalid([String: String])
        /// A switch asks first.
        case ask(ShiftEditorQuestion)
        case request(ShiftEditRequest)
    }

    /// What Enter on the open form comes to, or nil with no form open.
    public static func submission(_ state: ShiftEditorState, catalog: Catalog) -> Submission? {
        guard let form = state.form, let purpose = state.purpose else { return nil }
        let notes = form[notesField], reason = form[reasonField]
        let problems = [notesField: TextRules.problem(notes, required: nil, maxLength: maxNotesLength),
                        reasonField: TextRules.problem(reason, required: nil, maxLength: maxReasonLength)]
            .compactMapValues { $0 }
        guard problems.isEmpty else { return .invalid(problems) }
        switch purpose {
        case .add(let day):
            return .request(.add(ShiftTypeID(form[typeField]), on: day, notes: notes))
        case .switchType(let shift):
            let to = catalog.shiftType(ShiftTypeID(form[typeField]))?.name ?? form[typeField]
            return .ask(ShiftEditorQuestion(
                "Switch \(shift.name) on \(shift.day.mediumLabel) to \(to)? y switches, n goes back.",
                request: .switchType(shift, to: ShiftTypeID(form[typeField]), reason: reason)))
        case .notes(let shift):
            return .request(.setNotes(shift, notes: notes))
        case .sick(let shift):
            return .request(.markSick(shift, reason: reason))
        }
    }

    /// The types a shift can be switched to: every type but its own.
    static func switchTargets(of shift: ScheduledShift, in catalog: Catalog) -> [ShiftType] {
        catalog.shiftTypes.filter { $0.id != shift.shiftTypeID }
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
}
