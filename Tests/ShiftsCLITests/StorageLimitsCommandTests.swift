import Foundation
import Testing

/// What the storage layer refuses, as the commands say it: days outside the
/// range shifts handles, and a calendar.ics link whose target is missing.
@Suite("Storage limits, as real processes")
struct StorageLimitsCommandTests {
    @Test("a day outside 1583-01-01 to 2582-12-31 is refused by every command, exit 64, nothing written")
    func daysOutsideTheRange() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam"]).status == 0)
        let range = "is outside the days shifts can handle (1583-01-01 to 2582-12-31).\n"
        let cases: [([String], String)] = [
            (["add", "0001-01-01", "E"], "shifts: D 0001-01-01 \(range)"),
            (["add", "1582-10-14", "E"], "shifts: D 1582-10-14 \(range)"),
            (["add", "3001-06-01", "E"], "shifts: D 3001-06-01 \(range)"),
            (["today", "--date", "1400-01-01"], "shifts: 1400-01-01 \(range)"),
            (["list", "--from", "1582-10-10"], "shifts: --from 1582-10-10 \(range)"),
            (["export", "--from", "2026-01-01", "--to", "2583-01-01"], "shifts: --to 2583-01-01 \(range)"),
        ]
        for (arguments, stderr) in cases {
            let result = try await CLIProcess.run(arguments + ["--data-dir", dir.path])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }

    @Test("a calendar.ics link into a folder that is not mounted: reads and writes exit 1 naming the target; the link stays")
    func danglingLink() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam"]).status == 0)
        let link = dir.appendingPathComponent("calendar.ics")
        let target = dir.appendingPathComponent("sync/calendar.ics")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let message = "shifts: Cannot read \(link.path): it is a symbolic link to \(target.path), which does not exist "
            + "(is the folder it points into mounted?). The file was left untouched; fix or move it, then try again.\n"
        for arguments in [["list", "--from", "2026-12-01"], ["add", "2026-12-01", "E"]] {
            let result = try await CLIProcess.run(arguments + ["--data-dir", dir.path])
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }
}
