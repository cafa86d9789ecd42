import Clocks
import Redux
import ReduxTesting
import Synchronization
import Testing

/// Every wait in ReduxTesting is bounded: a test that cannot go on fails at
/// the line that waited, naming what it waited for, well within its time
/// limit, instead of hanging. Each failure is shown here with a short
/// timeout: its message is the bound's own (a time limit's would differ),
/// and the test goes on after it.
@Suite("Bounded waits: a wait that cannot end fails the test instead of hanging it", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@StoreActor
struct BoundedWaitTests {
    static let short = Duration.milliseconds(200)

    @Test("waitForArrivals for a call that never comes fails within its timeout, saying how many came")
    func arrivalsNeverCome() async {
        let gate = AsyncGate()
        let held = Task { await gate.pass() }
        await gate.waitForArrivals(1)
        let line = #line + 2
        await withKnownIssue {
            await gate.waitForArrivals(2, timeout: Self.short)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.message == "AsyncGate.waitForArrivals(2) timed out after 0.2 seconds: 1 call reached the gate."
        }
        // A late arrival finds no stale waiter.
        let late = Task { await gate.pass() }
        await gate.waitForArrivals(2)
        gate.open()
        await waitFor("the callers through") {
            await held.value
            await late.value
        }
        #expect(gate.arrivals == 2)
    }

    @Test("receive while a started action is held at a gate never opened fails within its timeout, naming both")
    func receiveFromHeldAction() async {
        let gate = AsyncGate()
        let store = makeCounterTestStore([CounterMiddlewares.gated(gate)])
        let slow = await store.start(.slow)
        await gate.waitForArrivals(1)
        let line = #line + 2
        await withKnownIssue {
            await store.receive(.increment, timeout: Self.short)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                Expected to receive CounterAction.increment, but none came within 0.2 seconds while \
                this action sent with start(_:) was still running (held at a gate, or asleep on a clock \
                nobody advanced?):
                  1. CounterAction.slow
                """
        }
        await slow.cancel()
        await store.finish()
        #expect(!gate.isOpen)
    }

    @Test("start returns as soon as the action is reduced, every time: no wake-up is lost")
    func startReturnsAtOnce() async {
        // A wake-up lost between the check and the wait only shows as a
        // start that lasts its whole timeout; it happened about every other
        // time when the wait was registered after a hop off this actor.
        for _ in 1...20 {
            let gate = AsyncGate()
            let store = makeCounterTestStore([CounterMiddlewares.gated(gate)])
            var slow: TestStoreTask?
            // A lost wake-up holds start until its timeout, which then
            // reports that the store did not reduce .slow: ten seconds tell
            // that from a start that returns in microseconds, however busy.
            slow = await store.start(.slow, timeout: BoundedWait.scaled(.seconds(10)))
            await slow?.cancel()
            await store.finish()
        }
    }

    @Test("send whose cascade is held fails within its timeout, and the cascade is cancelled")
    func sendHeld() async {
        let gate = AsyncGate()
        let store = makeCounterTestStore([CounterMiddlewares.gated(gate)])
        let line = #line + 2
        await withKnownIssue {
            await store.send(.slow, timeout: Self.short)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                The cascade of CounterAction.slow was still running after 0.2 seconds; it was cancelled. \
                Work that waits on a gate or a clock is sent with start(_:).
                """
        }
        // Cancelled at the gate, the middleware dispatched nothing. Waited
        // for, not read: on a busy main actor the middleware may not have
        // had its turn yet when the send gave up.
        await gate.waitForArrivals(1)
        #expect(store.state == CounterState())
        await store.finish()
    }

    @Test("finish() with a started action still held fails within its timeout, lists it and cancels it")
    func finishWithHeldAction() async {
        let gate = AsyncGate()
        let store = makeCounterTestStore([CounterMiddlewares.gated(gate)])
        let slow = await store.start(.slow)
        let line = #line + 2
        await withKnownIssue {
            await store.finish(timeout: Self.short)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                An action sent with start(_:) was still running after 0.2 seconds, and was cancelled:
                  1. CounterAction.slow
                """
        }
        #expect(slow.isCancelled)
        #expect(!gate.isOpen)
    }

    @Test("finish() on a started action still held fails within its timeout and cancels it")
    func taskFinishHeld() async {
        let gate = AsyncGate()
        let store = makeCounterTestStore([CounterMiddlewares.gated(gate)])
        let slow = await store.start(.slow)
        let line = #line + 2
        await withKnownIssue {
            await slow.finish(timeout: Self.short)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                CounterAction.slow, sent with start(_:), was still running after 0.2 seconds; it was \
                cancelled. Open its gate or advance its clock before finish().
                """
        }
        #expect(slow.isCancelled)
        await slow.finish()
        await store.finish()
    }

    @Test("cancel() on a started action whose middleware ignores cancellation fails within its timeout")
    func cancelIgnored() async {
        let hold = StubbornHold()
        let store = makeCounterTestStore([hold.middleware])
        let slow = await store.start(.slow)
        await waitFor("the middleware to be held") { await hold.waitUntilHeld() }
        let line = #line + 2
        await withKnownIssue {
            await slow.cancel(timeout: Self.short)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                CounterAction.slow, sent with start(_:), was still running 0.2 seconds after it was \
                cancelled: a middleware ignores cancellation.
                """
        }
        hold.release()
        await slow.finish()
        await store.finish()
    }

    @Test("waitFor an operation that never returns (and ignores cancellation) fails within its timeout")
    func waitForNeverReturns() async {
        let hold = StubbornHold()
        let line = #line + 3
        var result: Int? = 0
        await withKnownIssue {
            result = await waitFor("the stubborn call", timeout: Self.short) { await hold.hold(); return 1 }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.message == "Timed out after 0.2 seconds waiting for the stubborn call."
        }
        #expect(result == nil)
        hold.release()
    }

    @Test("waitFor returns what the operation returned, on the caller's actor")
    func waitForReturns() async {
        let store = Store<CounterState, CounterAction, EventLog>(
            state: CounterState(), reducer: counterReducer, services: EventLog())
        let count = await waitFor("the dispatch") {
            await store.dispatch(.increment)
            return store.state.count
        }
        #expect(count == 1)
    }

    @Test("waitForSleepers with nothing asleep on the clock fails within its timeout")
    func noSleepers() async {
        let clock = TestClock()
        let line = #line + 2
        await withKnownIssue {
            await clock.waitForSleepers(timeout: Self.short)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.message == "No task slept on the test clock within 0.2 seconds (waitForSleepers)."
        }
    }

    @Test("a middleware run alone that never returns fails within its timeout")
    func middlewareRunHeld() async {
        let gate = AsyncGate()
        let line = #line + 3
        var dispatched: [CounterAction] = [.ignored]
        await withKnownIssue {
            dispatched = await CounterMiddlewares.gated(gate).run(
                with: .slow, state: CounterState(), services: EventLog(), expectedCount: 1, timeout: Self.short)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message
                == "Timed out after 0.2 seconds waiting for middleware \"gated\" to return for CounterAction.slow."
        }
        #expect(dispatched == [])
    }
}

/// Holds its callers until `release()`, whatever their cancellation: a
/// call stuck somewhere that does not notice cancellation.
final class StubbornHold: Sendable {
    private struct State {
        var held: [CheckedContinuation<Void, Never>] = []
        var released = false
        var heldWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// `.slow` is held here, then answered with nothing.
    var middleware: CounterMiddleware {
        CounterMiddleware("stubborn", accepts: { $0 == .slow }) { [self] _ in await hold() }
    }

    func hold() async {
        await withCheckedContinuation { continuation in
            let (resume, waiters) = state.withLock { s -> (Bool, [CheckedContinuation<Void, Never>]) in
                defer { s.heldWaiters = [] }
                if s.released { return (true, s.heldWaiters) }
                s.held.append(continuation)
                return (false, s.heldWaiters)
            }
            for waiter in waiters { waiter.resume() }
            if resume { continuation.resume() }
        }
    }

    /// Suspends until a caller is held.
    func waitUntilHeld() async {
        await withCheckedContinuation { continuation in
            let now = state.withLock { s -> Bool in
                if !s.held.isEmpty { return true }
                s.heldWaiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    func release() {
        let held = state.withLock { s -> [CheckedContinuation<Void, Never>] in
            s.released = true
            defer { s.held = [] }
            return s.held
        }
        for continuation in held { continuation.resume() }
    }
}
