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

/// The effects one reduction requested, in the order asked. The app's
/// reducer empties it before each action. An output of the reduction, not a
/// fact: every value equals every other, so a screen or a test that compares
/// states sees the facts only (a test reads the requests themselves).
public struct EffectRequests<Effect: Sendable>: Sendable, Hashable {
    public private(set) var all: [Effect] = []

    public init(_ all: [Effect] = []) {
        self.all = all
    }

    @inlinable public var isEmpty: Bool { all.isEmpty }

    public mutating func append(_ effect: Effect) {
        all.append(effect)
    }

    /// The first request `extract` recognises.
    @inlinable
    public func first<Found>(_ extract: (Effect) -> Found?) -> Found? {
        if all.isEmpty { return nil }
        for effect in all {
            if let found = extract(effect) { return found }
        }
        return nil
    }

    public static func == (_: Self, _: Self) -> Bool { true }
    public func hash(into _: inout Hasher) {}
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
