import Redux
import ShiftModel

/// Marks days and opens the bulk forms and question. Pure. What Enter and
/// y send is decided by `BulkEditIntent` and carried by the action; a form
/// stays open with what was chosen until the change is written, and a
/// refusal shows in it.
package enum BulkEditReducer {
    /// Bulk reads the catalog (the types to choose from) and changes only its slice.
    package static let reducer = ReadingReducer<BulkEditState, Catalog, BulkEditAction>(reduce)

    package static func reduce(_ state: inout BulkEditState, _ action: BulkEditAction, catalog: Catalog) {
        switch action {
        // Written, the marks go with the rest.
        case .written: return state.answered(refusal: nil)
        case .refused(let reason): return state.answered(refusal: reason)
        case .rulesBroken(let question): return state.paused(asking: question)
        default: guard !state.isWaiting else { return }
        }
        let types = catalog.shiftTypes
        switch action {
        case .toggleMark(let day):
            if state.marked.remove(day) == nil { state.marked.insert(day) }

        case .clearMarks:
            state.marked = []
            state.rangeAnchor = nil

        case .range(let day):
            if let anchor = state.rangeAnchor {
                state.marked.formUnion(anchor.through(day))
                state.rangeAnchor = nil
            } else {
                state.rangeAnchor = day
            }

        case .markAll(let days):
            if days.allSatisfy(state.marked.contains) {
                state.marked.subtract(days)
            } else {
                state.marked.formUnion(days)
            }

        case .addOneType(let days):
            state.open = .form(BulkEditForm.oneType(types), .oneType(days))

        case .addTypePerDay(let days):
            state.open = .form(BulkEditForm.typePerDay(days, types: types), .typePerDay(days))

        case .rota(.begin(let day)):
            state.rota = RotaPrompt(start: day)

        case .rota(.edit(let edit)):
            guard var rota = state.rota else { return }
            edit.apply(to: &rota.input)
            rota.problem = nil
            rota.failure = nil
            state.rota = rota

        case .rota(.cancel):
            state.rota = nil

        case .rota(.refused(let problem)):
            state.rota?.problem = problem

        case .copy(let copied):
            state.copied = copied

        case .asked(let question):
            state.question = question

        case .askedAbsence(let question):
            state.absenceQuestion = question

        case .form(let formAction):
            guard let kind = state.kind else { return }
            // Taken out while it changes, so its fields (a year's days) are not copied.
            var form = state.form
            state.open = nil
            let outcome = FormReducer.reduce(&form, formAction)
            guard var changed = form else { return }
            if outcome == .submit, case .invalid(let problems, let failure) = submission(changed, kind) {
                changed.refused(problems, failure: failure)
            } else if changed.rechecks(after: formAction) {
                changed.clearSolved(submission(changed, kind).problems)
            }
            state.open = .form(changed, kind)

        case .submitted:
            state.question = nil
            state.absenceQuestion = nil
            state.rulesQuestion = nil
            state.sent()

        case .declined:
            state.question = nil
            state.absenceQuestion = nil

        case .rulesDeclined:
            state.rulesQuestion = nil

        case .unavailable, .written, .refused, .rulesBroken:
            break
        }
    }

    /// What Enter on the open bulk form comes to.
    package enum Submission: Hashable, Sendable {
        /// Problems by field, and why the whole form cannot be saved.
        case invalid([BulkField: FieldProblem], FormFailure?)
        case requests([ShiftEditRequest])

        /// The fields' problems (none for requests).
        var problems: [BulkField: FieldProblem] {
            if case .invalid(let problems, _) = self { return problems }
            return [:]
        }
    }

    /// What Enter on the open bulk form comes to, or nil with no form open.
    package static func submission(_ state: BulkEditState) -> Submission? {
        guard case .form(let form, let kind)? = state.open else { return nil }
        return submission(form, kind)
    }

    /// What Enter on `form` of `kind` comes to.
    static func submission(_ form: FormState<BulkField>, _ kind: BulkEditState.FormKind) -> Submission {
        let notes = form.text(.notes)
        var problems: [BulkField: FieldProblem] = [:]
        problems[.notes] = TextRules.problem(notes, required: nil, maxLength: ShiftEditorReducer.maxNotesLength)
        let requests: [ShiftEditRequest]
        switch kind {
        case .oneType(let days):
            guard let type = form.shiftType(.type) else { return .invalid([.type: .missing(.shiftType)], nil) }
            requests = days.map { .add(type, on: $0, notes: notes) }
        case .typePerDay(let days):
            requests = days.compactMap { day in form.shiftType(.day(day)).map { .add($0, on: day, notes: notes) } }
        }
        let failure: FormFailure? = requests.isEmpty ? .noDayChosen : nil
        guard problems.isEmpty, failure == nil else { return .invalid(problems, failure) }
        return .requests(requests)
    }
}
