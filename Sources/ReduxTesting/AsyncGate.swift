import Synchronization

/// Holds async calls open until a test opens the gate: the deterministic
/// replacement for "sleep a bit and hope the loading state is visible".
///
/// A mock service calls `await gate.pass()` at the top of each method; the test
/// awaits `waitForArrivals(1)` to know the call is parked, asserts the loading
/// state, then calls `open()`. A parked caller whose task is cancelled leaves
/// at once (so quitting during a held load works).
///
/// `waitForArrivals` is bounded (`BoundedWait`): a call that never comes
/// fails the test there. A parked caller waits for `open()` or its
/// cancellation only; the test's own waits (`receive`, `waitFor`) are what
/// fail when a gate is never opened.
public final class AsyncGate: Sendable {
    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct ArrivalWaiter {
        let id: Int
        let count: Int
        let shot: OneShot<WaitEnd>
    }

    private struct State {
        var isOpen: Bool
        var nextID = 0
        var arrivals = 0
        var parked: [Waiter] = []
        var arrivalWaiters: [ArrivalWaiter] = []
    }

    private let state: Mutex<State>

    public init(isOpen: Bool = false) {
        state = Mutex(State(isOpen: isOpen))
    }

    /// How many callers have reached the gate so far (open or not).
    public var arrivals: Int { state.withLock { $0.arrivals } }

    public var isOpen: Bool { state.withLock { $0.isOpen } }

    /// Suspends until the gate is open (returns at once if it is) or the
    /// calling task is cancelled.
    public func pass() async {
        let id = state.withLock { s -> Int in
            s.nextID += 1
            return s.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let (resumeNow, ready) = state.withLock { s -> (Bool, [ArrivalWaiter]) in
                    s.arrivals += 1
                    let ready = s.arrivalWaiters.filter { $0.count <= s.arrivals }
                    s.arrivalWaiters.removeAll { $0.count <= s.arrivals }
                    if s.isOpen || Task.isCancelled { return (true, ready) }
                    s.parked.append(Waiter(id: id, continuation: continuation))
                    return (false, ready)
                }
                for waiter in ready { waiter.shot.resume(.event) }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { s -> Waiter? in
                guard let index = s.parked.firstIndex(where: { $0.id == id }) else { return nil }
                return s.parked.remove(at: index)
            }
            waiter?.continuation.resume()
        }
    }

    /// Lets every parked caller and every later one through.
    public func open() {
        let parked = state.withLock { s -> [Waiter] in
            s.isOpen = true
            defer { s.parked = [] }
            return s.parked
        }
        for waiter in parked { waiter.continuation.resume() }
    }

    /// Closes the gate again for callers that arrive from now on.
    public func close() {
        state.withLock { $0.isOpen = false }
    }

    /// Suspends until at least `count` callers have reached the gate in total.
    /// If they have not within `timeout`, the test fails here, saying how
    /// many came; a cancelled wait (a test's time limit) returns quietly.
    public func waitForArrivals(
        _ count: Int = 1, timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let id = state.withLock { s -> Int in
            s.nextID += 1
            return s.nextID
        }
        let end = await waitBounded(timeout, for: "AsyncGate.waitForArrivals(\(count))", at: site) { shot in
            let ready = state.withLock { s -> Bool in
                if s.arrivals >= count { return true }
                s.arrivalWaiters.append(ArrivalWaiter(id: id, count: count, shot: shot))
                return false
            }
            if ready { shot.resume(.event) }
        }
        guard end != .event else { return }
        let arrived = state.withLock { s -> Int in
            s.arrivalWaiters.removeAll { $0.id == id }
            return s.arrivals
        }
        if end == .timedOut {
            site.report("""
                AsyncGate.waitForArrivals(\(count)) timed out after \(describe(timeout)): \
                \(arrived == 0 ? "no call" : arrived.counted("call")) reached the gate.
                """)
        }
    }
}
