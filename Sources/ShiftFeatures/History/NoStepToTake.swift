import ShiftModel

/// Why `u` or Ctrl-R changed nothing because there is no step.
public struct NoStepToTake: Error, Hashable, Sendable {
    public var list: UndoList
    public init(_ list: UndoList) { self.list = list }
}
