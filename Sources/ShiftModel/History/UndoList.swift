import Foundation

/// Which list of the undo history a step is in.
package enum UndoList: String, Hashable, Sendable {
    case undo, redo
}
