import Dispatch
import Foundation
import ReduxTesting
import ShiftStorage
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
