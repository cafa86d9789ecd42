import Dispatch
import Foundation
import ShiftFeatures
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes exports (`shifts export -o`): a new path or a regular file
/// is replaced atomically; a FIFO, a terminal or `/dev/stdout` is written
/// as a stream; anything inside the data dir is refused (`ExportTarget`).
package struct FileExportWriter: ExportWriter {
    private let home: String
    private let workingDirectory: String
    private let dataDirectory: String

    /// - Parameters:
    ///   - home: what `~/` means in a path.
    ///   - workingDirectory: what a relative path is relative to.
    ///   - dataDirectory: the data dir, where no export may go.
    package init(home: String, workingDirectory: String, dataDirectory: String) {
        self.home = home
        self.workingDirectory = workingDirectory
        self.dataDirectory = dataDirectory
    }

    package func write(_ text: String, to path: String) async throws -> String {
        try await write(Array(text.utf8), to: path)
    }

    /// Writes exactly `bytes` to `path` and returns the path written, as
    /// typed but absolute. A stream that is a terminal gets
    /// `onTerminal(bytes)` instead, so the caller can make file text safe
    /// to show.
    package func write(_ bytes: [UInt8], to path: String,
                      onTerminal: @escaping @Sendable ([UInt8]) -> [UInt8] = { $0 }) async throws -> String {
        let absolute = absolutePath(path)
        let shown = (absolute as NSString).standardizingPath
        let dataDirectory = dataDirectory
        let problem = await DispatchQueue.global(qos: .userInitiated).run { () -> String? in
            do throws(ExportTarget.Refusal) {
                switch try ExportTarget.classify(absolute, dataDirectory: dataDirectory) {
                case .file(let target):
                    do throws(AtomicFile.WriteFailure) {
                        try AtomicFile.write(bytes, to: target)
                    } catch {
                        return "Cannot write \(shown): \(error.message). Nothing was exported."
                    }
                case .stream(let target):
                    return Self.stream(bytes, to: target, shown: shown, onTerminal: onTerminal)
                }
            } catch {
                return "Cannot export to \(shown): \(error.reason). Nothing was exported."
            }
            return nil
        }
        if let problem { throw UserFacingError(message: problem) }
        return shown
    }

    /// `path` with `~/` expanded and made absolute, its `..` left for the
    /// kernel (a symlinked folder before `..` is not the lexical parent).
    func absolutePath(_ path: String) -> String {
        let expanded = DataDirectory.expandingTilde(path, home: home)
        return expanded.hasPrefix("/") ? expanded : (workingDirectory as NSString).appendingPathComponent(expanded)
    }

    /// The path as shown to the user: absolute, `.` and `..` removed.
    func resolve(_ path: String) -> String {
        (absolutePath(path) as NSString).standardizingPath
    }

    /// Opens without blocking (a FIFO nobody reads is refused, not waited
    /// on) and without creating or truncating; then writes blocking, to
    /// the end.
    private static func stream(_ bytes: [UInt8], to path: String, shown: String,
                               onTerminal: ([UInt8]) -> [UInt8]) -> String? {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            let reason = code == ENXIO ? "it is a pipe no program is reading from" : String(cString: strerror(code))
            return "Cannot export to \(shown): \(reason). Nothing was exported."
        }
        defer { close(descriptor) }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        let text = isatty(descriptor) == 1 ? onTerminal(bytes) : bytes
        do throws(AtomicFile.WriteFailure) {
            try withoutBrokenPipeSignal { () throws(AtomicFile.WriteFailure) in try AtomicFile.writeAll(descriptor, text) }
        } catch {
            let reason = error.failure.code == EPIPE ? "the program reading it closed it first" : error.failure.message
            return "Cannot write \(shown): \(reason); the export is incomplete."
        }
        return nil
    }

    /// Runs `work` with SIGPIPE blocked on this thread, so a reader that
    /// goes away is an EPIPE failure to report, not a signal that ends the
    /// app. A write raises SIGPIPE on the thread that wrote, so one it
    /// raised is pending here and taken before the mask is restored.
    private static func withoutBrokenPipeSignal(
        _ work: () throws(AtomicFile.WriteFailure) -> Void
    ) throws(AtomicFile.WriteFailure) {
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
        defer {
            var pending = sigset_t()
            if sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 {
                var noWait = timespec()
                _ = sigtimedwait(&brokenPipe, nil, &noWait)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        try work()
    }
}
