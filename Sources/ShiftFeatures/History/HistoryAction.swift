import ShiftModel

package enum HistoryAction: Hashable, Sendable {
    /// Read the undo history (at start, `r` after a failure, and when
    /// another process changed it).
    case load
    case loaded(Result<UndoHistory, UserFacingError>)
    /// `u`: take back the newest change, if the shifts are still as it left them.
    case undo
    /// Ctrl-R: make the last undone change again.
    case redo
    /// y to "drop this step?": the step goes from the history on disk.
    case drop(StaleStep)
    /// n to "drop this step?": it stays.
    case keepStaleStep
    case dropped(Result<UndoHistory, UserFacingError>, step: UndoStep)
}
