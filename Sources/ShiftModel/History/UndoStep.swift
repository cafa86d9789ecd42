import Foundation

/// One undoable step: everything one user action changed, as the
/// calendar stored it (a bulk change is one step).
public struct UndoStep: Hashable, Sendable, Identifiable {
    public var id: String
    /// `Deleted E Early on 2026-11-23`, `Added 5 shifts`: the undo message.
    public var title: String
    public var time: Date
    public var operation: ShiftOperation

    public init(id: String, title: String, time: Date, operation: ShiftOperation) {
        self.id = id
        self.title = title
        self.time = time
        self.operation = operation
    }
}
