import Redux
import ShiftModel

/// Loads the undo history (again on `r` on Today or Schedule after it could
/// not be read), and turns `u` and Ctrl-R into the operation that
/// takes the next step back (its inverse) or makes it again. The edit
/// middleware checks that the shifts are still as the step left them, so
/// an undo that can no longer apply says why and changes nothing.
public enum HistoryMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("history", accepts: { action in
            switch action {
            case .history(.load), .history(.undo), .history(.redo), .today(.load), .today(.retry),
                 .schedule(.reload): true
            default: false
            }
        }, run: { context in
            switch context.action {
            case .today, .schedule:
                guard case .failed = context.state.history.status else { return }
                await context.dispatch(.history(.load))
            case .history(.load):
                let result: Result<UndoHistory, UserFacingError>
                do {
                    result = .success(try await context.services.history.undoHistory())
                } catch {
                    result = .failure(UserFacingError(error))
                }
                guard !Task.isCancelled else { return }
                await context.dispatch(.history(.loaded(result)))
            case .history(let action):
                guard HistoryReducer.refusal(action, context.state) == nil else { return }
                let undo = context.state.history.undo
                if action == .undo, let step = undo.nextUndo {
                    await context.dispatch(.shiftEdit(.apply(step.operation.inverse, source: .undo)))
                } else if action == .redo, let step = undo.nextRedo {
                    await context.dispatch(.shiftEdit(.apply(step.operation, source: .redo)))
                }
            default:
                return
            }
        })
    }
}
