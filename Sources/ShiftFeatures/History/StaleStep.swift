import ShiftModel

/// A step of the undo history that can no longer apply (its shift changed or
/// vanished elsewhere, or the catalog did): nothing was written; the user
/// may drop it so the older steps stay reachable.
package struct StaleStep: Error, Hashable, Sendable {
    package var step: UndoStep
    package var list: UndoList
    package var refusal: ShiftEditRefusal

    package init(step: UndoStep, list: UndoList, refusal: ShiftEditRefusal) {
        self.step = step
        self.list = list
        self.refusal = refusal
    }
}
