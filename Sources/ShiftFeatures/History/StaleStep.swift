import ShiftModel

/// A step of the undo history that can no longer apply (its shift changed or
/// vanished elsewhere, or the catalog did): nothing was written; the user
/// may drop it so the older steps stay reachable.
public struct StaleStep: Error, Hashable, Sendable {
    public var step: UndoStep
    public var list: UndoList
    public var refusal: ShiftEditRefusal

    public init(step: UndoStep, list: UndoList, refusal: ShiftEditRefusal) {
        self.step = step
        self.list = list
        self.refusal = refusal
    }
}
