import Redux
import ShiftModel

/// Enter on the Settings screen's forms: what to save or export, or (not
/// valid) `.form(.submit)`, which shows why.
package enum SettingsIntent {
    package static func submit(in state: AppState) -> AppAction {
        let settings = state.settings
        if let form = settings.exportForm {
            guard !form.isSaving, !form.isConfirmingDiscard,
                  case .export(let request)? = SettingsReducer.exportSubmission(settings, today: state.clockToday) else {
                return .settings(.form(.submit))
            }
            return .settings(.exportSubmitted(request))
        }
        guard let form = settings.form, !form.isSaving, !form.isConfirmingDiscard,
              case .save(let catalog)? = SettingsReducer.submission(settings, input: SettingsReducer.Input(state)) else {
            return .settings(.form(.submit))
        }
        return .settings(.saveSubmitted(catalog))
    }
}
