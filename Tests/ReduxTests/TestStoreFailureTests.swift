import Redux
import ReduxTesting
import Testing

/// Each assertion of TestStore fails when it should: a deliberately wrong
/// expectation is reported, with this message, at the caller's line.
@Suite("TestStore: wrong expectations are reported")
@StoreActor
struct TestStoreFailureTests {
    @Test("a wrong expected state fails send with a diff, at the line of the send")
    func wrongStateOnSend() async {
        let store = makeCounterTestStore()
        let line = #line + 2
        await withKnownIssue {
            await store.send(.increment) { $0.count = 2 }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                The state after CounterAction.increment does not match the expectation:

                      CounterState(
                    -   count: 2,
                    +   count: 1,
                        log: []
                      )

                (Expected: -, Actual: +)
                """
        }
        await store.finish()
    }

    @Test("a change with no closure to assert it fails")
    func unassertedChange() async {
        let store = makeCounterTestStore()
        await withKnownIssue {
            await store.send(.increment)
        } matching: { issue in
            issue.message == """
                CounterAction.increment changed the state, but no change was asserted:

                      CounterState(
                    -   count: 0,
                    +   count: 1,
                        log: []
                      )

                (Expected: -, Actual: +)
                """
        }
    }

    @Test("a wrong state on receive fails with a diff")
    func wrongStateOnReceive() async {
        let store = makeCounterTestStore()
        await store.send(.incrementTwiceLater)
        await withKnownIssue {
            await store.receive(.increment) { $0.count = 7 }
        } matching: { issue in
            issue.message.hasPrefix("The state after CounterAction.increment does not match the expectation:")
                && issue.message.contains("-   count: 7,\n") && issue.message.contains("+   count: 1,\n")
        }
        await store.receive(.increment) { $0.count = 2 }
        await store.finish()
    }

    @Test("receiving another action than the one dispatched fails with a diff of the actions")
    func wrongReceivedAction() async {
        let store = makeCounterTestStore()
        await store.send(.chain(0)) {
            $0.count = 1
            $0.log = ["chain 0"]
        }
        await withKnownIssue {
            await store.receive(.chain(5))
        } matching: { issue in
            issue.message == """
                Received an action other than the expected one:

                    - CounterAction.chain(5)
                    + CounterAction.chain(1)

                (Expected: -, Received: +)
                """
        }
        store.skipReceivedActions()
        await store.finish()
    }

    @Test("receiving when nothing was dispatched fails")
    func receiveNothing() async {
        let store = makeCounterTestStore()
        await store.send(.increment) { $0.count = 1 }
        await withKnownIssue {
            await store.receive(.increment)
        } matching: { issue in
            issue.message == "Expected to receive CounterAction.increment, but no action was received."
        }
    }

    @Test("received actions left unasserted fail finish(), listed")
    func unreceivedAtFinish() async {
        let store = makeCounterTestStore()
        await store.send(.incrementTwiceLater)
        let line = #line + 2
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                Must handle 2 received actions before the end of the test:
                  1. CounterAction.increment
                  2. CounterAction.increment
                """
        }
    }

    @Test("sending while received actions are unasserted fails")
    func sendWithUnreceived() async {
        let store = makeCounterTestStore()
        await store.send(.chain(1)) {
            $0.count = 1
            $0.log = ["chain 1"]
        }
        await withKnownIssue {
            await store.send(.ignored)
        } matching: { issue in
            issue.message == """
                Must handle 1 received action before sending an action:
                  1. CounterAction.chain(2)
                """
        }
        await store.finish()
    }

    @Test("a test store released with unasserted actions fails at the line that made it")
    func unreceivedAtDeinit() async {
        let line = #line + 3
        await withKnownIssue {
            do {
                let store = makeCounterTestStore()
                await store.send(.incrementTwiceLater)
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                Must handle 2 received actions before the test store was released:
                  1. CounterAction.increment
                  2. CounterAction.increment
                """
        }
    }

    @Test("a test store released while a started action runs fails and cancels it",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func runningAtDeinit() async {
        let gate = AsyncGate()
        var task: TestStoreTask?
        await withKnownIssue {
            do {
                let store = makeCounterTestStore([CounterMiddlewares.gated(gate)])
                task = await store.start(.slow)
                await gate.waitForArrivals(1)
            }
        } matching: { issue in
            issue.message == """
                An action sent with start(_:) was still running when the test store was released. \
                Await finish() or cancel() on the task start(_:) returned.
                """
        }
        await task?.finish()
        #expect(task?.isCancelled == true)
        #expect(!gate.isOpen)
    }

    @Test("a throwing assertion closure is reported")
    func throwingClosure() async {
        struct Boom: Error {}
        let store = makeCounterTestStore()
        await withKnownIssue {
            await store.send(.increment) { _ in throw Boom() }
        } matching: { issue in
            issue.message == "The assertion closure for CounterAction.increment threw: Boom()"
        }
    }

    @Test("a non-exhaustive receive of an action never dispatched lists what came instead")
    func nonExhaustiveMissingAction() async {
        let store = makeCounterTestStore(exhaustivity: .off)
        await store.send(.incrementTwiceLater)
        await withKnownIssue {
            await store.receive(.ignored)
        } matching: { issue in
            issue.message == """
                Expected to receive CounterAction.ignored, but only these were received:
                  1. CounterAction.increment
                  2. CounterAction.increment
                """
        }
    }

    @Test("an exhaustive receive(where:) whose predicate does not match the next action fails")
    func receiveWhereMismatch() async {
        let store = makeCounterTestStore()
        await store.send(.incrementTwiceLater)
        await withKnownIssue {
            await store.receive(where: { $0 == .ignored })
        } matching: { issue in
            issue.message == "Received CounterAction.increment, which does not match the predicate."
        }
        store.skipReceivedActions()
        await store.finish()
    }

    @Test("a non-exhaustive store released with leftovers reports nothing")
    func nonExhaustiveDeinitIsQuiet() async {
        var released = CounterState()
        do {
            let store = makeCounterTestStore(exhaustivity: .off)
            await store.send(.incrementTwiceLater)
            released = store.state
        }
        #expect(released == CounterState(count: 2))
    }
}
