import Redux
import ShiftModel

/// Enter on the range form: the range to show, or (not valid)
/// `.form(.submit)`, which shows why.
package enum StatisticsIntent {
    package static func submit(in state: AppState) -> AppAction {
        let today = StatisticsReducer.Input(state).today
        guard let form = state.statistics.rangeForm, !form.isSaving, !form.isConfirmingDiscard,
              case .range(let days)? = StatisticsReducer.rangeSubmission(form, today: today) else {
            return .statistics(.form(.submit))
        }
        return .statistics(.rangeSubmitted(days))
    }
}
