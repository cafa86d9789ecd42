import Foundation

/// What a recorded change does to the undo history.
package enum HistoryMove: Hashable, Sendable {
    /// A new change: pushed for undo; the redo list is dropped.
    case record(UndoStep)
    /// The step was undone: it moves to the redo list.
    case undo(stepID: String)
    /// The step was redone: it moves back to the undo list.
    case redo(stepID: String)
}
