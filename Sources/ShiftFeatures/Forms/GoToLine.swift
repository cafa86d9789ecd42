import ShiftModel

/// The go-to-date prompt (`g`) while it is open: what was typed, and why
/// it was not taken (what was typed stays).
package struct GoToLine: Hashable, Sendable {
    package var typed: TextInput
    package var problem: FieldProblem?

    package init(_ typed: TextInput = TextInput(), problem: FieldProblem? = nil) {
        self.typed = typed
        self.problem = problem
    }
}
