import ShiftModel

/// What the edit notice and spinner follow, from every feature's actions:
/// a change starts, is written or refused, or a key says something about
/// one without starting it; moving elsewhere clears the notice.
package enum ShiftEditEvent: Hashable, Sendable {
    case began
    /// A change began that, written, says `notice`.
    case beganSaying(Notice)
    case applied(HistoryRecord, source: ShiftEditSource)
    case failed(ShiftEditFailure)
    /// A word about a change that did not start, or (nil) none.
    case said(Notice?)
    /// A change that is not written through the history ended (a step dropped).
    case ended(Notice)
    /// A change stopped before it was written, to ask the user first.
    case paused

    package init?(app action: AppAction) {
        switch action {
        case .shiftEdit(.request), .editor(.submitted), .bulk(.submitted),
             .history(.undo), .history(.redo), .history(.drop):
            self = .began
        case .rotationApply(.submitted(_, let summary, _)): self = .beganSaying(.rotationApplied(summary))
        case .shiftEdit(.applied(let record, let source)): self = .applied(record, source: source)
        case .shiftEdit(.failed(let failure, _)): self = .failed(failure)
        case .shiftEdit(.rulesBroken): self = .paused
        case .editor(.unavailable(let why)), .bulk(.unavailable(let why)): self = .said(.unavailable(why))
        case .bulk(.copy(let copied)): self = .said(.copied(copied))
        case .history(.keepStaleStep): self = .said(.stepKept)
        case .history(.dropped(.success, let step)): self = .ended(.stepDropped(title: step.title))
        case .history(.dropped(.failure(let error), _)): self = .ended(.failed(error.message))
        case .today(let today) where today.isNavigation: self = .said(nil)
        case .schedule(let schedule) where schedule.isNavigation: self = .said(nil)
        // Any other step in the editor (a form opened, a key typed, a
        // question answered) leaves the last change's notice behind.
        case .editor(.written), .editor(.refused): return nil
        case .editor: self = .said(nil)
        default: return nil
        }
    }
}
