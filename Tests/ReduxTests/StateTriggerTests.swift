import Redux
import ReduxTesting
import Testing

/// Seed 000: a handler that runs a request when the state asks for one,
/// driven through a fake store and a fake data service.
@Suite("StateTrigger: requests started by the state (seed 000)")
@StoreActor
struct StateTriggerTests {
    @Test("entering the request state runs the request and dispatches its answer")
    func requestRunsAndAnswers() async {
        let store = MockStore<FetchState, FetchAction>(state: FetchState())
        let service = FakeDataService(answers: ["greeting": "Hello"])
        let trigger = makeFetchTrigger(store: store, service: service)

        store.setState(FetchState(phase: .request("greeting")))
        await waitFor("the trigger to go idle") { await trigger.waitUntilIdle() }

        #expect(service.queries == ["greeting"])
        store.assertDispatched([.fetched(.success("Hello"))])
    }

    @Test("a failing service answers with a failure action")
    func failureAnswers() async {
        let store = MockStore<FetchState, FetchAction>(state: FetchState())
        let service = FakeDataService(answers: [:], failing: ["greeting"])
        let trigger = makeFetchTrigger(store: store, service: service)

        store.setState(FetchState(phase: .request("greeting")))
        await waitFor("the trigger to go idle") { await trigger.waitUntilIdle() }

        store.assertDispatched([.fetched(.failure(FetchError(message: "cannot fetch greeting")))])
    }

    @Test("fires on entering the request state, not on every change while it stays there")
    func firesOncePerRequest() async {
        let store = MockStore<FetchState, FetchAction>(state: FetchState())
        let service = FakeDataService(answers: ["a": "A"])
        let trigger = makeFetchTrigger(store: store, service: service)

        store.setState(FetchState(phase: .request("a")))
        store.setState(FetchState(phase: .request("a"), unrelated: 1))
        store.setState(FetchState(phase: .request("a"), unrelated: 2))
        await waitFor("the trigger to go idle") { await trigger.waitUntilIdle() }
        #expect(service.queries == ["a"])

        // Leaving and entering again is a new request.
        store.setState(FetchState(phase: .idle))
        store.setState(FetchState(phase: .request("a")))
        await waitFor("the trigger to go idle") { await trigger.waitUntilIdle() }
        #expect(service.queries == ["a", "a"])
        store.assertDispatched([.fetched(.success("A")), .fetched(.success("A"))])
    }

    @Test("a state that asks for a request when the handler starts is served at once")
    func servesInitialState() async {
        let store = MockStore<FetchState, FetchAction>(state: FetchState(phase: .request("b")))
        let service = FakeDataService(answers: ["b": "B"])
        let trigger = makeFetchTrigger(store: store, service: service)
        #expect(trigger.isRunning)
        await waitFor("the trigger to go idle") { await trigger.waitUntilIdle() }
        #expect(!trigger.isRunning)
        store.assertDispatched([.fetched(.success("B"))])
    }

    @Test("a newer request cancels the one in flight, whose answer is dropped",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func newerRequestWins() async {
        let gate = AsyncGate()
        let store = MockStore<FetchState, FetchAction>(state: FetchState())
        let service = FakeDataService(answers: ["old": "stale", "new": "fresh"], gate: gate)
        let trigger = makeFetchTrigger(store: store, service: service)

        store.setState(FetchState(phase: .request("old")))
        await gate.waitForArrivals(1)
        store.setState(FetchState(phase: .request("new")))
        await gate.waitForArrivals(2)
        gate.open()
        await waitFor("the trigger to go idle") { await trigger.waitUntilIdle() }

        #expect(service.queries == ["old", "new"])
        store.assertDispatched([.fetched(.success("fresh"))])
    }

    @Test("stop removes the observation and cancels the request in flight", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func stopCancels() async {
        let gate = AsyncGate()
        let store = MockStore<FetchState, FetchAction>(state: FetchState())
        let service = FakeDataService(answers: ["a": "A"], gate: gate)
        let trigger = makeFetchTrigger(store: store, service: service)
        #expect(store.observerCount == 1)

        store.setState(FetchState(phase: .request("a")))
        await gate.waitForArrivals(1)
        trigger.stop()
        await waitFor("the trigger to go idle") { await trigger.waitUntilIdle() }
        store.setState(FetchState(phase: .request("b")))

        #expect(store.observerCount == 0)
        #expect(service.queries == ["a"])
        #expect(store.dispatchedActions == [])
    }

    @Test("on a real store the whole loop closes: fetch, request, answer, success")
    func realStoreLoop() async {
        let store = Store<FetchState, FetchAction, Void>(
            state: FetchState(), reducer: fetchReducer, services: ())
        let interceptor = TestInterceptor<FetchState, FetchAction>()
        store.register(interceptor: interceptor)
        let service = FakeDataService(answers: ["greeting": "Hello"])
        let trigger = makeFetchTrigger(store: store, service: service)

        await store.dispatch(.fetch("greeting"))
        await waitFor("the trigger to go idle") { await trigger.waitUntilIdle() }

        #expect(interceptor.actions == [.fetch("greeting"), .fetched(.success("Hello"))])
        #expect(store.state == FetchState(phase: .success("Hello")))
    }
}
