import Redux
import ShiftModel

/// Loads the undo history (again on `r` on Today or Schedule after it could
/// not be read), and drops a step the user chose to drop. Undo and redo
/// themselves are changes, written by `ShiftEditMiddleware`.
package enum HistoryMiddleware {
    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("history", requested: AppState.requested { if case .history(let effect) = $0 { effect } else { nil } }) {
            effect, context in
            let history = context.services.history
            switch effect {
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
