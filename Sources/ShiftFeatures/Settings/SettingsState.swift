import ShiftModel

/// The Settings screen: display name, change-log retention, purge on
/// launch, and the export of one symbol per day.
package struct SettingsState: Hashable, Sendable {
    /// The settings form, while open.
    package var form: FormState<SettingsField>?
    /// The export form, while open (never both).
    package var exportForm: FormState<ExportField>?
    package var notice: Notice?

    package init(form: FormState<SettingsField>? = nil, exportForm: FormState<ExportField>? = nil,
                notice: Notice? = nil) {
        self.form = form
        self.exportForm = exportForm
        self.notice = notice
    }

    package var isBusy: Bool { form?.isSaving == true || exportForm?.isSaving == true }

    /// What the keys need to know of the open form, if one is.
    package var formStatus: FormStatus? { form?.status ?? exportForm?.status }
}
