import Foundation
import Testing

/// The exit status tells the truth when the change log cannot be written:
/// refused before anything changed (exit 1), or made and not yet recorded
/// (exit 0, a warning), never "failed" for a change that was made.
@Suite struct RecordingFailureCommandTests {
    static func dataDir() async throws -> URL {
        let directory = try makeDataDir(calendar: nil)
        try #require(try await CLIProcess.run(["init", "--data-dir", directory.path, "--name", "Sam"]).status == 0)
        return directory
    }

    @Test("a change log that is a folder: refused before the calendar, exit 1, nothing written")
    func refusedBeforeAnythingChanged() async throws {
        let directory = try await Self.dataDir()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("changelog.jsonl")
        try FileManager.default.createDirectory(at: log, withIntermediateDirectories: false)
        let result = try await CLIProcess.run(["add", "2026-12-01", "E", "--data-dir", directory.path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "shifts: Cannot record the change in \(log.path): not a regular file (it is a "
            + "directory). Nothing was changed; fix it and try again.\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("calendar.ics").path))
    }

    /// `shifts` run under a limit on file size (`ulimit -f`, 64 KiB), so a
    /// write past it fails with EFBIG as a full disk fails with ENOSPC.
    static func limited(_ arguments: [String]) async throws -> CLIProcess.Result {
        let command = (["trap '' XFSZ; ulimit -f 64; exec \"$0\" \"$@\"", CLIProcess.binary.path] + arguments)
        return try await CLIProcess.run(["-c"] + command, executable: URL(fileURLWithPath: "/bin/bash"))
    }

    @Test("a write that fails after the calendar took the change: reported as made, exit 0, finished later")
    func madeButNotYetRecorded() async throws {
        let directory = try await Self.dataDir()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("changelog.jsonl")
        // A log past the size limit: the calendar and the other files fit, the append does not.
        try Data(repeating: 10, count: 100_000).write(to: log)
        let result = try await Self.limited(["add", "2026-12-01", "E", "--data-dir", directory.path])
        #expect(result.status == 0)
        #expect(result.stdout == "Added E Early on 2026-12-01.\n")
        #expect(result.stderr == "shifts: warning: It is not fully recorded yet: Cannot save \(log.path): cannot "
            + "write: File too large. The file was left as it was. It is finished with the next change.\n")
        let calendar = try String(contentsOf: directory.appendingPathComponent("calendar.ics"), encoding: .utf8)
        #expect(calendar.contains("SUMMARY:Early"))

        // Still failing: the next change is refused, saying why, and writes nothing.
        let refused = try await Self.limited(["add", "2026-12-02", "L", "--data-dir", directory.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("shifts: The previous change is not fully recorded yet (it is kept in "))
        #expect(try String(contentsOf: directory.appendingPathComponent("calendar.ics"), encoding: .utf8) == calendar)

        // Room again: the next change records the first, then itself.
        #expect(try await CLIProcess.run(["add", "2026-12-02", "L", "--data-dir", directory.path]).status == 0)
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains(#""date":"2026-12-01""#))
        #expect(lines[1].contains(#""date":"2026-12-02""#))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pending-change.json").path))
    }

    @Test("a log that is a link to a device, or to nowhere, is refused before anything changes")
    func aLogLinkedAwayIsRefused() async throws {
        let directory = try await Self.dataDir()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("changelog.jsonl")
        try FileManager.default.createSymbolicLink(atPath: log.path, withDestinationPath: "/nonexistent/shifts/log")
        let result = try await CLIProcess.run(["add", "2026-12-01", "E", "--data-dir", directory.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("shifts: Cannot record the change in \(log.path): "))
        #expect(result.stderr.hasSuffix("Nothing was changed; fix it and try again.\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("calendar.ics").path))
    }
}
