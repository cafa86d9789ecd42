import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `export -o`: never onto the data dir's own files, never renamed over a
/// FIFO or a device.
@Suite("export -o: where an export may go, as a real process")
struct ExportTargetTests {
    static func refusal(_ shown: String, dataDir: String) -> String {
        "shifts: Cannot export to \(shown): it is inside the data dir \(dataDir), whose files only shifts itself "
            + "changes (under its lock, with a backup); choose a path outside it. Nothing was exported.\n"
    }

    @Test("any path inside the data dir is refused, in either format, and every file there keeps its bytes",
          arguments: [["--format", "ics"], ["--format", "symbols"]])
    func insideTheDataDirectory(format: [String]) async throws {
        let dir = try makeDataDir(calendar: ReadCommandsTests.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam"]).status == 0)
        let calendar = dir.appendingPathComponent("calendar.ics")
        let catalog = dir.appendingPathComponent("catalog.json")
        let catalogBytes = try Data(contentsOf: catalog)
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("data-link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: dir)
        defer { try? FileManager.default.removeItem(at: link) }

        let targets: [(typed: String, shown: String)] = [
            (calendar.path, calendar.path),
            (catalog.path, catalog.path),
            (dir.path + "/new.ics", dir.path + "/new.ics"),
            (dir.path + "/missing/../calendar.ics", calendar.path),
            (link.path + "/calendar.ics", calendar.path),
        ]
        for target in targets {
            let result = try await CLIProcess.run(["export", "--data-dir", dir.path, "--from", "2026-11-23", "--to", "2026-11-25",
                                             "-o", target.typed] + format)
            #expect(result.status == 1, "\(target.typed)")
            #expect(result.stdout == "")
            #expect(result.stderr == Self.refusal(target.shown, dataDir: dir.path), "\(target.typed)")
        }
        #expect(try String(contentsOf: calendar, encoding: .utf8) == ReadCommandsTests.calendar)
        #expect(try Data(contentsOf: catalog) == catalogBytes)
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/new.ics"))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/missing"))
    }

    @Test("a missing folder is refused, naming it, not created; an existing one takes the file",
          arguments: [["--format", "ics"], ["--format", "symbols"]])
    func missingFolder(format: [String]) async throws {
        let dir = try makeDataDir(calendar: ReadCommandsTests.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: outside) }
        let range = ["--from", "2026-11-23", "--to", "2026-11-25"]
        let missing = try await CLIProcess.run(["export", "--data-dir", dir.path, "-o", outside.path + "/typo/deeper/rota.txt"]
            + range + format)
        #expect(missing.status == 1)
        #expect(missing.stdout == "")
        #expect(missing.stderr == "shifts: Cannot export to \(outside.path)/typo/deeper/rota.txt: the folder "
            + "\(outside.path)/typo/deeper does not exist; create it first or choose another folder. Nothing was exported.\n")
        #expect(!FileManager.default.fileExists(atPath: outside.path + "/typo"))

        let relative = try await CLIProcess.run(["export", "--data-dir", dir.path, "-o", "typo/rota.txt"] + range + format,
                                          workingDirectory: outside)
        #expect(relative.status == 1)
        #expect(relative.stderr.contains("the folder \(outside.path)/typo does not exist"))

        let written = try await CLIProcess.run(["export", "--data-dir", dir.path, "-o", outside.path + "/rota.txt"]
            + range + format)
        #expect(written.status == 0)
        #expect(FileManager.default.fileExists(atPath: outside.path + "/rota.txt"))
    }

    @Test("a FIFO is written as a stream and stays a FIFO; one that nobody reads is refused, not waited on")
    func fifo() async throws {
        let dir = try makeDataDir(calendar: ReadCommandsTests.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: outside) }
        let fifo = outside.appendingPathComponent("fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)

        let unread = try await CLIProcess.run(["export", "--data-dir", dir.path, "-o", fifo])
        #expect(unread.status == 1)
        #expect(unread.stderr == "shifts: Cannot export to \(fifo): it is a pipe no program is reading from. Nothing was exported.\n")

        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let written = try await CLIProcess.run(["export", "--data-dir", dir.path, "-o", fifo])
        #expect(written.status == 0)
        #expect(written.stderr == "Exported the whole calendar to \(fifo).\n")
        var bytes = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader, &bytes, bytes.count)
        #expect(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self) == ReadCommandsTests.calendar)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO was replaced by a file")
    }

    // Only descriptors and a pseudo-terminal here: a regression that renamed
    // over its target must never get to replace /dev/null or /dev/stdout on
    // the machine running the tests.
    @Test("-o /dev/fd/1 (what /dev/stdout names) writes to standard output; a terminal is a stream too")
    func descriptors() async throws {
        let dir = try makeDataDir(calendar: ReadCommandsTests.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        for path in ["/dev/fd/1", "/proc/self/fd/1"] {
            let result = try await CLIProcess.run(["export", "--data-dir", dir.path, "-o", path])
            #expect(result.status == 0)
            #expect(result.stdout == ReadCommandsTests.calendar)
            #expect(result.stderr.hasPrefix("Exported the whole calendar to "))
        }

        let terminal = try PseudoTerminal()
        let path = try #require(ttyname(terminal.secondary.fileDescriptor).map { String(cString: $0) })
        let result = try await CLIProcess.run(["export", "--data-dir", dir.path, "--format", "symbols",
                                         "--from", "2026-11-23", "--to", "2026-11-25", "-o", path])
        #expect(result.status == 0)
        #expect(terminal.text() == "E ~ L+N\n")
        var info = stat()
        #expect(stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test("a regular file outside is replaced whole, through a symlink that stays a symlink")
    func regularFileThroughSymlink() async throws {
        let dir = try makeDataDir(calendar: ReadCommandsTests.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: outside) }
        let target = outside.appendingPathComponent("rota.ics")
        try Data("an older, longer export that must not leave a tail behind\n".utf8).write(to: target)
        let link = outside.appendingPathComponent("link.ics")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try await CLIProcess.run(["export", "--data-dir", dir.path, "--format", "symbols",
                                         "--from", "2026-11-23", "--to", "2026-11-25", "-o", link.path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: target, encoding: .utf8) == "E ~ L+N\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }
}
