import ShiftModel

/// The undo history as the screens know it: loaded at start from the
/// history service, then kept in step with every recorded change and with
/// the file when another process changes it. `u` and Ctrl-R always take the
/// next step as the history on disk has it then, not this copy.
package struct HistoryState: Hashable, Sendable {
    package var undo: UndoHistory
    package var status: LoadStatus
    /// A step that could not apply, while the user is asked whether to drop it.
    package var staleStep: StaleStep?

    package init(undo: UndoHistory = UndoHistory(), status: LoadStatus = .notLoaded, staleStep: StaleStep? = nil) {
        self.undo = undo
        self.status = status
        self.staleStep = staleStep
    }

    package var isLoading: Bool { status == .loading }
}
