import Foundation

/// One undoable step: everything one user action changed, as the
/// calendar stored it (a bulk change is one step).
package struct UndoStep: Hashable, Sendable, Identifiable {
    package var id: String
    /// `Deleted E Early on 2026-11-23`, `Added 5 shifts`: the undo message.
    package var title: String
    package var time: Date
    package var operation: ShiftOperation

    package init(id: String, title: String, time: Date, operation: ShiftOperation) {
        self.id = id
        self.title = title
        self.time = time
        self.operation = operation
    }
}
