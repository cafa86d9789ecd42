import ShiftModel

/// A change as written: the commit as the calendar stored it, and the undo
/// history after it.
package struct HistoryRecord: Hashable, Sendable {
    package var commit: HistoryCommit
    /// nil when the undo history cannot be read (changes go on; undo is off).
    package var undo: UndoHistory?
    /// Set when the calendar took the change but the rest of it (the catalog,
    /// the change log, the undo history) could not be written yet: why. It
    /// is finished before the next change, or at the next start.
    package var unfinished: String?

    package init(commit: HistoryCommit, undo: UndoHistory?, unfinished: String? = nil) {
        self.commit = commit
        self.undo = undo
        self.unfinished = unfinished
    }
}
