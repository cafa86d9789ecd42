import Redux
import ShiftModel

/// Loads the undo history (again on `r` on Today or Schedule after it could
/// not be read), and drops a step the user chose to drop. Undo and redo
/// themselves are changes, written by `ShiftEditMiddleware`.
public enum HistoryMiddleware {
    enum Work: Sendable {
        case load
        /// A reload on Today or Schedule: the history too, if it failed.
        case retry
        case drop(StaleStep)

        init?(_ action: AppAction) {
            switch action {
            case .history(.load): self = .load
            case .history(.drop(let stale)): self = .drop(stale)
            case .today(.load), .today(.retry), .schedule(.reload): self = .retry
            default: return nil
            }
        }
    }

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("history", handling: Work.init) { work, context in
            let history = context.services.history
            switch work {
            case .retry:
                guard case .failed = context.state.history.status else { return }
                await context.dispatch(.history(.load))
            case .load:
                let result: Result<UndoHistory, UserFacingError>
                do {
                    result = .success(try await history.undoHistory())
                } catch {
                    result = .failure(UserFacingError(error))
                }
                guard !Task.isCancelled else { return }
                await context.dispatch(.history(.loaded(result)))
            case .drop(let stale):
                let result: Result<UndoHistory, UserFacingError>
                do {
                    result = .success(try await history.drop(stale.step.id, from: stale.list))
                } catch {
                    result = .failure(UserFacingError(error))
                }
                guard !Task.isCancelled else { return }
                await context.dispatch(.history(.dropped(result, step: stale.step)))
            }
        }
    }
}
