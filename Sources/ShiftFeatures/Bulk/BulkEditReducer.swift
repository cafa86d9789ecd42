import Redux
import ShiftModel

/// Marks days and opens the bulk forms and question. Pure. What Enter and
/// y send is decided by `BulkEditIntent` and carried by the action; a form
/// stays open with what was chosen until the change is written, and a
/// refusal shows in it.
public enum BulkEditReducer {
    static let typeField = "type"
    static let notesField = "notes"
    /// The field of one day in the type-per-day form: `day-2026-11-23`.
    static func dayField(_ day: CalendarDay) -> String { "day-\(day)" }

    /// Bulk reads the catalog (the types to choose from) and changes only its slice.
    public static let reducer = ReadingReducer<BulkEditState, Catalog, BulkEditAction>(reduce)

    public static func reduce(_ state: inout BulkEditState, _ action: BulkEditAction, catalog: Catalog) {
        switch action {
        // Written, the marks go with the rest.
        case .written: return state.answered(refusal: nil)
        case .refused(let message): return state.answered(refusal: message)
        default: guard !state.isWaiting else { return }
        }
        let days = state.marked.sorted()
        let types = catalog.shiftTypes
        switch action {
        case .toggleMark(let day):
            if state.marked.remove(day) == nil { state.marked.insert(day) }

        case .clearMarks:
            state.marked = []

        case .addOneType:
            state.kind = .oneType(days)
            state.form = FormState(title: "Add one shift type to \(daysText(days))", fields: [
                .choice(key: typeField, label: "Shift type", options: ShiftEditorReducer.typeChoices(types),
                        selected: nil, hint: "←/→ or a letter"),
                notesFormField,
            ])
            state.question = nil

        case .addTypePerDay:
            state.kind = .typePerDay(days)
            let choices = [FormChoice(value: "", label: "— none")] + ShiftEditorReducer.typeChoices(types)
            state.form = FormState(title: "Add a shift type per day to \(daysText(days))", fields: days.map { day in
                .choice(key: dayField(day), label: day.shortLabel, options: choices, selected: nil)
            } + [notesFormField])
            state.question = nil

        case .asked(let question):
            state.question = question

        case .form(let formAction):
            let outcome = FormReducer.reduce(&state.form, formAction)
            if state.form == nil {
                state.kind = nil
                return
            }
            if outcome == .submit, case .invalid(let problems, let message)? = submission(state) {
                state.form?.setErrors(problems)
                state.form?.error = message
            }

        case .submitted:
            state.question = nil
            state.sent()

        case .declined:
            state.question = nil

        case .unavailable, .written, .refused:
            break
        }
    }

    /// What Enter on the open bulk form comes to.
    public enum Submission: Hashable, Sendable {
        /// Messages by field, and one for the whole form.
        case invalid([String: String], String?)
        case requests([ShiftEditRequest])
    }

    /// What Enter on the open bulk form comes to, or nil with no form open.
    public static func submission(_ state: BulkEditState) -> Submission? {
        guard let form = state.form, let kind = state.kind else { return nil }
        let notes = form[notesField]
        let problem = TextRules.problem(notes, required: nil, maxLength: ShiftEditorReducer.maxNotesLength)
        let problems = problem.map { [notesField: $0] } ?? [:]
        let requests: [ShiftEditRequest]
        switch kind {
        case .oneType(let days):
            let type = ShiftTypeID(form[typeField])
            requests = days.map { .add(type, on: $0, notes: notes) }
        case .typePerDay(let days):
            requests = days.compactMap { day in
                let type = form[dayField(day)]
                return type.isEmpty ? nil : .add(ShiftTypeID(type), on: day, notes: notes)
            }
        }
        let message = requests.isEmpty ? "Choose a shift type for at least one day (←/→ on its line)." : nil
        guard problems.isEmpty, message == nil else { return .invalid(problems, message) }
        return .requests(requests)
    }

    private static var notesFormField: FormField {
        FormField(key: notesField, label: "Notes", kind: .text(maxLength: ShiftEditorReducer.maxNotesLength),
                  hint: "optional, for every shift added")
    }

    /// `Mon 23 Nov 2026`, or `5 days (Mon 23 Nov – Fri 27 Nov 2026)`.
    static func daysText(_ days: [CalendarDay]) -> String {
        guard let first = days.first, let last = days.last else { return "no days" }
        if days.count == 1 { return first.mediumLabel }
        return "\(days.count) days (\(first.shortLabel) – \(last.mediumLabel))"
    }
}
