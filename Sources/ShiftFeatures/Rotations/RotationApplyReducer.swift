import Redux
import ShiftModel

/// Pure transitions of applying a rotation: the form, the preview and its
/// keep/replace choice, and the change's answer.
package enum RotationApplyReducer {
    package static let reducer = EffectReducer<RotationApplyState, CatalogListInput, RotationApplyAction, RotationApplyRequest>(reduce)

    /// A preview's read is asked of `RotationApplyMiddleware` only when the
    /// form takes the request (it is not reading one already).
    @discardableResult
    package static func reduce(_ state: inout RotationApplyState, _ action: RotationApplyAction,
                              input: CatalogListInput) -> RotationApplyRequest? {
        let catalog = input.catalog.catalog
        switch action {
        case .begin(let from, let to):
            guard !state.isWaiting else { return nil }
            state = RotationApplyState(open: .form(RotationApplyForm.make(from: from, to: to, catalog: catalog), loading: nil))

        case .form(let formAction):
            let outcome = FormReducer.reduce(&state.form, formAction)
            guard let form = state.form else { return nil }
            let problems: [RotationApplyField: FieldProblem]
            if case .failure(let errors) = RotationApplyForm.request(form, catalog: catalog, today: input.today) {
                problems = errors.problems
            } else {
                problems = [:]
            }
            if outcome == .submit {
                state.form?.refused(problems)
            } else if form.rechecks(after: formAction) {
                state.form?.clearSolved(problems)
            }

        case .requested(let request):
            guard state.form != nil, state.loading == nil else { return nil }
            state.loading = request
            state.form?.failure = nil
            return request

        case .loaded(let request, .success(let shifts)):
            guard state.loading == request else { return nil }
            state = RotationApplyState(open: .preview(RotationPreview(
                request: request, existing: shifts.filter { request.days.contains($0.day) },
                existingShifts: .keep, catalog: catalog)))

        case .loaded(let request, .failure(let error)):
            guard state.loading == request else { return nil }
            state.loading = nil
            state.form?.failure = .saveFailed(error.message)

        case .toggleExisting:
            guard let preview = state.preview, !state.isWaiting, state.rulesQuestion == nil else { return nil }
            state.preview = RotationPreview(request: preview.request, existing: preview.existing,
                                            existingShifts: preview.plan.existingShifts == .keep ? .replace : .keep,
                                            catalog: catalog)

        case .cancel:
            guard !state.isWaiting else { return nil }
            state = RotationApplyState()

        case .submitted:
            guard state.preview != nil, !state.isWaiting else { return nil }
            state.isWaiting = true
            state.rulesQuestion = nil
            state.preview?.failure = nil

        case .rulesBroken(let question):
            guard state.isWaiting else { return nil }
            state.isWaiting = false
            state.rulesQuestion = question

        case .rulesDeclined:
            state.rulesQuestion = nil

        case .written:
            guard state.isWaiting else { return nil }
            state = RotationApplyState()

        case .refused(let reason):
            guard state.isWaiting else { return nil }
            state.isWaiting = false
            state.preview?.failure = FormFailure(reason)
        }
        return nil
    }
}
