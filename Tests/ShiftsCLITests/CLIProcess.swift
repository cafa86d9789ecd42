import Foundation

/// Runs the built `shifts` binary with a fixed environment and collects
/// its output and exit status.
struct CLIProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard output's exact bytes (`stdout` decodes them as UTF-8).
        var stdoutBytes = Data()
        /// False when a signal ended the process (`status` is its number then).
        var exited = true
    }

    static var binary: URL {
        // The test bundle sits in the same build folder as the executable.
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("shifts")
    }

    /// - Parameter output: where standard output goes (a file, /dev/full,
    ///   a terminal); by default a pipe read into `Result.stdout`.
    static func run(_ arguments: [String], environment: [String: String] = [:],
                    output: FileHandle? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
            .merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = output ?? out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = output == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self),
                      stdoutBytes: stdout, exited: process.terminationReason == .exit)
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
