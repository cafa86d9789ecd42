/// Sends follow-up actions back into the store; `await` returns when the
/// action and its own cascade are done.
public struct Dispatcher<Action: Sendable>: Sendable {
    private let send: @Sendable (Action) async -> Void

    public init(_ send: @escaping @Sendable (Action) async -> Void) {
        self.send = send
    }

    public func callAsFunction(_ action: Action) async {
        await send(action)
    }
}

/// What a middleware is given for one action: the state right after the
/// reducer ran, the action, the injected services and a dispatcher.
public struct MiddlewareContext<State: Sendable, Action: Sendable, Services: Sendable>: Sendable {
    public let state: State
    public let action: Action
    public let services: Services
    public let dispatch: Dispatcher<Action>

    public init(state: State, action: Action, services: Services, dispatch: Dispatcher<Action>) {
        self.state = state
        self.action = action
        self.services = services
        self.dispatch = dispatch
    }
}

/// A side effect. `accepts` is a cheap filter checked on the store's actor
/// before any task is spawned, so a middleware that ignores an action costs a
/// function call. `run` never throws: failures become response actions.
public struct Middleware<State: Sendable, Action: Sendable, Services: Sendable>: Sendable {
    public let name: String
    public let accepts: @Sendable (Action) -> Bool
    /// Runs on the caller's actor (`nonisolated(nonsending)`): a middleware
    /// that only decides and dispatches never leaves the store's actor; its
    /// services' own async methods do the I/O elsewhere.
    public let run: nonisolated(nonsending) @Sendable (MiddlewareContext<State, Action, Services>) async -> Void

    public init(
        _ name: String,
        accepts: @escaping @Sendable (Action) -> Bool,
        run: nonisolated(nonsending) @escaping @Sendable (MiddlewareContext<State, Action, Services>) async -> Void
    ) {
        self.name = name
        self.accepts = accepts
        self.run = run
    }
}
