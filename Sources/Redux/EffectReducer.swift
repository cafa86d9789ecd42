/// A feature reducer that says which side effect, if any, an action starts:
/// it returns the request along with the new state. The middleware that
/// does the work runs for that request (`Middleware(_:requested:run:)`),
/// so it never reads the state to guess whether the action was taken.
/// `Input` is the read-only part of the state it reads (`Void` if none).
public struct EffectReducer<State, Input, Action, Effect>: Sendable {
    public let reduce: @Sendable (inout State, Action, Input) -> Effect?

    public init(_ reduce: @escaping @Sendable (inout State, Action, Input) -> Effect?) {
        self.reduce = reduce
    }
}

extension Reducer {
    /// Lifts a feature reducer that requests effects: it sees its slice,
    /// `read`'s input and its own actions; the effect it returns is added to
    /// the app's requests as `embed` makes it.
    @inlinable
    public static func scope<LocalState, Input, LocalAction, LocalEffect, Effect>(
        _ reducer: EffectReducer<LocalState, Input, LocalAction, LocalEffect>,
        state keyPath: WritableKeyPath<State, LocalState> & Sendable,
        reading read: @escaping @Sendable (State) -> Input,
        action extract: @escaping @Sendable (Action) -> LocalAction?,
        requests: WritableKeyPath<State, EffectRequests<Effect>> & Sendable,
        effect embed: @escaping @Sendable (LocalEffect) -> Effect
    ) -> Reducer {
        Reducer { state, action in
            guard let local = extract(action) else { return }
            let input = read(state)
            if let effect = reducer.reduce(&state[keyPath: keyPath], local, input) {
                state[keyPath: requests].append(embed(effect))
            }
        }
    }

    /// The same for a feature reducer that reads nothing else.
    @inlinable
    public static func scope<LocalState, LocalAction, LocalEffect, Effect>(
        _ reducer: EffectReducer<LocalState, Void, LocalAction, LocalEffect>,
        state keyPath: WritableKeyPath<State, LocalState> & Sendable,
        action extract: @escaping @Sendable (Action) -> LocalAction?,
        requests: WritableKeyPath<State, EffectRequests<Effect>> & Sendable,
        effect embed: @escaping @Sendable (LocalEffect) -> Effect
    ) -> Reducer {
        scope(reducer, state: keyPath, reading: { _ in () }, action: extract, requests: requests, effect: embed)
    }
}
