import Redux
import ReduxTesting
import Testing

@Suite("TestInterceptor: every action with the state before and after")
@StoreActor
struct TestInterceptorTests {
    @Test("records the sent action and its cascade, in order, on a real store")
    func recordsCascadeInOrder() async {
        let store = CounterStore(state: CounterState(), reducer: counterReducer, services: EventLog(),
                                 middlewares: [CounterMiddlewares.chain, CounterMiddlewares.twice])
        let interceptor = TestInterceptor<CounterState, CounterAction>()
        store.register(interceptor: interceptor)

        await store.dispatch(.chain(0))
        await store.dispatch(.incrementTwiceLater)

        #expect(interceptor.actions == [.chain(0), .chain(1), .chain(2), .incrementTwiceLater,
                                        .increment, .increment])
        #expect(interceptor.stateChanges.map { [$0.oldState.count, $0.newState.count] }
                == [[0, 1], [1, 2], [2, 3], [3, 3], [3, 4], [4, 5]])
        #expect(interceptor.stateChanges[2] == .init(
            action: .chain(2),
            oldState: CounterState(count: 2, log: ["chain 0", "chain 1"]),
            newState: CounterState(count: 3, log: ["chain 0", "chain 1", "chain 2"])))
        #expect(interceptor.states.last == CounterState(count: 5, log: ["chain 0", "chain 1", "chain 2"]))
    }

    @Test("removeAll starts a new record; an unregistered interceptor sees nothing more")
    func removeAllAndUnregister() async {
        let store = CounterStore(state: CounterState(), reducer: counterReducer, services: EventLog())
        let interceptor = TestInterceptor<CounterState, CounterAction>()
        store.register(interceptor: interceptor)
        await store.dispatch(.increment)
        interceptor.removeAll()
        await store.dispatch(.ignored)
        #expect(interceptor.actions == [.ignored])
        store.unregister(interceptor: interceptor)
        await store.dispatch(.increment)
        #expect(interceptor.actions == [.ignored])
        #expect(interceptor.stateChanges.map(\.newState.count) == [1])
    }
}
