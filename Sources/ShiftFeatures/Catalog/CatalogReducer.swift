import Redux
import ShiftModel

/// Loading the catalog and the first run, and the catalog as the other
/// features change it. Pure: what is saved comes back in `.firstRunSaved`.
package enum CatalogReducer {
    package static let reducer = EffectReducer<CatalogState, Void, CatalogAction, CatalogEffect> { state, action, _ in
        reduce(&state, action)
    }

    /// Reading asks `CatalogMiddleware` every time; saving the first run's
    /// answer only when the form takes it.
    @discardableResult
    package static func reduce(_ state: inout CatalogState, _ action: CatalogAction) -> CatalogEffect? {
        switch action {
        case .saved(let catalog):
            state.catalog = catalog
            state.isSaved = true

        case .edited(let edit):
            state.catalog = edit.applied(to: state.catalog)

        case .firstRunSubmitted(let catalog):
            guard let form = state.firstRun, !form.isSaving else { return nil }
            state.catalog = catalog
            state.firstRun?.startSaving()
            return .saveFirstRun(catalog)

        case .load:
            // Read again while loaded (the file changed on disk): quietly,
            // the screens keep working with what they have meanwhile.
            if state.status != .loaded { state.status = .loading }
            return .load

        case .loaded(.success(.some(let catalog))):
            state.catalog = catalog
            state.status = .loaded
            state.isSaved = true
            state.firstRun = nil

        case .loaded(.success(.none)):
            // First run: the defaults are shown but not written until the
            // user confirms (or changes something later).
            state.catalog = .defaults()
            state.status = .loaded
            state.isSaved = false
            state.firstRun = CatalogState.firstRunForm()

        case .loaded(.failure(let error)):
            // Nothing of the unreadable file is shown as if it were there:
            // no types, no locations, until it loads (r on a catalog screen).
            state.catalog = Catalog()
            state.status = .failed(error.message)
            state.isSaved = false
            state.firstRun = nil

        case .firstRun(.cancel):
            // Esc skips the questions: the defaults stay, unsaved.
            if state.firstRun?.isSaving != true { state.firstRun = nil }

        case .firstRun(let formAction):
            guard FormReducer.reduce(&state.firstRun, formAction) == .submit, var form = state.firstRun else {
                if let form = state.firstRun, form.rechecks(after: formAction) {
                    state.firstRun?.clearSolved(
                        CatalogState.nameProblem(TextRules.trimmed(form.text(.name))).map { [.name: $0] } ?? [:])
                }
                return nil
            }
            form.refused(CatalogState.nameProblem(TextRules.trimmed(form.text(.name))).map { [.name: $0] } ?? [:])
            state.firstRun = form

        case .firstRunSaved(.success(let catalog)):
            state.catalog = catalog
            state.isSaved = true
            state.firstRun = nil

        case .firstRunSaved(.failure(let error)):
            state.firstRun?.saveFailed(.saveFailed(error.message))
        }
        return nil
    }
}
