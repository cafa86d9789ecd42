/// A pure state transition. `inout` so a reducer changes state in place and
/// never copies a large state per action.
public struct Reducer<State, Action>: Sendable {
    public let reduce: @Sendable (inout State, Action) -> Void

    public init(_ reduce: @escaping @Sendable (inout State, Action) -> Void) {
        self.reduce = reduce
    }

    /// Runs each reducer in order on the same state.
    public static func combine(_ reducers: Reducer...) -> Reducer {
        Reducer { state, action in
            for reducer in reducers { reducer.reduce(&state, action) }
        }
    }

    /// Lifts a feature reducer onto the app: it sees only its slice of the
    /// state, and only the actions `extract` recognises as its own.
    public static func scope<LocalState, LocalAction>(
        _ reducer: Reducer<LocalState, LocalAction>,
        state keyPath: WritableKeyPath<State, LocalState> & Sendable,
        action extract: @escaping @Sendable (Action) -> LocalAction?
    ) -> Reducer {
        Reducer { state, action in
            guard let local = extract(action) else { return }
            reducer.reduce(&state[keyPath: keyPath], local)
        }
    }
}
