import Redux

/// A store to test a view, a key handler or a state-triggered handler
/// against, without reducers' consequences or side effects (Fluxor's
/// `MockStore`, and the fake stores ReSwift apps write).
///
/// The test sets the state (`setState`, observers are told as by the real
/// store), pins selectors to fixed values (`overrideSelector`) and reads what
/// the code under test dispatched (`dispatchedActions`). No middleware ever
/// runs; a reducer runs only if one is given.
@StoreActor
public final class MockStore<State: Sendable, Action: Sendable>: StoreProtocol {
    public private(set) var state: State
    /// Every action dispatched so far, oldest first.
    public private(set) var dispatchedActions: [Action] = []

    private let reducer: Reducer<State, Action>?
    private var observers = ObserverList<State>()
    /// Keyed by the selector's identity; the selector is kept so its address
    /// cannot be reused by another selector while the override stands.
    private var overrides: [ObjectIdentifier: (selector: AnyObject, value: Any)] = [:]

    /// A mock holding `state`. With a `reducer`, dispatched actions are also
    /// reduced (and observers told), for code that reads back what it changed.
    public init(state: State, reducer: Reducer<State, Action>? = nil) {
        self.state = state
        self.reducer = reducer
    }

    /// Replaces the state and tells every observer, as a reduction would.
    public func setState(_ newState: State) {
        state = newState
        notifyObservers()
    }

    /// Records `action` (and reduces it if the mock has a reducer). Returns at
    /// once: there are no middlewares.
    public func dispatch(_ action: Action) async {
        dispatchedActions.append(action)
        guard let reducer else { return }
        reducer.reduce(&state, action)
        notifyObservers()
    }

    /// Forgets the recorded actions.
    public func clearDispatchedActions() {
        dispatchedActions.removeAll()
    }

    // MARK: Observation

    @discardableResult
    public func observe(_ handler: @escaping @StoreActor (State) -> Void) -> ObservationToken {
        observers.add(handler)
    }

    public func removeObservation(_ token: ObservationToken) {
        observers.remove(token)
    }

    /// How many observers are registered: a test can check that code under
    /// test stopped observing.
    public var observerCount: Int { observers.count }

    private func notifyObservers() {
        observers.notify(state)
    }

    // MARK: Selectors

    /// From now on `select(selector)` returns `value`, whatever the state.
    public func overrideSelector<Value>(_ selector: Selector<State, Value>, value: Value) {
        overrides[ObjectIdentifier(selector)] = (selector, value)
    }

    /// Lets `selector` read the state again.
    public func removeOverride<Value>(_ selector: Selector<State, Value>) {
        overrides[ObjectIdentifier(selector)] = nil
    }

    public func resetOverriddenSelectors() {
        overrides.removeAll()
    }

    public func select<Value>(_ selector: Selector<State, Value>) -> Value {
        if let pinned = overrides[ObjectIdentifier(selector)]?.value as? Value { return pinned }
        return selector(state)
    }
}

extension MockStore where Action: Equatable {
    /// Asserts that exactly `expected` was dispatched since the last check,
    /// in order, reporting a diff otherwise; then forgets them, so the next
    /// check sees only what comes after.
    public func assertDispatched(
        _ expected: [Action],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        defer { clearDispatchedActions() }
        guard expected != dispatchedActions else { return }
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            .report(diffMessage("Dispatched actions do not match the expected ones:",
                                expected: expected, actual: dispatchedActions, actualLabel: "Dispatched"))
    }
}
