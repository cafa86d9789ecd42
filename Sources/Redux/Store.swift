/// Identifies a registration made with `Store.observe(_:)`.
public struct ObservationToken: Hashable, Sendable {
    let id: Int
}

/// How a store runs the middlewares that accept one action.
public enum MiddlewareExecution: Sendable {
    /// All at once in a task group (the default).
    case concurrent
    /// One after another in the order given (for tests that need a fixed order).
    case sequential
}

/// A Redux store whose `dispatch` is async and three-phase:
///
/// 1. the reducer runs, synchronously, in place;
/// 2. observers are told synchronously (a renderer draws the new state now),
///    then, if a middleware accepts the action, the task yields so other UI
///    work gets its turn before the side effects start;
/// 3. every middleware that accepts the action runs, and `dispatch` returns
///    only when they and every action they dispatched in turn are done.
///
/// `await store.dispatch(x)` therefore means "x and all its follow-ups are
/// done", which is what makes async features testable without sleeps.
@UIActor
public final class Store<State: Sendable, Action: Sendable, Services: Sendable> {
    public private(set) var state: State
    public let services: Services
    public var middlewareExecution: MiddlewareExecution

    private let reducer: Reducer<State, Action>
    private let middlewares: [Middleware<State, Action, Services>]
    private var observers: [(token: Int, notify: @UIActor (State) -> Void)] = []
    private var interceptors: [any StoreInterceptor<State, Action>] = []
    private var nextToken = 0

    public init(
        state: State,
        reducer: Reducer<State, Action>,
        services: Services,
        middlewares: [Middleware<State, Action, Services>] = [],
        middlewareExecution: MiddlewareExecution = .concurrent
    ) {
        self.state = state
        self.reducer = reducer
        self.services = services
        self.middlewares = middlewares
        self.middlewareExecution = middlewareExecution
    }

    /// Applies `action` and awaits all of its side effects and their follow-ups.
    /// Cancelling the calling task cancels the middlewares in flight.
    public func dispatch(_ action: Action) async {
        reduce(action)

        var accepted: [Middleware<State, Action, Services>] = []
        for middleware in middlewares where middleware.accepts(action) {
            accepted.append(middleware)
        }
        // The yield gives the UI its turn between the new frame and the side
        // effects; with no side effect to follow there is nothing to separate.
        if accepted.isEmpty { return }
        await Task.yield()

        let context = MiddlewareContext(
            state: state, action: action, services: services, dispatch: dispatcher)
        if accepted.count == 1 || middlewareExecution == .sequential {
            for middleware in accepted { await middleware.run(context) }
            return
        }
        // Structured by hand, like a task group: each middleware is a child
        // task that starts at once on this actor and runs until its first
        // suspension, so they interleave; dispatch returns when all are done;
        // cancelling the dispatching task cancels them all. Measured against
        // a task group (scripts/bench): addTask children start on the global
        // pool and hop back (about 2.5x the cost); addImmediateTask children
        // cost about a third more than these.
        let children = accepted.map { middleware in Task.immediate { await Self.run(middleware, context) } }
        await withTaskCancellationHandler {
            for child in children { await child.value }
        } onCancel: {
            for child in children { child.cancel() }
        }
    }

    /// One middleware on this actor. A function, not a closure literal:
    /// Swift 6.3's region checker rejects a nonsending call in the latter.
    private static func run(_ middleware: Middleware<State, Action, Services>,
                            _ context: MiddlewareContext<State, Action, Services>) async {
        await middleware.run(context)
    }

    /// A dispatcher that sends actions into this store, for middlewares and
    /// for code that should not hold the store itself. Made once, not per
    /// dispatch.
    public private(set) lazy var dispatcher = Dispatcher<Action> { [weak self] action in
        await self?.dispatch(action)
    }

    /// Phases 1 and 2a: reducer in place, interceptors, observers; synchronous.
    private func reduce(_ action: Action) {
        if interceptors.isEmpty {
            reducer.reduce(&state, action)
        } else {
            let old = state
            reducer.reduce(&state, action)
            for interceptor in interceptors {
                interceptor.actionDispatched(action, oldState: old, newState: state)
            }
        }
        for observer in observers { observer.notify(state) }
    }

    /// Calls `handler` synchronously after every reducer run, before any
    /// middleware for that action starts. Keep it cheap: it is on the hot path.
    @discardableResult
    public func observe(_ handler: @escaping @UIActor (State) -> Void) -> ObservationToken {
        nextToken += 1
        observers.append((nextToken, handler))
        return ObservationToken(id: nextToken)
    }

    public func removeObservation(_ token: ObservationToken) {
        observers.removeAll { $0.token == token.id }
    }

    /// The latest state after each change, for a renderer that awaits changes.
    /// Buffers only the newest state: a slow consumer skips, never lags.
    public func states() -> AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: State.self, bufferingPolicy: .bufferingNewest(1))
        let token = observe { continuation.yield($0) }
        continuation.onTermination = { [weak self] _ in
            Task { @UIActor in self?.removeObservation(token) }
        }
        return stream
    }

    public func register(interceptor: some StoreInterceptor<State, Action>) {
        interceptors.append(interceptor)
    }

    public func unregister(interceptor: some StoreInterceptor<State, Action>) {
        interceptors.removeAll { $0 === interceptor }
    }
}

