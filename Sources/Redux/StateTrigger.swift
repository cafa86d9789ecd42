/// Runs a request when a slice of the state enters a "request" state: the
/// pattern of ReSwift's `AsyncRequestHandler`, built on store observation
/// instead of a middleware.
///
/// `request(state)` says which request the state asks for (nil: none). When it
/// turns from nil, or from another request, to a request, `perform` runs in a
/// task and the action it returns is dispatched. It fires on entering the
/// request state, not on every change while the state stays there, so a
/// state that is still `.request` after an unrelated action starts nothing.
/// A newer request cancels the one in flight, whose answer would be stale.
///
/// Because it needs only `StoreProtocol`, a test drives it with a `MockStore`
/// (`setState(.request)`) and a fake service, then awaits `waitUntilIdle()`:
/// no sleeps, no "eventually".
@StoreActor
public final class StateTrigger<State: Sendable, Action: Sendable, Request: Equatable & Sendable> {
    private weak var store: (any StoreProtocol<State, Action>)?
    private let request: @Sendable (State) -> Request?
    private let perform: @Sendable (Request) async -> Action?
    private var token: ObservationToken?
    private var lastRequest: Request?
    /// Every request task still running (answer dispatch included).
    private var tasks: [Int: Task<Void, Never>] = [:]
    /// The request still waiting for its answer: the one a newer request cancels.
    private var pendingID: Int?
    private var nextID = 0

    /// Starts observing `store` at once; a state that already asks for a
    /// request starts it now. Keep the trigger alive for as long as it should
    /// react: the store holds it only weakly.
    public init(
        store: some StoreProtocol<State, Action>,
        request: @escaping @Sendable (State) -> Request?,
        perform: @escaping @Sendable (Request) async -> Action?
    ) {
        self.store = store
        self.request = request
        self.perform = perform
        token = store.observe { [weak self] state in self?.stateChanged(state) }
        stateChanged(store.state)
    }

    /// Whether a request is running now.
    public var isRunning: Bool { !tasks.isEmpty }

    /// Suspends until no request is running (including ones started by the
    /// answers of earlier ones). For tests and for an orderly shutdown.
    public func waitUntilIdle() async {
        while let task = tasks.values.first { await task.value }
    }

    /// Stops observing and cancels the request in flight.
    public func stop() {
        if let token { store?.removeObservation(token) }
        token = nil
        for task in tasks.values { task.cancel() }
        pendingID = nil
    }

    private func stateChanged(_ state: State) {
        let wanted = request(state)
        defer { lastRequest = wanted }
        guard let wanted, wanted != lastRequest else { return }
        start(wanted)
    }

    private func start(_ wanted: Request) {
        if let pendingID { tasks[pendingID]?.cancel() }
        nextID += 1
        let id = nextID
        pendingID = id
        let perform = self.perform
        tasks[id] = Task { @StoreActor [weak self] in
            let answer = await perform(wanted)
            await self?.answered(id, with: answer)
        }
    }

    /// Dispatches the answer unless the request was superseded or stopped.
    /// An answer already being dispatched is not cancelled by a newer request.
    private func answered(_ id: Int, with answer: Action?) async {
        defer { tasks[id] = nil }
        if pendingID == id { pendingID = nil }
        guard !Task.isCancelled, let answer, let store else { return }
        await store.dispatch(answer)
    }
}
