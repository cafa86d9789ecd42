/// One thing open over a screen at a time: an action that would open a
/// form, a question or a prompt over Today or the Schedule while something
/// is open there is dropped before any feature sees it. The keys never
/// send one (only the open thing's keys work); this keeps it so for any
/// other sender, so the state never holds two for the overlays to order.
/// A question about a change (its rules, a switch) still comes over its
/// form: those answer what the open thing sent.
package enum OverlayGate {
    package static func refuses(_ action: AppAction, in state: AppState) -> Bool {
        guard opens(action) else { return false }
        switch state.screen {
        case .schedule: return ScheduleOverlay(state) != .none
        case .today: return TodayOverlay(state) != .none
        default: return false
        }
    }

    /// True for an action that opens something over Today or the Schedule.
    static func opens(_ action: AppAction) -> Bool {
        switch action {
        case .schedule(.beginGoTo), .schedule(.filter(.search(.begin))), .schedule(.filter(.openForm)),
             .today(.beginGoTo), .rotationApply(.begin),
             .bulk(.rota(.begin)), .bulk(.addOneType), .bulk(.addTypePerDay), .bulk(.asked), .bulk(.askedAbsence),
             .editor(.add), .editor(.switchType), .editor(.delete), .editor(.notes), .editor(.sick):
            true
        default:
            false
        }
    }
}
