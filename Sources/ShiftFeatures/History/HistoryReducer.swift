import ShiftModel

/// Pure transitions of the undo history. An undo or redo itself is a
/// `ShiftEditAction.apply` the middleware sends; its outcome comes back as
/// `.recorded` (and the edit notice says what happened).
public enum HistoryReducer {
    public static func reduce(_ app: inout AppState, _ action: HistoryAction) {
        switch action {
        case .load:
            app.history.status = .loading

        case .loaded(.success(let undo)):
            app.history.undo = undo
            app.history.status = .loaded

        case .loaded(.failure(let error)):
            app.history.status = .failed(error.message)

        case .undo, .redo:
            if let refusal = refusal(action, app) { app.shiftEdit.notice = refusal }

        case .recorded(let commit):
            if let move = commit.move { app.history.undo.apply(move) }
            ChangeLogReducer.append(commit.entries, to: &app.changeLog)
        }
    }

    /// Why `u` or Ctrl-R cannot start now, or nil when the middleware goes on.
    public static func refusal(_ action: HistoryAction, _ app: AppState) -> Notice? {
        let isUndo = action == .undo
        switch app.history.status {
        case .notLoaded, .loading: return .error("The undo history is still loading; try again in a moment.")
        case .failed(let message): return .error("Undo is not available: \(message)")
        case .loaded: break
        }
        if app.shiftEdit.isApplying { return .error("A change is being saved; try again in a moment.") }
        if isUndo, app.history.undo.nextUndo == nil { return Notice("Nothing to undo.") }
        if !isUndo, app.history.undo.nextRedo == nil { return Notice("Nothing to redo.") }
        return nil
    }
}
