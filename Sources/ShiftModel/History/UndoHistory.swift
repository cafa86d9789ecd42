import Foundation

/// One undoable step: everything one user action changed (a bulk change is
/// one step), with the title the undo message uses.
public struct UndoStep: Hashable, Sendable, Identifiable {
    public var id: String
    /// `Delete Early (E) on Mon 23 Nov 2026`, `Add Late (L) to 5 days`.
    public var title: String
    public var time: Date
    public var changes: [ShiftChange]

    public init(id: String, title: String, time: Date, changes: [ShiftChange]) {
        self.id = id
        self.title = title
        self.time = time
        self.changes = changes
    }

    /// The changes that take the step back, last change first.
    public var undoChanges: [ShiftChange] { changes.reversed().map(\.inverse) }
}

/// What a recorded change does to the undo history.
public enum HistoryMove: Hashable, Sendable {
    /// A new change: pushed for undo; the redo list is dropped.
    case record(UndoStep)
    /// The step was undone: it moves to the redo list.
    case undo(stepID: String)
    /// The step was redone: it moves back to the undo list.
    case redo(stepID: String)
}

/// The undo and redo lists (U1), newest last. Pure, so the reducer and the
/// storage apply a move the same way.
public struct UndoHistory: Hashable, Sendable {
    /// How many steps are kept for undo; older ones are dropped.
    public static let defaultLimit = 50

    public private(set) var undo: [UndoStep]
    public private(set) var redo: [UndoStep]
    public var limit: Int

    public init(undo: [UndoStep] = [], redo: [UndoStep] = [], limit: Int = UndoHistory.defaultLimit) {
        self.limit = max(1, limit)
        self.undo = Array(undo.suffix(self.limit))
        self.redo = Array(redo.suffix(self.limit))
    }

    public var nextUndo: UndoStep? { undo.last }
    public var nextRedo: UndoStep? { redo.last }

    /// Applies `move`. Applying the same move twice changes nothing the
    /// second time (a crash recovery may repeat the last one), and a move
    /// that does not fit (the step is not next) is ignored.
    public mutating func apply(_ move: HistoryMove) {
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

    public func applying(_ move: HistoryMove) -> UndoHistory {
        var copy = self
        copy.apply(move)
        return copy
    }

    /// True when `move` is already reflected (recovery uses it to decide
    /// whether a move still needs applying).
    public func reflects(_ move: HistoryMove) -> Bool {
        switch move {
        case .record(let step): undo.contains { $0.id == step.id }
        case .undo(let id): redo.last?.id == id
        case .redo(let id): undo.last?.id == id
        }
    }
}
