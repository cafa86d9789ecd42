import ShiftModel

/// Pure transitions of the undo history. An undo or redo itself is written
/// by `ShiftEditMiddleware`; its outcome comes back as `.shiftEdit(.applied)`
/// or `.failed` (and the edit notice says what happened).
public enum HistoryReducer {
    public static func reduce(_ app: inout AppState, _ action: HistoryAction) {
        switch action {
        case .load:
            if app.history.status != .loaded { app.history.status = .loading }

        case .loaded(.success(let undo)):
            app.history.undo = undo
            app.history.status = .loaded

        case .loaded(.failure(let error)):
            app.history.status = .failed(error.message)

        case .undo, .redo:
            // Always to the history on disk, which says whether there is a
            // step; a change still being saved is finished first there.
            app.history.staleStep = nil
            ShiftEditReducer.begin(&app.shiftEdit)

        case .drop:
            app.history.staleStep = nil
            ShiftEditReducer.begin(&app.shiftEdit)

        case .keepStaleStep:
            app.history.staleStep = nil
            app.shiftEdit.notice = Notice("The step stays; u tries it again.")

        case .dropped(.success(let undo), let step):
            app.history.undo = undo
            app.history.status = .loaded
            app.shiftEdit.isApplying = false
            app.shiftEdit.notice = Notice("Dropped from the undo history: \(step.title). u now takes the step before it.")

        case .dropped(.failure(let error), _):
            app.shiftEdit.isApplying = false
            app.shiftEdit.notice = .error(error.message)
        }
    }

    /// The history's side of every change: the undo history as it is after
    /// the change, its log entries, and the catalog edit it made; a step
    /// that could not apply waits for the user's answer.
    static func reduce(_ app: inout AppState, _ action: ShiftEditAction) {
        switch action {
        case .applied(let record, _):
            if let undo = record.undo {
                app.history.undo = undo
                app.history.status = .loaded
            }
            if let edit = record.commit.operation.catalog {
                app.catalog.catalog = edit.applied(to: app.catalog.catalog)
            }
            ChangeLogReducer.append(record.commit.entries, to: &app.changeLog)
        case .failed(let failure, _):
            app.history.staleStep = failure.staleStep
        case .request:
            break
        }
    }
}
