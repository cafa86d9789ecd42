import Dispatch
import Foundation
import ReduxTesting
import Synchronization

/// Runs the built `shifts` binary with a fixed environment and collects
/// its output and exit status.
struct CLIProcess {
    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard output's exact bytes (`stdout` decodes them as UTF-8).
        var stdoutBytes = Data()
        /// False when a signal ended the process (`status` is its number then).
        var exited = true
    }

    /// A command that outlived its timeout; it was killed.
    struct TimedOut: Error, CustomStringConvertible, Sendable {
        var command: String
        var arguments: [String]
        var timeout: Duration
        var stdout: String
        var stderr: String

        var description: String {
            """
            \(([command] + arguments).joined(separator: " ")) was still running after \(timeout) and was killed.
            stdout: \(stdout.debugDescription)
            stderr: \(stderr.debugDescription)
            """
        }
    }

    static var binary: URL {
        // The test bundle sits in the same build folder as the executable.
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("shifts")
    }

    /// Runs `shifts` (or `executable`) with `arguments` to its end, waiting
    /// off the cooperative pool. A command still running after `timeout`
    /// (a hang's bound, not a speed limit: `BoundedWait.defaultTimeout`) is
    /// killed and throws `TimedOut`, so a command that hangs fails its test
    /// instead of holding up the run.
    /// - Parameter output: where standard output goes (a file, /dev/full,
    ///   a terminal); by default a pipe read into `Result.stdout`.
    /// - Parameter workingDirectory: where relative paths start; by default
    ///   the test's own.
    /// - Parameter input: standard input (a terminal); by default /dev/null.
    static func run(_ arguments: [String], environment: [String: String] = [:], output: FileHandle? = nil,
                    timeout: Duration = BoundedWait.defaultTimeout, executable: URL = binary,
                    workingDirectory: URL? = nil, input: FileHandle? = nil) async throws -> Result {
        return try await offThePool {
            try runBlocking(arguments, environment: environment, output: output, timeout: timeout,
                            executable: executable, workingDirectory: workingDirectory, input: input)
        }
    }

    private static func runBlocking(_ arguments: [String], environment: [String: String], output: FileHandle?,
                                    timeout: Duration, executable: URL, workingDirectory: URL?,
                                    input: FileHandle?) throws -> Result {
        let process = Process()
        process.executableURL = executable
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.arguments = arguments
        process.environment = ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
            .merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = output ?? out
        process.standardError = err
        process.standardInput = input ?? FileHandle.nullDevice
        try process.run()
        if output != nil { try? out.fileHandleForWriting.close() }
        let deadline = ProcessDeadline(pid: process.processIdentifier, after: timeout)
        // Both pipes at once: a command that fills the stderr pipe while this
        // waits for the end of stdout would wait for ever, and so would this.
        let stderrReader = PipeReader(err.fileHandleForReading)
        let stdout = output == nil ? PipeRead.all(out.fileHandleForReading) : Data()
        let stderr = stderrReader.wait()
        process.waitUntilExit()
        let text = (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
        if deadline.processEnded() {
            throw TimedOut(command: executable.lastPathComponent, arguments: arguments, timeout: timeout,
                           stdout: text.0, stderr: text.1)
        }
        return Result(status: process.terminationStatus, stdout: text.0, stderr: text.1,
                      stdoutBytes: stdout, exited: process.terminationReason == .exit)
    }
}

/// Kills a child process that outlives its deadline. The timer runs on a
/// dispatch queue of its own, not on the cooperative pool (whose threads the
/// blocking reads of a test may be holding), so it fires in any case; the
/// killed child's pipes close, and the test reading them goes on and fails.
final class ProcessDeadline: Sendable {
    private static let queue = DispatchQueue(label: "ShiftsCLITests.ProcessDeadline")
    private struct State {
        var ended = false
        var killed = false
    }

    private let state = Mutex(State())

    init(pid: pid_t, after timeout: Duration) {
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
    func processEnded() -> Bool {
        state.withLock { s in
            s.ended = true
            return s.killed
        }
    }

    var killed: Bool { state.withLock { $0.killed } }
}

/// Reads from a pipe through read(2), trying again when a signal interrupts
/// it: Foundation's `readDataToEndOfFile` and `availableData` end the whole
/// test process on EINTR, which the children these tests start and kill
/// can cause.
enum PipeRead {
    /// Everything until every writer has closed the pipe.
    static func all(_ handle: FileHandle) -> Data {
        var data = Data()
        while let chunk = some(handle), !chunk.isEmpty { data.append(chunk) }
        return data
    }

    /// What one read returns: empty at the end, nil on an error.
    static func some(_ handle: FileHandle) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return nil }
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeReader: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue(label: "ShiftsCLITests.PipeReader").async { [self] in
            let all = PipeRead.all(handle)
            data.withLock { $0 = all }
            done.signal()
        }
    }

    /// Blocks until the pipe's writers have all closed it.
    func wait() -> Data {
        done.wait()
        return data.withLock { $0 }
    }
}

/// A temp data dir with a calendar file, removed by the caller.
func makeDataDir(calendar: String?) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    if let calendar {
        try Data(calendar.utf8).write(to: dir.appendingPathComponent("calendar.ics"))
    }
    return dir
}
