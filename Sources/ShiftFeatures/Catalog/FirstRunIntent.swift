import ShiftModel

/// Enter on the first-run form: the catalog to save with the name typed,
/// or (not valid) `.firstRun(.submit)`, which shows why.
package enum FirstRunIntent {
    package static func submit(in state: AppState) -> AppAction {
        let catalog = state.catalog
        guard let form = catalog.firstRun, !form.isSaving, !form.isConfirmingDiscard else {
            return .catalog(.firstRun(.submit))
        }
        let name = TextRules.trimmed(form.text(.name))
        guard CatalogState.nameProblem(name) == nil else { return .catalog(.firstRun(.submit)) }
        var named = catalog.catalog
        named.profile.displayName = name
        return .catalog(.firstRunSubmitted(named))
    }
}
