import ShiftModel

package enum SettingsAction: Hashable, Sendable {
    /// Open the settings form.
    case edit
    /// Open the export form.
    case export
    /// A key in the open form (settings or export). Enter arrives as
    /// `.submit` only when the form is not valid: it then shows why.
    case form(FormAction)
    /// Enter on a valid settings form: save this catalog.
    case saveSubmitted(Catalog)
    /// Enter on a valid export form: write this export.
    case exportSubmitted(ExportRequest)
    case saved(Result<Catalog, UserFacingError>)
    case exported(Result<ExportDone, UserFacingError>)
}
