import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The data dir's `lock` file. Every process that writes a file in the data
/// dir holds it (an exclusive `flock`) from the check that the file on disk
/// is the one it loaded until the new file is renamed into place, so two
/// `shifts` processes never interleave a check and a write.
///
/// Blocking: acquire it only off the cooperative pool (the storage queues).
/// The kernel drops the lock when the process dies, even by SIGKILL, so a
/// crashed writer never leaves the data dir locked.
final class DataDirLock: Sendable {
    static let fileName = "lock"
    /// Held by a change to the shifts from writing `pending-change.json`
    /// until it is removed (`FileHistoryService`). Always taken before
    /// `lock`, never while holding it, so the two cannot deadlock.
    static let changeFileName = "change.lock"

    /// Why the lock could not be taken.
    enum Failure: Error, Equatable {
        /// Another process held it for the whole wait.
        case busy(path: String, waited: Duration)
        /// The lock file could not be created or opened.
        case system(path: String, POSIXFailure)

        var message: String {
            switch self {
            case .busy(let path, let waited):
                return "another shifts process has held \(path) for \(waited.components.seconds) s"
            case .system(let path, let failure):
                return "cannot open the lock file \(path): \(failure.message)"
            }
        }

        /// What a write that could not take the lock reports as its
        /// problem: why, and that it may work another time.
        var retryableProblem: String { message + "; try again" }
    }

    let path: String
    /// -1 once released; a mutex so a lock held across awaits can be
    /// released from whichever thread the task resumes on.
    private let descriptor: Mutex<Int32>

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = Mutex(descriptor)
    }

    deinit { release() }

    /// Runs `body` holding the lock of `directory` (created with mode 0700
    /// if missing; the lock file gets 0600). Waits up to `timeout` for
    /// another holder, polling: a plain blocking `flock` could wait forever
    /// behind a stopped process. When the lock cannot be taken, throws what
    /// `lockFailure` makes of why, and `body` does not run.
    static func withLock<Result, Failure: Error>(
        in directory: String, timeout: Duration = .seconds(10),
        lockFailure: (DataDirLock.Failure) -> Failure,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let lock = try acquire(in: directory, timeout: timeout, lockFailure: lockFailure)
        defer { lock.release() }
        return try body()
    }

    /// `acquire(in:named:timeout:)`, throwing what `lockFailure` makes of
    /// its failure.
    static func acquire<Failure: Error>(
        in directory: String, named name: String = fileName, timeout: Duration,
        lockFailure: (DataDirLock.Failure) -> Failure
    ) throws(Failure) -> DataDirLock {
        do throws(DataDirLock.Failure) {
            return try acquire(in: directory, named: name, timeout: timeout)
        } catch {
            throw lockFailure(error)
        }
    }

    static func acquire(
        in directory: String, named name: String = fileName, timeout: Duration
    ) throws(Failure) -> DataDirLock {
        let path = (directory as NSString).appendingPathComponent(name)
        do throws(POSIXFailure) {
            try AtomicFile.createDirectory(directory)
        } catch {
            throw .system(path: path, error)
        }
        // O_NOFOLLOW: a symlink planted as `lock` cannot make us create or
        // chmod a file elsewhere.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .system(path: path, POSIXFailure(code: errno)) }
        let lock = DataDirLock(path: path, descriptor: descriptor)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                throw .system(path: path, POSIXFailure(code: code))
            }
            guard clock.now < deadline else { throw .busy(path: path, waited: timeout) }
            usleep(5_000)  // on a storage queue, never the cooperative pool
        }
        return lock
    }

    /// Unlocks by closing; safe to call twice.
    func release() {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
        }
    }
}
