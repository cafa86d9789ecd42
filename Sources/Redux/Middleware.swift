/// A side effect. `accepts` is a cheap filter checked on the store's actor
/// right after the reducer, before any task is spawned, so a middleware that
/// ignores an action costs a function call. `run` never throws: failures
/// become response actions.
///
/// A middleware made with `handling:` states its filter once: the function
/// that extracts the case it handles is both the filter and what `run` is
/// given, so the two cannot disagree. One made with `requested:` runs only
/// for the effect the reducer asked for (`EffectReducer`): it never reads
/// the state to guess whether the reducer took the action.
public struct Middleware<State: Sendable, Action: Sendable, Services: Sendable>: Sendable {
    public let name: String
    /// Given the action and the state the reducer left.
    public let accepts: @Sendable (Action, State) -> Bool
    /// The effect a run for this action belongs to, if any: the store
    /// cancels the run in flight with the same id when a new one starts,
    /// and a cancelled run's dispatches are dropped.
    public var effect: @Sendable (Action, State) -> EffectID? {
        namedEffect ?? { _, _ in nil }
    }
    /// Nil when the middleware names no effect: the store asks only the
    /// others, so the many that name none cost nothing more per dispatch.
    /// (An optional closure, not a flag beside it: the struct stays as
    /// large as it was, and so does every copy of it.)
    @usableFromInline let namedEffect: (@Sendable (Action, State) -> EffectID?)?
    /// Runs on the caller's actor (`nonisolated(nonsending)`): a middleware
    /// that only decides and dispatches never leaves the store's actor; its
    /// services' own async methods do the I/O elsewhere.
    public let run: nonisolated(nonsending) @Sendable (MiddlewareContext<State, Action, Services>) async -> Void

    public init(
        _ name: String,
        accepts: @escaping @Sendable (Action) -> Bool,
        effect: @escaping @Sendable (Action) -> EffectID? = { _ in nil },
        run: nonisolated(nonsending) @escaping @Sendable (MiddlewareContext<State, Action, Services>) async -> Void
    ) {
        self.name = name
        self.accepts = { action, _ in accepts(action) }
        self.namedEffect = { action, _ in effect(action) }
        self.run = run
    }

    /// A middleware that names no effect. (Chosen over the initializer above
    /// whenever `effect:` is left out.)
    public init(
        _ name: String,
        accepts: @escaping @Sendable (Action) -> Bool,
        run: nonisolated(nonsending) @escaping @Sendable (MiddlewareContext<State, Action, Services>) async -> Void
    ) {
        self.name = name
        self.accepts = { action, _ in accepts(action) }
        self.namedEffect = nil
        self.run = run
    }

    /// A middleware for the actions `extract` recognises: `run` is given
    /// what it extracted. `effect`, if given, names the effect of each run
    /// (see `EffectID`).
    @inlinable
    public init<Handled: Sendable>(
        _ name: String,
        handling extract: @escaping @Sendable (Action) -> Handled?,
        effect: @escaping @Sendable (Handled) -> EffectID? = { _ in nil },
        run: nonisolated(nonsending) @escaping @Sendable (Handled, MiddlewareContext<State, Action, Services>) async -> Void
    ) {
        self.name = name
        self.accepts = { action, _ in extract(action) != nil }
        self.namedEffect = { action, _ in extract(action).flatMap(effect) }
        self.run = { context in
            guard let handled = extract(context.action) else { return }
            await run(handled, context)
        }
    }

    /// A middleware for the actions `extract` recognises, naming no effect.
    @inlinable
    public init<Handled: Sendable>(
        _ name: String,
        handling extract: @escaping @Sendable (Action) -> Handled?,
        run: nonisolated(nonsending) @escaping @Sendable (Handled, MiddlewareContext<State, Action, Services>) async -> Void
    ) {
        self.name = name
        self.accepts = { action, _ in extract(action) != nil }
        self.namedEffect = nil
        self.run = { context in
            guard let handled = extract(context.action) else { return }
            await run(handled, context)
        }
    }

    /// A middleware for the effects the reducer requested: `extract` finds
    /// this middleware's request in the state the reducer left (nil: the
    /// reducer asked for nothing of it, and it does not run). `effect`, if
    /// given, names the effect of each run.
    @inlinable
    public init<Requested: Sendable>(
        _ name: String,
        requested extract: @escaping @Sendable (State) -> Requested?,
        effect: (@Sendable (Requested) -> EffectID?)? = nil,
        run: nonisolated(nonsending) @escaping @Sendable (Requested, MiddlewareContext<State, Action, Services>) async -> Void
    ) {
        self.name = name
        self.accepts = { _, state in extract(state) != nil }
        if let effect {
            self.namedEffect = { _, state in extract(state).flatMap(effect) }
        } else {
            self.namedEffect = nil
        }
        self.run = { context in
            guard let requested = extract(context.state) else { return }
            await run(requested, context)
        }
    }
}
