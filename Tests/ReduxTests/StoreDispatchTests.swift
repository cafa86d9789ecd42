import Redux
import ReduxTesting
import Synchronization
import Testing

@Suite("Store: three-phase dispatch")
@StoreActor
struct StoreDispatchTests {
    @Test("the reducer runs before any middleware, which sees the reduced state")
    func reducerBeforeMiddleware() async {
        let log = EventLog()
        let seen = CounterMiddleware("seen", accepts: { $0 == .increment }) { context in
            context.services.append("middleware saw \(context.state.count)")
        }
        let store = CounterStore(state: CounterState(), reducer: counterReducer,
                                 services: log, middlewares: [seen])
        await store.dispatch(.increment)
        await store.dispatch(.increment)
        #expect(log.all == ["middleware saw 1", "middleware saw 2"])
        #expect(store.state.count == 2)
    }

    @Test("observers have drawn the reduced state before the middleware starts, every time")
    func observersBeforeMiddlewareEveryTime() async {
        let log = EventLog()
        let load = CounterMiddleware("load", accepts: { $0 == .increment }) { context in
            context.services.append("middleware \(context.state.count)")
        }
        let store = CounterStore(state: CounterState(), reducer: counterReducer,
                                 services: log, middlewares: [load])
        // Stands in for the renderer: it "draws" synchronously when told.
        store.observe { state in log.append("drawn \(state.count)") }

        let runs = 5_000
        for _ in 0..<runs { await store.dispatch(.increment) }

        let events = log.all
        #expect(events.count == 2 * runs)
        var firstMismatch: String?
        for n in 1...runs where events[2 * (n - 1)] != "drawn \(n)" || events[2 * n - 1] != "middleware \(n)" {
            firstMismatch = "dispatch \(n): \(events[2 * (n - 1)]), \(events[2 * n - 1])"
            break
        }
        #expect(firstMismatch == nil)
    }

    @Test("nested dispatches are awaited: dispatch returns after the whole cascade")
    func nestedDispatchesAreAwaited() async {
        let chain = CounterMiddleware("chain", accepts: {
            if case .chain(let n) = $0 { return n < 3 }
            return false
        }) { context in
            guard case .chain(let n) = context.action else { return }
            await context.dispatch(.chain(n + 1))
        }
        let store = CounterStore(state: CounterState(), reducer: counterReducer,
                                 services: EventLog(), middlewares: [chain])
        await store.dispatch(.chain(0))
        #expect(store.state.log == ["chain 0", "chain 1", "chain 2", "chain 3"])
        #expect(store.state.count == 4)
    }

    @Test("middlewares run concurrently: two gated middlewares both start before either finishes",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func middlewaresRunConcurrently() async {
        let gate = AsyncGate()
        let log = EventLog()
        func gated(_ name: String) -> CounterMiddleware {
            CounterMiddleware(name, accepts: { $0 == .slow }) { context in
                context.services.append("\(name) started")
                await gate.pass()
                context.services.append("\(name) finished")
            }
        }
        let store = CounterStore(state: CounterState(), reducer: counterReducer,
                                 services: log, middlewares: [gated("a"), gated("b")])
        let dispatch = Task { await store.dispatch(.slow) }
        await gate.waitForArrivals(2)
        #expect(Set(log.all) == ["a started", "b started"])
        gate.open()
        await waitFor("the dispatch to return") { await dispatch.value }
        #expect(log.all.count == 4)
        #expect(Set(log.all.suffix(2)) == ["a finished", "b finished"])
    }

    @Test("sequential execution runs accepted middlewares one after another, in order")
    func sequentialExecutionKeepsOrder() async {
        let log = EventLog()
        func step(_ name: String) -> CounterMiddleware {
            CounterMiddleware(name, accepts: { $0 == .increment }) { context in
                context.services.append("\(name) start")
                await Task.yield()
                context.services.append("\(name) end")
            }
        }
        let store = CounterStore(state: CounterState(), reducer: counterReducer, services: log,
                                 middlewares: [step("a"), step("b"), step("c")],
                                 middlewareExecution: .sequential)
        await store.dispatch(.increment)
        #expect(log.all == ["a start", "a end", "b start", "b end", "c start", "c end"])
    }

    @Test("cancelling the dispatching task cancels the middlewares in flight",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func cancellationReachesMiddlewares() async {
        let gate = AsyncGate()
        let log = EventLog()
        let slow = CounterMiddleware("slow", accepts: { $0 == .slow }) { context in
            await gate.pass()
            context.services.append(Task.isCancelled ? "cancelled" : "ran to the end")
        }
        let other = CounterMiddleware("other", accepts: { $0 == .slow }) { context in
            await gate.pass()
            context.services.append(Task.isCancelled ? "cancelled" : "ran to the end")
        }
        let store = CounterStore(state: CounterState(), reducer: counterReducer,
                                 services: log, middlewares: [slow, other])
        let dispatch = Task { await store.dispatch(.slow) }
        await gate.waitForArrivals(2)
        dispatch.cancel()
        await waitFor("the cancelled dispatch to return") { await dispatch.value }
        #expect(log.all == ["cancelled", "cancelled"])
        #expect(!gate.isOpen)
    }

    @Test("a middleware that does not accept the action is never run")
    func filterSkipsMiddleware() async {
        let log = EventLog()
        let picky = CounterMiddleware("picky", accepts: { action in
            log.append("asked about \(action)")
            return action == .increment
        }) { _ in log.append("ran") }
        let store = CounterStore(state: CounterState(), reducer: counterReducer,
                                 services: log, middlewares: [picky])
        await store.dispatch(.ignored)
        await store.dispatch(.increment)
        #expect(log.all == ["asked about ignored", "asked about increment", "ran"])
    }
}
