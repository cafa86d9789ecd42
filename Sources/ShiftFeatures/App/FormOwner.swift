import ShiftModel

/// Which feature an open form belongs to, so a key in a form becomes that
/// feature's `form` action.
package enum FormOwner: Hashable, Sendable {
    case firstRun, shiftTypes, locations, settings, shiftEditor, bulk, scheduleFilter
    /// The rotation form, the preset picker, and the apply form of the Schedule.
    case rotations, rotationPreset, rotationApply
    /// The Statistics screen's range form.
    case statisticsRange

    package func action(_ formAction: FormAction) -> AppAction {
        switch self {
        case .shiftEditor: .editor(.form(formAction))
        case .bulk: .bulk(.form(formAction))
        case .scheduleFilter: .schedule(.filter(.form(formAction)))
        case .firstRun: .catalog(.firstRun(formAction))
        case .shiftTypes: .shiftTypes(.form(formAction))
        case .locations: .locations(.form(formAction))
        case .settings: .settings(.form(formAction))
        case .rotations: .rotations(.form(formAction))
        case .rotationPreset: .rotations(.extra(.presetForm(formAction)))
        case .rotationApply: .rotationApply(.form(formAction))
        case .statisticsRange: .statistics(.form(formAction))
        }
    }

    /// Enter on this form: what it saves, decided on the values in `state`
    /// (or, not valid, `.form(.submit)`, which shows why).
    package func submit(in state: AppState) -> AppAction {
        switch self {
        case .firstRun: FirstRunIntent.submit(in: state)
        case .shiftTypes: CatalogListIntent.submit(ShiftType.self, in: state)
        case .locations: CatalogListIntent.submit(Location.self, in: state)
        case .settings: SettingsIntent.submit(in: state)
        case .shiftEditor: ShiftEditorIntent.submit(in: state)
        case .bulk: BulkEditIntent.submit(in: state)
        case .scheduleFilter: ScheduleFilterIntent.submit(in: state)
        case .rotations: CatalogListIntent.submit(Rotation.self, in: state)
        case .rotationPreset: RotationPresetPicker.submit(in: state)
        case .rotationApply: RotationApplyIntent.submitForm(in: state)
        case .statisticsRange: StatisticsIntent.submit(in: state)
        }
    }
}
