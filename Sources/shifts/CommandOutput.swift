import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every byte a command prints goes through here, in plain write(2) calls
/// whose failures are seen: output that could not be written (a full disk,
/// `> /dev/full`, a reader that went away) is said on standard error and
/// the command exits 1, never 0 with the output lost. Foundation's
/// `print` buffers and drops such errors at exit, and `FileHandle.write`
/// traps on them.
///
/// SIGPIPE is ignored once the first output is written, so a closed pipe
/// is an EPIPE failure like any other, reported with a message, instead of
/// a silent death by signal. The full-screen app never writes through here
/// and keeps the default.
enum CommandOutput {
    /// Writes `text` and a line break to standard output, or says why it
    /// cannot and throws exit status 1.
    static func print(_ text: String) throws(ExitCode) {
        try write(Array((text + "\n").utf8))
    }

    /// Writes `lines`, each ending in a line break, in one go.
    static func print(lines: [String]) throws(ExitCode) {
        guard !lines.isEmpty else { return }
        try print(lines.joinedWithoutLookup(separator: "\n"))
    }

    /// Writes exactly these bytes to standard output.
    static func write(_ bytes: [UInt8]) throws(ExitCode) {
        if let code = write(bytes, to: STDOUT_FILENO) {
            let reason = code == EPIPE ? "the program reading it closed it first" : String(cString: strerror(code))
            writeError("shifts: cannot write to standard output: \(reason); the output is incomplete.\n")
            throw ExitCode.failure
        }
    }

    /// Writes to standard error, best effort: when that fails too there is
    /// nowhere left to say so, and the exit status still tells.
    static func writeError(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes all of `bytes`, retrying short writes and EINTR; returns the
    /// errno of a failure, or nil.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        _ = brokenPipeIsAnError
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                #if canImport(Glibc)
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
                #else
                return Darwin.write(descriptor, base + offset, buffer.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// True when standard output is a terminal (text from files is made
    /// safe for it first).
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    private static let brokenPipeIsAnError: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()
}
