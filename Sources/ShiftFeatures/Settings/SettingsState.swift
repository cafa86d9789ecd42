import ShiftModel

/// The Settings screen (SE1): display name, change-log retention, purge on
/// launch, and the export of one symbol per day.
public struct SettingsState: Hashable, Sendable {
    /// The settings form, while open.
    public var form: FormState<SettingsField>?
    /// The export form, while open (never both).
    public var exportForm: FormState<ExportField>?
    public var notice: Notice?

    public init(form: FormState<SettingsField>? = nil, exportForm: FormState<ExportField>? = nil,
                notice: Notice? = nil) {
        self.form = form
        self.exportForm = exportForm
        self.notice = notice
    }

    public var isBusy: Bool { form?.isSaving == true || exportForm?.isSaving == true }

    /// What the keys need to know of the open form, if one is.
    public var formStatus: FormStatus? { form?.status ?? exportForm?.status }
}
