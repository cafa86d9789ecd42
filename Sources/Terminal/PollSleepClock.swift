import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A clock whose sleeps wait in poll(2) on a thread of their own. Swift's
/// own sleeps go through the dispatch runtime's timers, which never fire in
/// a process whose clock libfaketime shifts (measured here: a two-second
/// `ContinuousClock().sleep` under `faketime '2026-11-25 23:59:58'` did not
/// return in ten); poll's timeout is a plain relative wait that does. For
/// the rare, long sleeps of the day watch: each sleep takes a thread.
/// Its `now` is the continuous clock's.
package struct PollSleepClock: Clock {
    package typealias Instant = ContinuousClock.Instant

    package init() {}

    package var now: Instant { ContinuousClock.now }
    package var minimumResolution: Duration { .milliseconds(1) }

    package func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let waiter = PollWaiter()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let thread = Thread {
                    let cancelled = waiter.wait(until: deadline)
                    continuation.resume(with: cancelled ? .failure(CancellationError()) : .success(()))
                }
                thread.name = "shifts.poll-sleep"
                thread.start()
            }
        } onCancel: {
            waiter.cancel()
        }
    }
}

/// One sleep: poll(2) on a pipe until the deadline, or until `cancel()`
/// writes to the pipe.
private final class PollWaiter: Sendable {
    private let reader: Int32
    private let writer: Int32
    private let cancelled = Mutex(false)

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        reader = ends[0]
        writer = ends[1]
    }

    deinit {
        if reader >= 0 { close(reader) }
        if writer >= 0 { close(writer) }
    }

    func cancel() {
        cancelled.withLock { $0 = true }
        var byte: UInt8 = 1
        if writer >= 0 { _ = write(writer, &byte, 1) }
    }

    /// True when cancelled before the deadline.
    func wait(until deadline: ContinuousClock.Instant) -> Bool {
        while !cancelled.withLock({ $0 }) {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            let milliseconds = min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var descriptor = [pollfd(fd: reader, events: Int16(POLLIN), revents: 0)]
            _ = poll(&descriptor, reader >= 0 ? 1 : 0, Int32(milliseconds))
        }
        return true
    }
}
