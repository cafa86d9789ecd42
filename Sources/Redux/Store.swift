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
///    then the task yields so other UI work gets its turn;
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
        await Task.yield()

        var accepted: [Middleware<State, Action, Services>] = []
        for middleware in middlewares where middleware.accepts(action) {
            accepted.append(middleware)
        }
        if accepted.isEmpty { return }

        let context = MiddlewareContext(
            state: state, action: action, services: services, dispatch: dispatcher)
        if accepted.count == 1 || middlewareExecution == .sequential {
            for middleware in accepted { await middleware.run(context) }
            return
        }
        await withTaskGroup(of: Void.self) { group in
            for middleware in accepted {
                group.addTask { await middleware.run(context) }
            }
        }
    }

    /// A dispatcher that sends actions into this store, for middlewares and
    /// for code that should not hold the store itself.
    public nonisolated var dispatcher: Dispatcher<Action> {
        Dispatcher { [weak self] action in await self?.dispatch(action) }
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
