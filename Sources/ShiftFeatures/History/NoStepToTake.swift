import ShiftModel

/// Why `u` or Ctrl-R changed nothing because there is no step.
package struct NoStepToTake: Error, Hashable, Sendable {
    package var list: UndoList
    package init(_ list: UndoList) { self.list = list }
}
