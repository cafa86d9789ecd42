import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Output that cannot be written is never lost silently: a full disk or a
/// reader that went away ends the command with a message and exit status 1.
@Suite("Command output that cannot be written, as real processes")
struct OutputFailureTests {
    @Test("a full standard output: a message and exit 1, never 0 with the output lost, never a crash",
          arguments: [["list", "--from", "2026-11-23"], ["today", "--date", "2026-11-23", "--json"],
                      ["today", "--date", "2026-11-23"], ["export"],
                      ["export", "--format", "symbols", "--from", "2026-11-23", "--to", "2026-11-24"]])
    func fullOutput(command: [String]) async throws {
        let dir = try makeDataDir(calendar: ReadCommandsTests.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let result = try await CLIProcess.run(command + ["--data-dir", dir.path], output: full)
        #expect(result.exited, "ended by signal \(result.status)")
        #expect(result.status == 1)
        #expect(result.stderr == "shifts: cannot write to standard output: No space left on device; the output is incomplete.\n")
    }

    @Test("a reader that went away (a closed pipe): a message and exit 1, not a silent death by SIGPIPE")
    func closedPipe() async throws {
        let dir = try makeDataDir(calendar: ReadCommandsTests.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        close(ends[0])
        let writeEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        let result = try await CLIProcess.run(["list", "--from", "2026-11-23", "--data-dir", dir.path], output: writeEnd)
        #expect(result.exited, "ended by signal \(result.status)")
        #expect(result.status == 1)
        #expect(result.stderr == "shifts: cannot write to standard output: the program reading it closed it first; "
            + "the output is incomplete.\n")
    }
}
