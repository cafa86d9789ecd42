import Foundation
import ShiftModel

/// One program run to its end or its deadline, its standard output and
/// error read together, its standard input empty.
enum ProcessRun {
    struct Outcome: Sendable {
        /// The exit status; -1 when it could not be started.
        var status: Int32
        var output: String
        var timedOut: Bool
    }

    /// Blocks: call it off the cooperative pool.
    static func run(_ executable: String, _ arguments: [String], adding environment: [String: String],
                    deadline: Duration) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Outcome(status: -1, output: "\(error)", timedOut: false)
        }
        let timer = ProcessDeadline(pid: process.processIdentifier, after: deadline)
        try? pipe.fileHandleForWriting.close()
        let output = PipeRead.all(pipe.fileHandleForReading)
        process.waitUntilExit()
        let killed = timer.processEnded()
        return Outcome(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                       timedOut: killed)
    }
}
