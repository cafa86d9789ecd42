import Redux
import Synchronization

/// An exhaustive test store in the manner of TCA's `TestStore`, for any
/// state, action and services, on top of a real `Store`.
///
/// ```swift
/// let store = TestStore(initialState: TallyState(count: 3), reducer: tallyReducer,
///                       services: services, middlewares: tallyMiddlewares)
/// await store.send(.factRequested) { $0.isLoading = true }
/// await store.receive(.factLoaded("3 is odd")) {
///     $0.isLoading = false
///     $0.fact = "3 is odd"
/// }
/// await store.finish()
/// ```
///
/// How it works: an interceptor records (action, old state, new state) for
/// every reduction. `send` awaits `dispatch`, which returns after the whole
/// cascade, so the records are the sent action followed by every action the
/// middlewares dispatched, in order. The sent one is checked against the
/// closure at once; the others wait in a queue for `receive`.
///
/// Exhaustive (the default): a state change must be asserted in full, every
/// received action must be received, and every effect the store cancelled
/// must be asserted with `receiveCancellation(of:)`, before the next `send`
/// and before the end (`finish()`, or the store's deinit), or the test fails
/// with a diff or a list. `exhaustivity = .off` checks only what is asserted.
///
/// Every wait is bounded (`BoundedWait.defaultTimeout`, or the `timeout`
/// given): a send whose cascade never ends, an action that never comes, a
/// started action that never finishes fail the test at the line that
/// waited, naming what it waited for.
@StoreActor
public final class TestStore<State: Sendable & Equatable, Action: Sendable, Services: Sendable> {
    typealias Change = TestInterceptor<State, Action>.StateChange

    /// What the end of a test checks. Under a lock rather than only on the
    /// actor, so that `deinit` reads it synchronously where the store is
    /// released: still inside the test, so a failure is attributed to it.
    struct Pending: Sendable {
        var exhaustivity: Exhaustivity
        /// Received reductions not asserted yet, oldest first.
        var received: [Change] = []
        /// Effects the store cancelled, not asserted yet, oldest first.
        var cancellations: [EffectID] = []
        /// Actions sent with `start` whose cascade is still running.
        var running: [Int: RunningSend] = [:]
    }

    /// An action sent with `start`, and how a failure names it.
    struct RunningSend: Sendable {
        let task: Task<Void, Never>
        let action: String
    }

    /// The real store under test.
    public let store: Store<State, Action, Services>

    let interceptor = TestInterceptor<State, Action>()
    private let pending: Mutex<Pending>
    /// Parked `receive`/`start` calls, resumed on every record and every end.
    var waiters: [OneShot<WaitEnd>] = []
    /// The send whose reduction is recorded next, and what was recorded.
    var capturing: Int?
    var captured: [Int: Change] = [:]
    var nextSendID = 0
    private let creation: CallSite

    /// A test store over a new `Store`. Middlewares run one after another
    /// (`.sequential`) by default, so received actions come in a fixed order.
    public convenience init(
        initialState: State,
        reducer: Reducer<State, Action>,
        services: Services,
        middlewares: [Middleware<State, Action, Services>] = [],
        middlewareExecution: MiddlewareExecution = .sequential,
        exhaustivity: Exhaustivity = .on,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            store: Store(state: initialState, reducer: reducer, services: services,
                         middlewares: middlewares, middlewareExecution: middlewareExecution),
            exhaustivity: exhaustivity,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A test store over an existing store (the app's own factory, say).
    public init(
        store: Store<State, Action, Services>,
        exhaustivity: Exhaustivity = .on,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.store = store
        pending = Mutex(Pending(exhaustivity: exhaustivity))
        creation = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        interceptor.onRecord = { [weak self] change in self?.recorded(change) }
        interceptor.onCancellation = { [weak self] id in self?.recordedCancellation(id) }
        store.register(interceptor: interceptor)
    }

    /// Left-overs fail an exhaustive test even without `finish()`, reported at
    /// the line that created the store; running sends are cancelled.
    deinit {
        let left = pending.withLock { $0 }
        for send in left.running.values { send.task.cancel() }
        guard left.exhaustivity == .on else { return }
        if !left.running.isEmpty {
            let count = left.running.count
            creation.report("""
                \(count.agreeing("An action", "\(count) actions")) sent with start(_:) \
                \(count.agreeing("was", "were")) still running when the test store was released. \
                Await finish() or cancel() on the task start(_:) returned.
                """)
        }
        if !left.received.isEmpty {
            creation.report(unhandledMessage(left.received, "before the test store was released"))
        }
        if !left.cancellations.isEmpty {
            creation.report(unassertedCancellationsMessage(left.cancellations, "before the test store was released"))
        }
    }

    /// The current state of the store.
    public var state: State { store.state }

    public var services: Services { store.services }

    /// Strict or not; may change in the middle of a test.
    public var exhaustivity: Exhaustivity {
        get { pending.withLock { $0.exhaustivity } }
        set { pending.withLock { $0.exhaustivity = newValue } }
    }

    var received: [Change] {
        get { pending.withLock { $0.received } }
        set { pending.withLock { $0.received = newValue } }
    }

    var cancellations: [EffectID] {
        get { pending.withLock { $0.cancellations } }
        set { pending.withLock { $0.cancellations = newValue } }
    }

    var running: [Int: RunningSend] {
        get { pending.withLock { $0.running } }
        set { pending.withLock { $0.running = newValue } }
    }

    // MARK: Sending

    /// Sends `action` and waits for its whole cascade. `updateStateToExpectedResult`
    /// mutates the state before the action into the expected state after it;
    /// any difference fails the test with a diff. Without a closure, the
    /// action must not change the state (when exhaustive).
    ///
    /// A cascade still running after `timeout` (a middleware held at a gate
    /// or asleep on a test clock: that needs `start`) fails the test and is
    /// cancelled.
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        checkNothingPendingBeforeSend(site)
        nextSendID += 1
        let id = nextSendID
        // Immediate: the action is reduced now, before anything else can run
        // on this actor, as if dispatched in place; the task lets the wait
        // for the cascade give up.
        let cascade = Task.immediate { @StoreActor [weak self, store] in
            self?.capture(id)
            await store.dispatch(action)
        }
        let end = await waitBounded(timeout, for: "send(\(oneLine(action)))", at: site) { shot in
            Task.immediate { @StoreActor in
                await cascade.value
                shot.resume(.event)
            }
        }
        if end != .event { cascade.cancel() }
        if end == .timedOut {
            site.report("""
                The cascade of \(oneLine(action)) was still running after \(describe(timeout)); it was \
                cancelled. Work that waits on a gate or a clock is sent with start(_:).
                """)
        }
        guard let change = captured.removeValue(forKey: id) else {
            site.report("The store did not reduce \(oneLine(action)).")
            return
        }
        assertChange(change, updateStateToExpectedResult, site)
    }

    /// Sends `action` and returns once it is reduced and its state change
    /// checked, while its middlewares keep running: for work held at a gate
    /// or sleeping on a `TestClock`. Receive what they dispatch as it comes,
    /// and end the returned task with `finish()` or `cancel()`.
    public func start(
        _ action: Action,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> TestStoreTask {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        checkNothingPendingBeforeSend(site)
        nextSendID += 1
        let id = nextSendID
        let task = Task { @StoreActor [weak self, store] in
            self?.capture(id)
            await store.dispatch(action)
            self?.sendEnded(id)
        }
        running[id] = RunningSend(task: task, action: oneLine(action))
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var end = WaitEnd.event
        while captured[id] == nil, running[id] != nil, end == .event {
            end = await waitForChange(until: deadline, for: "start(\(oneLine(action)))", at: site)
        }
        if let change = captured.removeValue(forKey: id) {
            assertChange(change, updateStateToExpectedResult, site)
        } else if end == .timedOut {
            site.report("The store did not reduce \(oneLine(action)) within \(describe(timeout)).")
        } else {
            site.report("The store did not reduce \(oneLine(action)).")
        }
        return TestStoreTask(task: task, action: oneLine(action))
    }

    // MARK: Ending

    /// Waits for every action sent with `start` to end, then fails an
    /// exhaustive test for each received action and each cancelled effect
    /// that was not asserted.
    /// Actions still running after `timeout` fail the test, listed, and are
    /// cancelled.
    public func finish(
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var end = WaitEnd.event
        while !running.isEmpty, end == .event {
            end = await waitForChange(until: deadline, for: "finish()", at: site)
        }
        if !running.isEmpty {
            let left = running.sorted { $0.key < $1.key }.map(\.value)
            // Reported here (or by the time limit that cancelled the wait),
            // not again when the store is released.
            running.removeAll()
            for send in left { send.task.cancel() }
            if end == .timedOut {
                let count = left.count
                site.report((["""
                    \(count.agreeing("An action", "\(count) actions")) sent with start(_:) \
                    \(count.agreeing("was", "were")) still running after \(describe(timeout)), \
                    and \(count.agreeing("was", "were")) cancelled:
                    """] + numbered(left.map(\.action))).joined(separator: "\n"))
            }
        }
        if exhaustivity == .on, !received.isEmpty {
            site.report(unhandledMessage(received, "before the end of the test"))
        }
        if exhaustivity == .on, !cancellations.isEmpty {
            site.report(unassertedCancellationsMessage(cancellations, "before the end of the test"))
        }
        received.removeAll()
        cancellations.removeAll()
    }

    /// Drops the received actions not asserted so far, deliberately.
    public func skipReceivedActions() {
        received.removeAll()
    }

    /// Drops the effect cancellations not asserted so far, deliberately.
    public func skipCancellations() {
        cancellations.removeAll()
    }

    private func checkNothingPendingBeforeSend(_ site: CallSite) {
        if exhaustivity == .on, !received.isEmpty {
            site.report(unhandledMessage(received, "before sending an action"))
        }
        if exhaustivity == .on, !cancellations.isEmpty {
            site.report(unassertedCancellationsMessage(cancellations, "before sending an action"))
        }
        received.removeAll()
        cancellations.removeAll()
    }
}

/// The failure for cancelled effects nobody asserted, listed.
private func unassertedCancellationsMessage(_ cancellations: [EffectID], _ when: String) -> String {
    let count = cancellations.count
    return (["""
        Must handle \(count.counted("cancelled effect")) \(when) \
        (assert each with receiveCancellation(of:)):
        """] + numbered(cancellations.map(\.name))).joined(separator: "\n")
}

/// The failure for received actions nobody asserted, listed.
private func unhandledMessage<State, Action>(
    _ received: [TestInterceptor<State, Action>.StateChange], _ when: String
) -> String {
    let count = received.count
    let list = numberedLines(received.map(\.action))
    return (["Must handle \(count.counted("received action")) \(when):"] + list)
        .joined(separator: "\n")
}
