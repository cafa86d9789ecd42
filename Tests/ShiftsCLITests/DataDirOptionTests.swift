import Foundation
import Testing

/// `--data-dir` and `--backups` given wrong: said, never taken for a
/// schedule without shifts.
@Suite("--data-dir and --backups given wrong, as real processes")
struct DataDirOptionTests {
    @Test("today, list, next, export, undo and redo with a data dir that is not there say so and exit 1",
          arguments: [["today"], ["today", "--json"], ["list"], ["next"], ["export"], ["export", "--format", "symbols"],
                      ["undo"], ["redo"]])
    func missingDataDir(_ command: [String]) async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-missing-\(UUID().uuidString)")
        let result = try await CLIProcess.run(command + ["--data-dir", missing.path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "shifts: there is no data dir at \(missing.path): check the path (--data-dir, "
            + "$SHIFTS_DATA_DIR), or run `shifts init --data-dir \(missing.path)` to start one there.\n")
        #expect(!FileManager.default.fileExists(atPath: missing.path), "nothing was created")
    }

    @Test("the same through SHIFTS_DATA_DIR")
    func missingFromTheEnvironment() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-missing-\(UUID().uuidString)")
        let result = try await CLIProcess.run(["today"], environment: ["SHIFTS_DATA_DIR": missing.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("shifts: there is no data dir at \(missing.path): "))
    }

    @Test("a data dir that is a file is refused as not a folder")
    func fileAsDataDir() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let result = try await CLIProcess.run(["list", "--data-dir", file.path])
        #expect(result.status == 1)
        #expect(result.stderr == "shifts: the data dir \(file.path) is not a folder: give the folder that holds calendar.ics.\n")
    }

    @Test("an empty data dir is a schedule without shifts: nothing printed, exit 0")
    func emptyDataDir() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["today", "--data-dir", dir.path])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    @Test("--backups -1 says what is wrong and exits 64", arguments: [["list"], ["today"], ["add", "today", "E"]])
    func negativeBackups(_ command: [String]) async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(command + ["--data-dir", dir.path, "--backups", "-1"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: --backups -1: give 0 or more earlier versions to keep (0 keeps none).\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
    }
}
