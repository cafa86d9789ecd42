import ShiftModel

/// Loading the catalog and the first run. Pure: what is saved comes back in
/// `.firstRunSaved`.
public enum CatalogReducer {
    public static func reduce(_ state: inout CatalogState, _ action: CatalogAction) {
        switch action {
        case .load:
            // Read again while loaded (the file changed on disk): quietly,
            // the screens keep working with what they have meanwhile.
            if state.status != .loaded { state.status = .loading }

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
            guard FormReducer.reduce(&state.firstRun, formAction) == .submit, var form = state.firstRun else { return }
            let name = TextRules.trimmed(form["name"])
            if form.validated(CatalogState.nameProblem(name).map { ["name": $0] } ?? [:]) {
                state.catalog.profile.displayName = name
            }
            state.firstRun = form

        case .firstRunSaved(.success(let catalog)):
            state.catalog = catalog
            state.isSaved = true
            state.firstRun = nil

        case .firstRunSaved(.failure(let error)):
            state.firstRun?.saveFailed("\(error.message) Press Enter to try again, or Esc to go on without saving.")
        }
    }
}
