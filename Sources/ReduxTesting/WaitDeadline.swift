import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The deadline of one wait, kept on a serial dispatch queue of its own:
/// its thread is not one of the cooperative pool's, so it fires however
/// starved the pool is. At the deadline it calls `onTimeout` (which resumes
/// the wait); if the waiting task has not run again `grace` later, it calls
/// `onStall` once with a message saying so, and ends nothing.
final class WaitDeadline: Sendable {
    private static let queue = DispatchQueue(label: "ReduxTesting.BoundedWait")

    private let ended = Mutex(false)

    init(after timeout: Duration, what: @escaping @Sendable () -> String, site: CallSite, grace: Duration,
         onStall: @escaping @Sendable (String) -> Void, onTimeout: @escaping @Sendable () -> Void) {
        schedule(after: timeout) { [weak self] in
            guard let self, !self.isEnded else { return }
            onTimeout()
            self.schedule(after: grace) { [weak self] in
                guard let self, !self.isEnded else { return }
                onStall(Self.stallMessage(what: what(), timeout: timeout, grace: grace, site: site))
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

    static func stallMessage(what: String, timeout: Duration, grace: Duration, site: CallSite) -> String {
        """

        ReduxTesting: \(site.fileID):\(site.line): \(what) timed out after \(describe(timeout)), \
        and the waiting task could not run again within \(describe(grace)): every thread of Swift's \
        cooperative pool is blocked in a call that does not return (a read, an open of a FIFO or a \
        device, a lock). The test fails when its task runs again.

        """
    }

    /// Writes to stderr with raw writes: a blocked thread may hold a stdio
    /// lock, and a report that never comes out would hide the stall.
    static func writeToStandardError(_ message: String) {
        var remaining = Array(message.utf8)[...]
        while !remaining.isEmpty {
            let count = remaining.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            remaining = remaining.dropFirst(count)
        }
    }
}
