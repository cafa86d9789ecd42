import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bound on every wait in ReduxTesting: a test that cannot go on fails
/// at the line that waited, saying what it waited for, instead of hanging.
///
/// Swift Testing's `.timeLimit` is no such bound. Its shortest limit is a
/// minute; it only cancels the test, and a wait that ignores cancellation
/// keeps the test (and the run) waiting; and its clock sleeps on the
/// cooperative thread pool, so when every pool thread is blocked in a call
/// that does not return (two threads on a two-core machine) it never fires.
/// These deadlines run on a dispatch queue of their own instead.
public enum BoundedWait {
    /// What every wait allows unless told otherwise: ample for a loaded
    /// machine (the waits take milliseconds), and well under a minute.
    public static let defaultTimeout: Duration = .seconds(30)

    /// How long a timed-out wait's task has to run again. If it has not by
    /// then, no task can run: the process prints what it waited for and
    /// ends (abort), so the run fails loudly rather than hanging silently.
    public static let stalledPoolGrace: Duration = .seconds(60)
}

/// How a bounded wait ended.
enum WaitEnd: Sendable, Equatable {
    /// What the wait was for happened.
    case event
    case timedOut
    /// The waiting task was cancelled (a test's time limit, or the test
    /// itself): it stops waiting, and reports nothing of its own.
    case cancelled
}

/// A continuation that the first of several parties resumes: the awaited
/// event, the deadline or cancellation. Later calls do nothing, so each
/// party may call `resume` without knowing about the others.
final class OneShot<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, Never>?
        var value: Value?
    }

    private let state = Mutex(State())

    /// Suspends until the first `resume`; at once if it came already.
    func wait(isolation: isolated (any Actor)? = #isolation) async -> Value {
        await withCheckedContinuation(isolation: isolation) { continuation in
            let early = state.withLock { s -> Value? in
                if let value = s.value { return value }
                s.continuation = continuation
                return nil
            }
            if let early { continuation.resume(returning: early) }
        }
    }

    func resume(_ value: Value) {
        let continuation = state.withLock { s -> CheckedContinuation<Value, Never>? in
            guard s.value == nil else { return nil }
            s.value = value
            defer { s.continuation = nil }
            return s.continuation
        }
        continuation?.resume(returning: value)
    }
}

/// The deadline of one wait, kept on a serial dispatch queue of its own:
/// its thread is not one of the cooperative pool's, so it fires however
/// starved the pool is. At the deadline it calls `onTimeout` (which resumes
/// the wait); if the waiting task has not run again `stalledPoolGrace`
/// later, nothing can run, and it ends the process with `what` on stderr.
final class WaitDeadline: Sendable {
    private static let queue = DispatchQueue(label: "ReduxTesting.BoundedWait")

    private let ended = Mutex(false)

    init(after timeout: Duration, what: @escaping @Sendable () -> String, site: CallSite, grace: Duration,
         onTimeout: @escaping @Sendable () -> Void) {
        schedule(after: timeout) { [weak self] in
            guard let self, !self.isEnded else { return }
            onTimeout()
            self.schedule(after: grace) { [weak self] in
                guard let self, !self.isEnded else { return }
                Self.endStalledProcess(what: what(), timeout: timeout, grace: grace, site: site)
            }
        }
    }

    /// The waiting task runs again: nothing more to watch. (A timer that
    /// fires later finds the wait ended and does nothing.)
    func end() {
        ended.withLock { $0 = true }
    }

    private var isEnded: Bool { ended.withLock { $0 } }

    private func schedule(after delay: Duration, _ handler: @escaping @Sendable () -> Void) {
        let (seconds, attoseconds) = delay.components
        let nanoseconds = max(0, seconds) * 1_000_000_000 + attoseconds / 1_000_000_000
        Self.queue.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)), execute: handler)
    }

    /// No test can fail any more, so none can end: say why on stderr, with
    /// raw writes (a blocked thread may hold a stdio lock), and abort (a
    /// backtrace or a core dump, where enabled, shows where the threads are).
    private static func endStalledProcess(what: String, timeout: Duration, grace: Duration, site: CallSite) -> Never {
        let message = """

            ReduxTesting: \(site.fileID):\(site.line): \(what) timed out after \(describe(timeout)), \
            and the waiting task could not run again within \(describe(grace)): \
            every thread of Swift's cooperative pool is blocked in a call that does not return \
            (a read, an open of a FIFO or a device, a lock). Ending the process instead of \
            hanging.

            """
        var remaining = Array(message.utf8)[...]
        while !remaining.isEmpty {
            let count = remaining.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            remaining = remaining.dropFirst(count)
        }
        abort()
    }
}

/// Duration as a person reads it: "30 seconds", "1.5 seconds".
func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return Int(seconds).counted("second") }
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return "\(value) seconds"
}

/// Waits until `register`'s event, the deadline or the cancellation of the
/// waiting task, whichever comes first. `register` runs at once, on the
/// caller's actor, before anything else can run there; it keeps the
/// `OneShot` and resumes it with `.event` when the awaited thing happens (or
/// at once, if it has).
func waitBounded(
    _ timeout: Duration, for what: @autoclosure @escaping @Sendable () -> String, at site: CallSite,
    grace: Duration = BoundedWait.stalledPoolGrace,
    isolation: isolated (any Actor)? = #isolation,
    register: (OneShot<WaitEnd>) -> Void
) async -> WaitEnd {
    let shot = OneShot<WaitEnd>()
    let deadline = WaitDeadline(after: timeout, what: what, site: site, grace: grace) { shot.resume(.timedOut) }
    defer { deadline.end() }
    // Here, not in the closure below: a closure does not share an isolated
    // parameter's actor unless it captures it, so it would run elsewhere,
    // after a hop that lets the awaited thing happen unseen.
    register(shot)
    return await withTaskCancellationHandler {
        await shot.wait()
    } onCancel: {
        shot.resume(.cancelled)
    }
}
