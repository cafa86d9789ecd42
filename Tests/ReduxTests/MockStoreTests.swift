import Redux
import ReduxTesting
import Testing

/// A key handler written against the protocol, so it runs on a real store
/// and on a mock alike: the kind of code MockStore exists for.
@StoreActor
func handleCounterKey(_ key: Character, store: some StoreProtocol<CounterState, CounterAction>) async {
    switch key {
    case "+": await store.dispatch(.increment)
    case "c" where store.select(CounterSelectors.canChain): await store.dispatch(.chain(0))
    default: break
    }
}

enum CounterSelectors {
    static let count = Selector<CounterState, Int>(\.count)
    /// Chaining is offered only below 10.
    static let canChain = Selector<CounterState, Bool>(input: { $0.count }, projector: { $0 < 10 })
}

@Suite("MockStore: a fake store for views and key handlers")
@StoreActor
struct MockStoreTests {
    @Test("setState replaces the state and tells every observer")
    func setStateNotifiesObservers() {
        let store = MockStore<CounterState, CounterAction>(state: CounterState())
        var seen: [Int] = []
        store.observe { seen.append($0.count) }
        store.setState(CounterState(count: 7))
        store.setState(CounterState(count: 9, log: ["x"]))
        #expect(seen == [7, 9])
        #expect(store.state == CounterState(count: 9, log: ["x"]))
    }

    @Test("removed observers are not told, and observerCount shows it")
    func removeObservation() {
        let store = MockStore<CounterState, CounterAction>(state: CounterState())
        var seen: [Int] = []
        let token = store.observe { seen.append($0.count) }
        #expect(store.observerCount == 1)
        store.removeObservation(token)
        store.setState(CounterState(count: 1))
        #expect(seen == [])
        #expect(store.observerCount == 0)
    }

    @Test("dispatch records the action; no reducer, no middleware, state unchanged")
    func dispatchRecordsOnly() async {
        let store = MockStore<CounterState, CounterAction>(state: CounterState(count: 3))
        await handleCounterKey("+", store: store)
        await handleCounterKey("c", store: store)
        await handleCounterKey("x", store: store)
        #expect(store.dispatchedActions == [.increment, .chain(0)])
        #expect(store.state == CounterState(count: 3))
        store.clearDispatchedActions()
        #expect(store.dispatchedActions == [])
    }

    @Test("with a reducer the mock also reduces and tells observers")
    func dispatchWithReducer() async {
        let store = MockStore(state: CounterState(), reducer: counterReducer)
        var seen: [Int] = []
        store.observe { seen.append($0.count) }
        await store.dispatch(.increment)
        await store.dispatch(.increment)
        #expect(store.state.count == 2)
        #expect(seen == [1, 2])
        #expect(store.dispatchedActions == [.increment, .increment])
    }

    @Test("overrideSelector pins a selector's value until removed; other selectors read the state")
    func overrideSelector() async {
        let store = MockStore<CounterState, CounterAction>(state: CounterState(count: 3))
        store.overrideSelector(CounterSelectors.canChain, value: false)
        #expect(store.select(CounterSelectors.canChain) == false)
        #expect(store.select(CounterSelectors.count) == 3)
        await handleCounterKey("c", store: store)
        #expect(store.dispatchedActions == [])

        store.removeOverride(CounterSelectors.canChain)
        #expect(store.select(CounterSelectors.canChain) == true)
        store.overrideSelector(CounterSelectors.count, value: 99)
        store.resetOverriddenSelectors()
        #expect(store.select(CounterSelectors.count) == 3)
    }

    @Test("the same key handler runs against the real store")
    func sameHandlerOnRealStore() async {
        let store = CounterStore(state: CounterState(), reducer: counterReducer,
                                 services: EventLog(), middlewares: [CounterMiddlewares.chain])
        await handleCounterKey("+", store: store)
        await handleCounterKey("c", store: store)
        #expect(store.state == CounterState(count: 4, log: ["chain 0", "chain 1", "chain 2"]))
    }

    @Test("assertDispatched passes on the exact actions and then forgets them")
    func assertDispatchedPasses() async {
        let store = MockStore<CounterState, CounterAction>(state: CounterState())
        await handleCounterKey("+", store: store)
        store.assertDispatched([.increment])
        await handleCounterKey("c", store: store)
        store.assertDispatched([.chain(0)])
        #expect(store.dispatchedActions == [])
    }

    @Test("assertDispatched reports other actions with a diff")
    func assertDispatchedFails() async {
        let store = MockStore<CounterState, CounterAction>(state: CounterState())
        await handleCounterKey("+", store: store)
        let line = #line + 2
        withKnownIssue {
            store.assertDispatched([.increment, .increment])
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                Dispatched actions do not match the expected ones:

                      [
                        [0]: .increment
                    -   [1]: .increment
                      ]

                (Expected: -, Dispatched: +)
                """
        }
        #expect(store.dispatchedActions == [])
    }
}
