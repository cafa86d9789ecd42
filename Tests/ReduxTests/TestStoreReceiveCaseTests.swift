import Redux
import ReduxTesting
import Testing

/// The counter's cases as properties, so a test names one by key path.
extension CounterAction {
    var increment: Void? { if case .increment = self { () } else { nil } }
    var chain: Int? { if case .chain(let n) = self { n } else { nil } }
}

/// An app whose action carries an error: not `Equatable`, so it can be
/// received only by its case.
struct LookupState: Equatable, Sendable {
    var failure: String?
}

enum LookupAction: Sendable {
    case lookUp
    case failed(any Error)

    var failed: (any Error)? { if case .failed(let error) = self { error } else { nil } }
}

struct LookupError: Error, CustomStringConvertible {
    var description: String { "no such entry" }
}

@StoreActor
func makeLookupTestStore() -> TestStore<LookupState, LookupAction, Void> {
    TestStore(
        initialState: LookupState(),
        reducer: Reducer { state, action in
            if case .failed(let error) = action { state.failure = "\(error)" }
        },
        services: (),
        middlewares: [Middleware("look up", accepts: { if case .lookUp = $0 { true } else { false } }) { context in
            await context.dispatch(.failed(LookupError()))
        }])
}

@Suite("TestStore: receiving an action by its case")
@StoreActor
struct TestStoreReceiveCaseTests {
    @Test("a case key path matches the case whatever its payload; with a payload, only that one")
    func caseAndPayload() async {
        let store = makeCounterTestStore()
        await store.send(.chain(0)) {
            $0.count = 1
            $0.log = ["chain 0"]
        }
        await store.receive(\.chain) {
            $0.count = 2
            $0.log.append("chain 1")
        }
        await store.receive(\.chain, 2) {
            $0.count = 3
            $0.log.append("chain 2")
        }
        await store.send(.incrementTwiceLater)
        await store.receive(\.increment) { $0.count = 4 }
        await store.receive(\.increment) { $0.count = 5 }
        await store.finish()
    }

    @Test("an action that is not Equatable is received by its case")
    func notEquatableAction() async {
        let store = makeLookupTestStore()
        await store.send(.lookUp)
        await store.receive(\.failed) { $0.failure = "no such entry" }
        await store.finish()
    }

    @Test("not exhaustive: actions of other cases, and of the case with another payload, are skipped")
    func nonExhaustiveSkips() async {
        let store = makeCounterTestStore(exhaustivity: .off)
        await store.send(.incrementTwiceLater)
        await store.send(.chain(0))
        await store.receive(\.chain, 2) { $0.count = 5 }
        await store.finish()
        #expect(store.state == CounterState(count: 5, log: ["chain 0", "chain 1", "chain 2"]))
    }

    @Test("an action of another case fails, naming it and the payload type asked for")
    func otherCase() async {
        let store = makeCounterTestStore()
        await store.send(.incrementTwiceLater)
        let line = #line + 2
        await withKnownIssue {
            await store.receive(\.chain)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message
                == "Received CounterAction.increment, which is not an action of the expected case (payload Int)."
        }
        store.skipReceivedActions()
        await store.finish()
    }

    @Test("an action of another case fails a case without payload the same way")
    func otherCaseWithoutPayload() async {
        let store = makeCounterTestStore()
        await store.send(.chain(1)) {
            $0.count = 1
            $0.log = ["chain 1"]
        }
        await withKnownIssue {
            await store.receive(\.increment)
        } matching: { issue in
            issue.message
                == "Received CounterAction.chain(2), which is not an action of the expected case (no payload)."
        }
        store.skipReceivedActions()
        await store.finish()
    }

    @Test("the right case with another payload fails with a diff of the payloads")
    func otherPayload() async {
        let store = makeCounterTestStore()
        await store.send(.chain(1)) {
            $0.count = 1
            $0.log = ["chain 1"]
        }
        await withKnownIssue {
            await store.receive(\.chain, 5)
        } matching: { issue in
            issue.message == """
                Received CounterAction.chain(2), whose payload is not the expected one:

                    - 5
                    + 2

                (Expected: -, Received: +)
                """
        }
        store.skipReceivedActions()
        await store.finish()
    }

    @Test("receiving a case when nothing was dispatched fails")
    func nothingReceived() async {
        let store = makeCounterTestStore()
        await store.send(.increment) { $0.count = 1 }
        await withKnownIssue {
            await store.receive(\.chain, 1)
        } matching: { issue in
            issue.message == """
                Expected to receive an action of the expected case (payload Int) with the payload 1, \
                but no action was received.
                """
        }
    }

    @Test("not exhaustive, no action of the case: fails listing what was received")
    func nonExhaustiveNoMatch() async {
        let store = makeCounterTestStore(exhaustivity: .off)
        await store.send(.incrementTwiceLater)
        await withKnownIssue {
            await store.receive(\.chain)
        } matching: { issue in
            issue.message == """
                Expected to receive an action of the expected case (payload Int), but only these were received:
                  1. CounterAction.increment
                  2. CounterAction.increment
                """
        }
    }

    @Test("a wrong state after an action received by its case fails with a diff")
    func wrongState() async {
        let store = makeLookupTestStore()
        await store.send(.lookUp)
        await withKnownIssue {
            await store.receive(\.failed) { $0.failure = "timed out" }
        } matching: { issue in
            issue.message.hasPrefix("The state after LookupAction.failed(LookupError()) does not match the expectation:")
                && issue.message.contains(#"-   failure: "timed out""#)
                && issue.message.contains(#"+   failure: "no such entry""#)
        }
        await store.finish()
    }
}
