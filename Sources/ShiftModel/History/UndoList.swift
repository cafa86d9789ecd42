import Foundation

/// Which list of the undo history a step is in.
public enum UndoList: String, Hashable, Sendable {
    case undo, redo
}
