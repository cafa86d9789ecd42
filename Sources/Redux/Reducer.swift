/// A pure state transition. `inout` so a reducer changes state in place and
/// never copies a large state per action.
public struct Reducer<State, Action>: Sendable {
    public let reduce: @Sendable (inout State, Action) -> Void

    public init(_ reduce: @escaping @Sendable (inout State, Action) -> Void) {
        self.reduce = reduce
    }

    /// Runs each reducer in order on the same state.
    @inlinable
    public static func combine(_ reducers: Reducer...) -> Reducer {
        Reducer { state, action in
            for reducer in reducers { reducer.reduce(&state, action) }
        }
    }

    /// Lifts a feature reducer onto the app: it sees only its slice of the
    /// state, and only the actions `extract` recognises as its own.
    @inlinable
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

extension Reducer {
    /// Lifts a feature reducer that reads another part of the state: `read`
    /// makes its input before the slice is changed in place (no copy of the
    /// slice is written back, so its arrays are never copied).
    @inlinable
    public static func scope<LocalState, Input, LocalAction>(
        _ reducer: ReadingReducer<LocalState, Input, LocalAction>,
        state keyPath: WritableKeyPath<State, LocalState> & Sendable,
        reading read: @escaping @Sendable (State) -> Input,
        action extract: @escaping @Sendable (Action) -> LocalAction?
    ) -> Reducer {
        Reducer { state, action in
            guard let local = extract(action) else { return }
            let input = read(state)
            reducer.reduce(&state[keyPath: keyPath], local, input)
        }
    }
}
