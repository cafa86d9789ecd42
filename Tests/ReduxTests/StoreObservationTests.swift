import Redux
import ReduxTesting
import Testing

/// Records every action with the state before and after.
@StoreActor
final class RecordingInterceptor: StoreInterceptor {
    var records: [(CounterAction, Int, Int)] = []
    func actionDispatched(_ action: CounterAction, oldState: CounterState, newState: CounterState) {
        records.append((action, oldState.count, newState.count))
    }
}

@Suite("Store: observation, interceptors, state in place")
@StoreActor
struct StoreObservationTests {
    func makeStore(_ middlewares: [CounterMiddleware] = []) -> CounterStore {
        CounterStore(state: CounterState(), reducer: counterReducer,
                     services: EventLog(), middlewares: middlewares)
    }

    @Test("observers are told synchronously after each reducer run, until removed")
    func observersAreToldUntilRemoved() async {
        let store = makeStore()
        var seen: [Int] = []
        let token = store.observe { seen.append($0.count) }
        await store.dispatch(.increment)
        await store.dispatch(.increment)
        store.removeObservation(token)
        await store.dispatch(.increment)
        #expect(seen == [1, 2])
    }

    @Test("states() lets a renderer await the newest state")
    func statesStreamDeliversNewest() async {
        let store = makeStore()
        let stream = store.states()
        await store.dispatch(.increment)
        await store.dispatch(.increment)
        // Buffers only the newest: a slow renderer skips straight to count 2.
        let latest = await waitFor("a state from the states() stream") {
            var iterator = stream.makeAsyncIterator()
            return await iterator.next()
        }
        #expect(latest??.count == 2)
    }

    @Test("interceptors see each action with the state before and after")
    func interceptorsSeeBeforeAndAfter() async {
        let store = makeStore()
        let interceptor = RecordingInterceptor()
        store.register(interceptor: interceptor)
        await store.dispatch(.increment)
        await store.dispatch(.ignored)
        store.unregister(interceptor: interceptor)
        await store.dispatch(.increment)
        #expect(interceptor.records.map { "\($0.0) \($0.1)->\($0.2)" } == ["increment 0->1", "ignored 1->1"])
    }

    @Test("dispatch mutates the state in place: a large array is not copied")
    func stateIsNotCopied() async {
        struct Big: Sendable { var values = [Int](repeating: 0, count: 100_000); var n = 0 }
        let store = Store<Big, Int, Void>(
            state: Big(), reducer: Reducer { state, action in
                state.values[action] += 1
                state.n += 1
            }, services: (),
            middlewares: [Middleware("noop", accepts: { _ in true }) { _ in }])
        let before = store.state.values.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        for i in 0..<100 { await store.dispatch(i) }
        let after = store.state.values.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        #expect(before == after)
        #expect(store.state.n == 100)
        #expect(store.state.values[0..<3] == [1, 1, 1])
    }
}
