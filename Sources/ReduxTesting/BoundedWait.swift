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
    /// How much slower than a loaded two-core machine the tests may run:
    /// every bound here is multiplied by it. `SHIFTS_TEST_TIME_SCALE` sets
    /// it (a number above 0, `2` for twice the time); unset or unreadable,
    /// it is 1.
    public static let timeScale: Double = {
        guard let text = getenv("SHIFTS_TEST_TIME_SCALE").map({ String(cString: $0) }),
              let value = Double(text), value.isFinite, value > 0 else { return 1 }
        return value
    }()

    /// `duration` times `timeScale`.
    public static func scaled(_ duration: Duration) -> Duration {
        duration * timeScale
    }

    /// What every wait allows unless told otherwise. A bound tells a hang
    /// from slow work, it does not measure speed: the waits take
    /// milliseconds alone and up to a few seconds beside `stress-ng` on two
    /// cores, so two minutes is ample; and it stays under `timeLimitMinutes`,
    /// so the wait, which names what it waited for, fails first.
    public static let defaultTimeout: Duration = scaled(.seconds(120))

    /// Swift Testing's `.timeLimit` for a suite that waits:
    /// `.timeLimit(.minutes(BoundedWait.timeLimitMinutes))`. Five minutes
    /// times `timeScale`, rounded up: above `defaultTimeout`, so it only
    /// ends a test whose wait is not bounded by ReduxTesting.
    public static let timeLimitMinutes = Int((5 * timeScale).rounded(.up))

    /// How long a timed-out wait's task has to run again before stderr is
    /// told that it cannot (every pool thread blocked). The process goes on:
    /// the wait fails its test when its task runs again, and a run that
    /// never gets there is ended by the runner's deadline, which names the
    /// tests still running (scripts/test-with-deadline).
    public static let stalledPoolGrace: Duration = scaled(.seconds(60))
}

/// Duration as a person reads it: "120 seconds", "1.5 seconds".
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
    onStall: @escaping @Sendable (String) -> Void = WaitDeadline.writeToStandardError,
    isolation: isolated (any Actor)? = #isolation,
    register: (OneShot<WaitEnd>) -> Void
) async -> WaitEnd {
    let shot = OneShot<WaitEnd>()
    let deadline = WaitDeadline(after: timeout, what: what, site: site, grace: grace,
                                onStall: onStall) { shot.resume(.timedOut) }
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
