import Redux
import ReduxTesting
import Testing

@Suite("TestStore: exhaustive flows that pass")
@StoreActor
struct TestStoreTests {
    @Test("send asserts the sent action's change; receive asserts each follow-up in order")
    func sendThenReceiveInOrder() async {
        let store = makeCounterTestStore()
        await store.send(.incrementTwiceLater)
        await store.receive(.increment) { $0.count = 1 }
        await store.receive(.increment) { $0.count = 2 }
        await store.send(.chain(0)) {
            $0.count = 3
            $0.log = ["chain 0"]
        }
        await store.receive(.chain(1)) {
            $0.count = 4
            $0.log.append("chain 1")
        }
        await store.receive(.chain(2)) {
            $0.count = 5
            $0.log.append("chain 2")
        }
        await store.finish()
        #expect(store.state == CounterState(count: 5, log: ["chain 0", "chain 1", "chain 2"]))
    }

    @Test("an action that changes nothing needs no closure")
    func unchangedStateNeedsNoClosure() async {
        let store = makeCounterTestStore()
        await store.send(.ignored)
        await store.finish()
        #expect(store.state == CounterState())
    }

    @Test("receive(where:) matches an action by a predicate")
    func receiveWherePredicate() async {
        let store = makeCounterTestStore()
        await store.send(.chain(1)) {
            $0.count = 1
            $0.log = ["chain 1"]
        }
        await store.receive(where: { if case .chain = $0 { true } else { false } }) {
            $0.count = 2
            $0.log.append("chain 2")
        }
        await store.finish()
    }

    @Test("skipReceivedActions drops the follow-ups on purpose")
    func skipReceivedActions() async {
        let store = makeCounterTestStore()
        await store.send(.incrementTwiceLater)
        store.skipReceivedActions()
        await store.send(.increment) { $0.count = 3 }
        await store.finish()
    }

    @Test("start returns with the loading state while the middleware waits at a gate",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func startWhileHeldAtGate() async {
        let gate = AsyncGate()
        let store = makeCounterTestStore([CounterMiddlewares.gated(gate)])
        let task = await store.start(.slow)
        await gate.waitForArrivals(1)
        #expect(store.state == CounterState())
        gate.open()
        await store.receive(.increment) { $0.count = 1 }
        await task.finish()
        await store.finish()
    }

    @Test("receive waits for an action a started task has not dispatched yet",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func receiveWaitsForStartedTask() async {
        let gate = AsyncGate()
        let store = makeCounterTestStore([CounterMiddlewares.gated(gate)])
        _ = await store.start(.slow)
        // Opened from another task: receive must wait, not fail.
        Task { @StoreActor in
            await gate.waitForArrivals(1)
            gate.open()
        }
        await store.receive(.increment) { $0.count = 1 }
        await store.finish()
        #expect(store.state.count == 1)
    }

    @Test("a cancelled start dispatches nothing more and finish passes", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func cancelStartedTask() async {
        let gate = AsyncGate()
        let store = makeCounterTestStore([CounterMiddlewares.gated(gate)])
        let task = await store.start(.slow)
        await gate.waitForArrivals(1)
        await task.cancel()
        #expect(task.isCancelled)
        await store.finish()
        #expect(store.state == CounterState())
    }

    @Test("a TestStore can wrap an existing store")
    func wrapsExistingStore() async {
        let real = CounterStore(state: CounterState(count: 10), reducer: counterReducer,
                                services: EventLog(), middlewares: [CounterMiddlewares.twice])
        let store = TestStore(store: real)
        await store.send(.incrementTwiceLater)
        await store.receive(.increment) { $0.count = 11 }
        await store.receive(.increment) { $0.count = 12 }
        await store.finish()
        #expect(real.state.count == 12)
    }
}

@Suite("TestStore: non-exhaustive mode")
@StoreActor
struct TestStoreNonExhaustiveTests {
    @Test("asserts only what the closure sets and lets received actions go")
    func assertsOnlyWhatIsSet() async {
        let store = makeCounterTestStore(exhaustivity: .off)
        await store.send(.chain(0)) { $0.count = 1 }
        // .chain(1) was received and is skipped; .chain(2) is asserted.
        await store.receive(.chain(2)) { $0.log = ["chain 0", "chain 1", "chain 2"] }
        await store.send(.incrementTwiceLater)
        await store.send(.increment) { $0.count += 1 }
        await store.finish()
        #expect(store.state == CounterState(count: 6, log: ["chain 0", "chain 1", "chain 2"]))
    }

    @Test("a wrong value is still reported, with a diff of what the closure set")
    func wrongValueStillFails() async {
        let store = makeCounterTestStore(exhaustivity: .off)
        await withKnownIssue {
            await store.send(.increment) { $0.count = 5 }
        } matching: { issue in
            issue.message == """
                The state after CounterAction.increment does not match the expectation:

                      CounterState(
                    -   count: 5,
                    +   count: 1,
                        log: []
                      )

                (Expected: -, Actual: +)
                """
        }
        #expect(store.state.count == 1)
    }
}
