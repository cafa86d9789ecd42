import ShiftModel

/// The go-to-date prompt (`g`) while it is open: what was typed, and why
/// it was not taken (what was typed stays).
public struct GoToLine: Hashable, Sendable {
    public var typed: TextInput
    public var problem: FieldProblem?

    public init(_ typed: TextInput = TextInput(), problem: FieldProblem? = nil) {
        self.typed = typed
        self.problem = problem
    }
}
