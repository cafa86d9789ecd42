import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Kills a child process that outlives its deadline. The timer runs on a
/// dispatch queue of its own, not on the cooperative pool (whose threads
/// blocking reads may be holding), so it fires in any case; the killed
/// child's pipes close, and whoever reads them goes on.
package final class ProcessDeadline: Sendable {
    private static let queue = DispatchQueue(label: "shifts.process-deadline")
    private struct State {
        var ended = false
        var killed = false
    }

    private let state = Mutex(State())

    package init(pid: pid_t, after timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Int(clamping: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        Self.queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in
            let kills = state.withLock { s -> Bool in
                guard !s.ended else { return false }
                s.killed = true
                return true
            }
            if kills { kill(pid, SIGKILL) }
        }
    }

    /// Call once the process has been waited for: its pid may be reused from
    /// now on, so it is never killed after this. Returns whether it was
    /// killed for running too long.
    @discardableResult
    package func processEnded() -> Bool {
        state.withLock { s in
            s.ended = true
            return s.killed
        }
    }

    package var killed: Bool { state.withLock { $0.killed } }
}
