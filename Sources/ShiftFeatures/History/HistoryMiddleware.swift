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
            switch HistoryEvent(app: action) {
            case .own(.load)?: self = .load
            case .own(.drop(let stale))?: self = .drop(stale)
            case .retry?: self = .retry
            default: return nil
            }
        }
    }

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("history", handling: Work.init) { work, context in
            let history = context.services.history
            switch work {
            // The reducer took the retry only if the history had failed.
            case .retry where context.state.history.status != .loading:
                return
            case .load, .retry:
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
