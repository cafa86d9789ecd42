import ShiftModel

/// The undo history as the screens know it (U1): loaded at start from the
/// history service, then kept in step with every recorded change.
public struct HistoryState: Hashable, Sendable {
    public enum Status: Hashable, Sendable {
        case notLoaded, loading, loaded
        /// The history could not be read; undo and redo say why.
        case failed(String)
    }

    public var undo: UndoHistory
    public var status: Status

    public init(undo: UndoHistory = UndoHistory(), status: Status = .notLoaded) {
        self.undo = undo
        self.status = status
    }

    public var isLoading: Bool { status == .loading }

    /// The step an undo or redo of `operation` takes back or makes again:
    /// the next one, when `operation` is its inverse (undo) or itself (redo).
    public func step(for operation: ShiftOperation, source: ShiftEditSource) -> UndoStep? {
        switch source {
        case .edit: nil
        case .undo: undo.nextUndo.flatMap { $0.operation.inverse == operation ? $0 : nil }
        case .redo: undo.nextRedo.flatMap { $0.operation == operation ? $0 : nil }
        }
    }
}

public enum HistoryAction: Hashable, Sendable {
    /// Read the undo history (at start, and `r` after a failure).
    case load
    case loaded(Result<UndoHistory, UserFacingError>)
    /// `u`: take back the last change, if the shifts are still as it left them.
    case undo
    /// Ctrl-R: make the last undone change again.
    case redo
    /// A change was written and recorded (`ShiftEditMiddleware`): its undo
    /// move and log entries reach the state.
    case recorded(HistoryCommit)
}
