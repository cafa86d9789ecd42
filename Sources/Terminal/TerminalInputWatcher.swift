import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for terminal input on its own thread (poll() on the input plus a wake pipe), so the
/// actor that owns ncurses never blocks. Each readiness is delivered on `readiness`; the
/// watcher then waits until `acknowledge()` is called (the owner has drained the keys) before
/// polling the input again, so it never spins. `stop()` wakes and ends the thread.
///
/// The thread is a real `Thread`, not a Task: a blocking poll() would take one of the
/// cooperative pool's (here two) threads away for good. The `readiness` stream finishes when
/// the thread ends: after `stop()`, or when the input hangs up (its writer closed, or the
/// terminal went away), which the owner should treat as "quit".
package final class TerminalInputWatcher: Sendable {
    private struct State {
        var started = false
        var stopped = false
        var acknowledged = false
        var awaitingAcknowledge = false
    }

    package let readiness: AsyncStream<Void>

    private let fileDescriptor: Int32
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let continuation: AsyncStream<Void>.Continuation
    private let state = Mutex(State())

    package init(fileDescriptor: Int32 = 0) {
        self.fileDescriptor = fileDescriptor
        (readiness, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .unbounded)
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        // Without a pipe (out of descriptors) the thread falls back to polling with a timeout.
        wakeReader = descriptors[0]
        wakeWriter = descriptors[1]
        continuation.onTermination = { [weak self] _ in self?.stop() }
    }

    deinit {
        // The thread holds a strong reference while it runs, so it has ended by now.
        if wakeReader >= 0 { close(wakeReader) }
        if wakeWriter >= 0 { close(wakeWriter) }
    }

    /// Starts the thread. Calling it again, or after `stop()`, does nothing.
    package func start() {
        let shouldStart = state.withLock { state in
            guard !state.started, !state.stopped else { return false }
            state.started = true
            return true
        }
        guard shouldStart else { return }
        let thread = Thread { [self] in run() }
        thread.name = "shifts.input"
        thread.start()
    }

    /// Tells the watcher the owner has read everything that was waiting: poll again.
    package func acknowledge() {
        state.withLock { $0.acknowledged = true }
        wake()
    }

    /// Ends the thread; `readiness` finishes once it has ended. Idempotent.
    package func stop() {
        let wasRunning = state.withLock { state -> Bool? in
            guard !state.stopped else { return nil }
            state.stopped = true
            return state.started
        }
        guard let wasRunning else { return }
        if wasRunning {
            wake()
        } else {
            continuation.finish()
        }
    }

    /// True between a readiness and the `acknowledge()` that answers it.
    package var isAwaitingAcknowledge: Bool {
        state.withLock { $0.awaitingAcknowledge }
    }

    // MARK: - The thread

    private func run() {
        defer { continuation.finish() }
        var awaitingAcknowledge = false
        // Only the wake pipe is polled while a readiness is unanswered.
        let timeout: Int32 = wakeReader >= 0 ? -1 : 50
        while true {
            var descriptors = [pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
            if !awaitingAcknowledge {
                descriptors.append(pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0))
            }
            let result = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if result < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            // The wake pipe first, so a stop or acknowledge is never mistaken for input.
            drainWakePipe()
            let (stopped, acknowledged) = state.withLock { state in
                let flags = (state.stopped, state.acknowledged)
                state.acknowledged = false
                if flags.1 { state.awaitingAcknowledge = false }
                return flags
            }
            if stopped { return }
            if acknowledged { awaitingAcknowledge = false }

            guard descriptors.count > 1 else { continue }
            let events = Int32(descriptors[1].revents)
            if events & Int32(POLLNVAL | POLLERR) != 0 { return }
            if events & Int32(POLLIN) != 0 {
                state.withLock { $0.awaitingAcknowledge = true }
                awaitingAcknowledge = true
                continuation.yield()
            }
            // A hang-up stays readable forever: deliver what was left (above) and end, rather
            // than wake the owner again after every acknowledge.
            if events & Int32(POLLHUP) != 0 { return }
        }
    }

    private func wake() {
        guard wakeWriter >= 0 else { return }
        var byte: UInt8 = 1
        // EAGAIN means the pipe is full: a wake-up is pending anyway.
        _ = write(wakeWriter, &byte, 1)
    }

    private func drainWakePipe() {
        guard wakeReader >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeReader, &buffer, buffer.count) > 0 {}
    }
}
