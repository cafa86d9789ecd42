/// A feature reducer that reads part of the state it does not own: the
/// `Input` is given to it, read-only, and only its own slice changes.
public struct ReadingReducer<State, Input, Action>: Sendable {
    public let reduce: @Sendable (inout State, Action, Input) -> Void

    public init(_ reduce: @escaping @Sendable (inout State, Action, Input) -> Void) {
        self.reduce = reduce
    }
}
