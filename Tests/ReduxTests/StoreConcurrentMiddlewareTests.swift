import Redux
import ReduxTesting
import Testing

/// Concurrent mode starts middlewares one after another in a worker task
/// for as long as they return without suspending: these pin what that must
/// not change (Store+Middlewares.swift).
@Suite("Store: concurrent middlewares", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@StoreActor
struct StoreConcurrentMiddlewareTests {
    /// Three middlewares for `.slow`; those named in `gated` wait at the gate,
    /// the others return at once. Each logs its start and how it ended.
    func store(gated: Set<String>, gate: AsyncGate, log: EventLog) -> CounterStore {
        let middlewares = ["a", "b", "c"].map { name in
            CounterMiddleware(name, accepts: { $0 == .slow }) { context in
                context.services.append("\(name) started")
                if gated.contains(name) { await gate.pass() }
                context.services.append(Task.isCancelled ? "\(name) cancelled" : "\(name) finished")
            }
        }
        return CounterStore(state: CounterState(), reducer: counterReducer,
                            services: log, middlewares: middlewares)
    }

    @Test("middlewares that do not suspend start and finish in the list's order")
    func startInOrder() async {
        let log = EventLog()
        let store = store(gated: [], gate: AsyncGate(), log: log)
        await store.dispatch(.slow)
        #expect(log.all == ["a started", "a finished", "b started", "b finished",
                            "c started", "c finished"])
    }

    @Test("a middleware that suspends does not hold back the ones after it",
          arguments: [["a"], ["b"], ["a", "b"], ["a", "b", "c"], ["c"]])
    func suspendedMiddlewareInterleaves(gated: [String]) async {
        let gate = AsyncGate()
        let log = EventLog()
        let store = store(gated: Set(gated), gate: gate, log: log)
        let dispatch = Task { await store.dispatch(.slow) }
        await gate.waitForArrivals(gated.count)
        // Every middleware has started while the gated ones are held, and
        // only the ones that were not held have finished.
        let held = log.all
        #expect(Set(held.filter { $0.hasSuffix("started") }) == ["a started", "b started", "c started"])
        #expect(Set(held.filter { $0.hasSuffix("finished") })
                == Set(["a", "b", "c"].filter { !gated.contains($0) }.map { "\($0) finished" }))
        gate.open()
        await waitFor("the dispatch to return") { await dispatch.value }
        #expect(log.all.count == 6)
        #expect(Set(log.all.suffix(gated.count)) == Set(gated.map { "\($0) finished" }))
    }

    @Test("cancelling the dispatching task cancels every middleware still running",
          arguments: [["a"], ["b"], ["c"], ["a", "b"], ["b", "c"], ["a", "b", "c"]])
    func cancellationReachesEveryMiddleware(gated: [String]) async {
        let gate = AsyncGate()
        let log = EventLog()
        let store = store(gated: Set(gated), gate: gate, log: log)
        let dispatch = Task { await store.dispatch(.slow) }
        await gate.waitForArrivals(gated.count)
        dispatch.cancel()
        await waitFor("the cancelled dispatch to return") { await dispatch.value }
        #expect(Set(log.all.filter { $0.hasSuffix("cancelled") }) == Set(gated.map { "\($0) cancelled" }))
        #expect(log.all.count == 6)
        #expect(!gate.isOpen)
    }

    @Test("the frame is drawn and waiting UI work runs before the first middleware starts, every time")
    func frameAndUIWorkBeforeMiddlewares() async {
        let log = EventLog()
        let middlewares = ["a", "b", "c"].map { name in
            CounterMiddleware(name, accepts: { $0 == .increment }) { context in
                context.services.append("\(name) \(context.state.count)")
            }
        }
        let store = CounterStore(state: CounterState(), reducer: counterReducer,
                                 services: log, middlewares: middlewares)
        // Stands in for the renderer, which draws when told, and for UI work
        // that arrives meanwhile (a key read), queued on the actor.
        store.observe { state in
            log.append("drawn \(state.count)")
            Task { @StoreActor in log.append("ui work \(state.count)") }
        }

        let runs = 1_000
        for _ in 0..<runs { await store.dispatch(.increment) }

        let events = log.all
        #expect(events.count == 5 * runs)
        var firstMismatch: [String]?
        for n in 1...runs {
            let expected = ["drawn \(n)", "ui work \(n)", "a \(n)", "b \(n)", "c \(n)"]
            let seen = Array(events[(5 * (n - 1))..<min(5 * n, events.count)])
            if seen != expected {
                firstMismatch = seen
                break
            }
        }
        #expect(firstMismatch == nil)
    }
}
