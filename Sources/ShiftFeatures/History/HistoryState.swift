import ShiftModel

/// The undo history as the screens know it: loaded at start from the
/// history service, then kept in step with every recorded change and with
/// the file when another process changes it. `u` and Ctrl-R always take the
/// next step as the history on disk has it then, not this copy.
public struct HistoryState: Hashable, Sendable {
    public var undo: UndoHistory
    public var status: LoadStatus
    /// A step that could not apply, while the user is asked whether to drop it.
    public var staleStep: StaleStep?

    public init(undo: UndoHistory = UndoHistory(), status: LoadStatus = .notLoaded, staleStep: StaleStep? = nil) {
        self.undo = undo
        self.status = status
        self.staleStep = staleStep
    }

    public var isLoading: Bool { status == .loading }
}
