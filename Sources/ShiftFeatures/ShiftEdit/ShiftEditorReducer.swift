import Redux
import ShiftModel

/// Opens the editor's forms and questions. Pure. What Enter and y send is
/// decided by `ShiftEditorIntent` on the state they meet and carried by
/// the action (`.submitted(request)`); this reducer only shows it: a form
/// stays open with what was typed until the change is written, and a
/// refusal shows in it.
package enum ShiftEditorReducer {
    package static let maxNotesLength = 200
    package static let maxReasonLength = 120

    /// The editor reads the catalog (the types to choose from) and changes only its slice.
    package static let reducer = ReadingReducer<ShiftEditorState, Catalog, ShiftEditorAction>(reduce)

    package static func reduce(_ state: inout ShiftEditorState, _ action: ShiftEditorAction, catalog: Catalog) {
        switch action {
        case .written: return state.answered(refusal: nil)
        case .refused(let reason): return state.answered(refusal: reason)
        case .rulesBroken(let question): return state.paused(asking: question)
        default: guard !state.isWaiting else { return }
        }
        let types = catalog.shiftTypes
        switch action {
        case .add(let day):
            open(&state, .add(day), ShiftEditorForm.add(types: types))

        case .switchType(let shift):
            open(&state, .switchType(shift), ShiftEditorForm.switchType(to: switchTargets(of: shift, in: catalog)))

        case .delete(let shift):
            state.question = ShiftEditorQuestion(request: .delete(shift))

        case .notes(let shift):
            open(&state, .notes(shift), ShiftEditorForm.notes(shift.notes))

        case .sick(let shift):
            open(&state, .sick(shift), ShiftEditorForm.sick())

        case .form(let formAction):
            guard state.asking == nil else { return }
            let outcome = FormReducer.reduce(&state.form, formAction)
            if state.form == nil {
                state.purpose = nil
                return
            }
            if outcome == .submit, case .invalid(let problems)? = submission(state, catalog: catalog) {
                state.form?.refused(problems)
            } else if state.form?.rechecks(after: formAction) == true {
                let current = submission(state, catalog: catalog)?.problems ?? [:]
                state.form?.clearSolved(current)
            }

        case .asked(let question):
            state.form?.refused([:])
            state.question = question

        case .submitted:
            state.asking = nil
            state.sent()

        case .declined:
            state.question = nil

        case .rulesDeclined:
            state.rulesQuestion = nil

        case .unavailable, .written, .refused, .rulesBroken:
            break
        }
    }

    /// What Enter on the open form comes to.
    package enum Submission: Hashable, Sendable {
        /// Problems by field; what was typed stays.
        case invalid([EditorField: FieldProblem])
        /// A switch asks first.
        case ask(ShiftEditorQuestion)
        case request(ShiftEditRequest)

        /// The fields' problems (none when it can go on).
        var problems: [EditorField: FieldProblem] {
            if case .invalid(let problems) = self { return problems }
            return [:]
        }
    }

    /// What Enter on the open form comes to, or nil with no form open.
    package static func submission(_ state: ShiftEditorState, catalog: Catalog) -> Submission? {
        guard let form = state.form, let purpose = state.purpose else { return nil }
        let notes = form.text(.notes), reason = form.text(.reason)
        let problems: [EditorField: FieldProblem] = [
            .notes: TextRules.problem(notes, required: nil, maxLength: maxNotesLength),
            .reason: TextRules.problem(reason, required: nil, maxLength: maxReasonLength),
        ].compactMapValues { $0 }
        guard problems.isEmpty else { return .invalid(problems) }
        switch purpose {
        case .add(let day):
            guard let type = form.shiftType(.type) else { return .invalid([.type: .missing(.shiftType)]) }
            return .request(.add(type, on: day, notes: notes))
        case .switchType(let shift):
            guard let type = form.shiftType(.type) else { return .invalid([.type: .missing(.shiftType)]) }
            return .ask(ShiftEditorQuestion(request: .switchType(shift, to: type, reason: reason)))
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

    private static func open(_ state: inout ShiftEditorState, _ purpose: ShiftEditorPurpose,
                             _ form: FormState<EditorField>) {
        state.form = form
        state.purpose = purpose
        state.question = nil
    }
}
