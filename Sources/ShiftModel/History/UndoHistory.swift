import Foundation

/// The undo and redo lists, newest last. Pure, so the reducer and the
/// storage apply a move the same way.
package struct UndoHistory: Hashable, Sendable {
    /// How many steps are kept for undo; older ones are dropped.
    package static let defaultLimit = 50

    package private(set) var undo: [UndoStep]
    package private(set) var redo: [UndoStep]
    package let limit: Int

    package init(undo: [UndoStep] = [], redo: [UndoStep] = [], limit: Int = UndoHistory.defaultLimit) {
        self.limit = max(1, limit)
        self.undo = Array(undo.suffix(self.limit))
        self.redo = Array(redo.suffix(self.limit))
    }

    package var nextUndo: UndoStep? { undo.last }
    package var nextRedo: UndoStep? { redo.last }

    /// Applies `move`. Applying the same move twice changes nothing the
    /// second time (recovery after a crash may repeat the last one), and a
    /// move whose step is not next is ignored.
    package mutating func apply(_ move: HistoryMove) {
        switch move {
        case .record(let step):
            guard !undo.contains(where: { $0.id == step.id }) else { return }
            undo.append(step)
            if undo.count > limit { undo.removeFirst(undo.count - limit) }
            redo.removeAll()
        case .undo(let id):
            guard let step = undo.last, step.id == id else { return }
            undo.removeLast()
            redo.append(step)
        case .redo(let id):
            guard let step = redo.last, step.id == id else { return }
            redo.removeLast()
            undo.append(step)
        }
    }

    /// Drops the next step of `list` when it is `stepID` (a step that can no
    /// longer apply, so the older ones stay reachable); true when it did.
    @discardableResult
    package mutating func drop(_ stepID: String, from list: UndoList) -> Bool {
        switch list {
        case .undo:
            guard undo.last?.id == stepID else { return false }
            undo.removeLast()
        case .redo:
            guard redo.last?.id == stepID else { return false }
            redo.removeLast()
        }
        return true
    }

    /// True when `move` is already reflected here.
    package func reflects(_ move: HistoryMove) -> Bool {
        switch move {
        case .record(let step): undo.contains { $0.id == step.id }
        case .undo(let id): redo.last?.id == id
        case .redo(let id): undo.last?.id == id
        }
    }
}
