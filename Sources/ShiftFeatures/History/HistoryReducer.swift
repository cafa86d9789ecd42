import Redux
import ShiftModel

/// Pure transitions of the undo history. An undo or redo itself is written
/// by `ShiftEditMiddleware`; its outcome comes back as `.shiftEdit(.applied)`
/// or `.failed` (and the edit notice says what happened).
package enum HistoryReducer {
    package static let reducer = EffectReducer<HistoryState, Void, HistoryEvent, HistoryEffect> { state, event, _ in
        reduce(&state, event)
    }

    /// A read is asked of `HistoryMiddleware` on a load, and on a retry only
    /// when the history had failed; a drop always.
    @discardableResult
    package static func reduce(_ state: inout HistoryState, _ event: HistoryEvent) -> HistoryEffect? {
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
