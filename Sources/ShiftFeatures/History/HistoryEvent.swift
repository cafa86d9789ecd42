import Redux
import ShiftModel

/// What the undo history follows: its own actions, and every change
/// written (the history as it is after it) or refused (a step that could
/// not apply waits for the user's answer).
package enum HistoryEvent: Hashable, Sendable {
    case own(HistoryAction)
    /// A reload on Today or Schedule: the history is read again too, if it
    /// could not be read.
    case retry
    case applied(HistoryRecord)
    case failed(ShiftEditFailure)

    package init?(app action: AppAction) {
        switch action {
        case .history(let own): self = .own(own)
        case .refresh(.filesChanged(let files)) where files.contains(.undoHistory): self = .own(.load)
        case .today(.load), .today(.retry), .schedule(.reload): self = .retry
        case .shiftEdit(.applied(let record, _)): self = .applied(record)
        case .shiftEdit(.failed(let failure, _)): self = .failed(failure)
        default: return nil
        }
    }
}
