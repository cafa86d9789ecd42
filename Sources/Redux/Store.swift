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
///
/// A middleware may name the effect a run belongs to (`EffectID`): a newer
/// run with the same id cancels the one in flight, and a cancelled run's
/// dispatches are dropped (Store+Effects.swift).
@StoreActor
public final class Store<State: Sendable, Action: Sendable, Services: Sendable> {
    // Stored properties the inlinable dispatch path reads are
    // @usableFromInline: see `dispatch`.
    public var state: State { currentState }
    @usableFromInline var currentState: State
    public let services: Services
    public var middlewareExecution: MiddlewareExecution

    @usableFromInline let reducer: Reducer<State, Action>
    @usableFromInline let middlewares: [Middleware<State, Action, Services>]
    @usableFromInline var observers = ObserverList<State>()
    @usableFromInline var interceptors: [any StoreInterceptor<State, Action>] = []
    /// The run in flight for each effect id (Store+Effects.swift).
    /// Made at the first named run. Boxed so a store whose middlewares name
    /// no effect never instantiates the table's dictionary type: for a
    /// generic class that costs a runtime conformance check at start
    /// (about 170,000 instructions against a statically linked binary's
    /// conformance records, measured at an app's start-up).
    var effectTable: EffectTable?
    /// Whether any middleware names effects; if none does, dispatch never
    /// looks for them.
    @usableFromInline let namesEffects: Bool

    public init(
        state: State,
        reducer: Reducer<State, Action>,
        services: Services,
        middlewares: [Middleware<State, Action, Services>] = [],
        middlewareExecution: MiddlewareExecution = .concurrent
    ) {
        self.currentState = state
        self.reducer = reducer
        self.services = services
        self.middlewares = middlewares
        self.middlewareExecution = middlewareExecution
        namesEffects = middlewares.contains { $0.namedEffect != nil }
    }

    /// Applies `action` and awaits all of its side effects and their follow-ups.
    /// Cancelling the calling task cancels the middlewares in flight.
    ///
    /// A middleware that names an effect for `action` (`Middleware.effect`)
    /// runs in a task of its own, registered under that id: it cancels the
    /// run in flight with the same id (see `cancelEffect(_:)`). That happens
    /// here, with the reduction, before the yield, so a run superseded while
    /// it waits for its turn never starts.
    ///
    /// Inlinable so the app's module specializes it for its own State and
    /// Action: unspecialized, every dispatch looked up generic metadata at
    /// run time (arrays of middlewares and tasks, the context, the
    /// interceptor existential): nearly half of a dispatch's instructions.
    @inlinable
    public func dispatch(_ action: Action) async {
        reduce(action)

        var accepted = AcceptedMiddlewares()
        for position in middlewares.indices where middlewares[position].accepts(action, currentState) {
            accepted.insert(position)
        }
        // The yield gives the UI its turn between the new frame and the side
        // effects; with no side effect to follow there is nothing to separate.
        if accepted.isEmpty { return }
        // A call of its own: what phase 3 keeps across its suspensions is
        // allocated in its frame, not in this one, so a dispatch that no
        // middleware accepts does not pay for it (about 230 instructions of
        // its 700, callgrind).
        await runMiddlewares(accepted, for: action)
    }

    /// A dispatcher that sends actions into this store, for middlewares and
    /// for code that should not hold the store itself. Made once, not per
    /// dispatch.
    public private(set) lazy var dispatcher = Dispatcher<Action> { [weak self] action in
        await self?.dispatch(action)
    }

    /// Phases 1 and 2a: reducer in place, interceptors, observers; synchronous.
    @inlinable
    func reduce(_ action: Action) {
        if interceptors.isEmpty {
            reducer.reduce(&currentState, action)
        } else {
            let old = currentState
            reducer.reduce(&currentState, action)
            for interceptor in interceptors {
                interceptor.actionDispatched(action, oldState: old, newState: currentState)
            }
        }
        observers.notify(currentState)
    }

    /// Calls `handler` synchronously after every reducer run, before any
    /// middleware for that action starts. Keep it cheap: it is on the hot path.
    @discardableResult
    public func observe(_ handler: @escaping @StoreActor (State) -> Void) -> ObservationToken {
        observers.add(handler)
    }

    public func removeObservation(_ token: ObservationToken) {
        observers.remove(token)
    }

    /// The latest state after each change, for a renderer that awaits changes.
    /// Buffers only the newest state: a slow consumer skips, never lags.
    public func states() -> AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: State.self, bufferingPolicy: .bufferingNewest(1))
        let token = observe { continuation.yield($0) }
        continuation.onTermination = { [weak self] _ in
            Task { @StoreActor in self?.removeObservation(token) }
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
