import Redux
import ShiftModel

/// What the undo history follows: its own actions, and every change
/// written (the history as it is after it) or refused (a step that could
/// not apply waits for the user's answer).
public enum HistoryEvent: Hashable, Sendable {
    case own(HistoryAction)
    /// A reload on Today or Schedule: the history is read again too, if it
    /// could not be read.
    case retry
    case applied(HistoryRecord)
    case failed(ShiftEditFailure)

    public init?(app action: AppAction) {
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

/// Pure transitions of the undo history. An undo or redo itself is written
/// by `ShiftEditMiddleware`; its outcome comes back as `.shiftEdit(.applied)`
/// or `.failed` (and the edit notice says what happened).
public enum HistoryReducer {
    public static let reducer = EffectReducer<HistoryState, Void, HistoryEvent, HistoryEffect> { state, event, _ in
        reduce(&state, event)
    }

    /// A read is asked of `HistoryMiddleware` on a load, and on a retry only
    /// when the history had failed; a drop always.
    @discardableResult
    public static func reduce(_ state: inout HistoryState, _ event: HistoryEvent) -> HistoryEffect? {
        switch event {
        case .own(.load):
            if state.status != .loaded { state.status = .loading }
            return .load

        case .retry:
            guard case .failed = state.status else { return nil }
            state.status = .loading
            return .load

        case .own(.loaded(.success(let undo))):
            state.undo = undo
            state.status = .loaded

        case .own(.loaded(.failure(let error))):
            state.status = .failed(error.message)

        case .own(.drop(let stale)):
            state.staleStep = nil
            return .drop(stale)

        case .own(.undo), .own(.redo), .own(.keepStaleStep):
            // Undo and redo always go to the history on disk, which says
            // whether there is a step; a change still being saved is
            // finished first there.
            state.staleStep = nil

        case .own(.dropped(.success(let undo), _)):
            state.undo = undo
            state.status = .loaded

        case .own(.dropped(.failure, _)):
            break

        case .applied(let record):
            if let undo = record.undo {
                state.undo = undo
                state.status = .loaded
            }

        case .failed(let failure):
            state.staleStep = failure.staleStep
        }
        return nil
    }
}
