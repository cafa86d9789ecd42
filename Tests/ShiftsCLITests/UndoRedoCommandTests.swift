import Foundation
import Testing

/// `shifts undo` and `shifts redo` as real processes: the app's undo
/// history in the data dir, the app's words, the data dir's locks.
@Suite("shifts undo and redo, as real processes")
struct UndoRedoCommandTests {
    static func initialized() async throws -> URL {
        let dir = try makeDataDir(calendar: nil)
        try #require(try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam"]).status == 0)
        return dir
    }

    static func list(_ dir: URL) async throws -> String {
        try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-12-01", "--to", "2026-12-03"]).stdout
    }

    @Test("undo takes back the newest change and redo makes it again, saying what as the app does")
    func undoAndRedo() async throws {
        let dir = try await Self.initialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["add", "2026-12-01", "E", "--data-dir", dir.path]).status == 0)
        #expect(try await CLIProcess.run(["add", "2026-12-02", "L", "--data-dir", dir.path]).status == 0)

        let undone = try await CLIProcess.run(["undo", "--data-dir", dir.path])
        #expect(undone.status == 0)
        #expect(undone.stdout == "Undone: the addition of L Late on Wed 2 Dec (it is gone).\n")
        #expect(undone.stderr == "")
        #expect(try await Self.list(dir) == "Tue 1 Dec 2026  E  Early  06:00–14:00  @ Main site\n")

        let redone = try await CLIProcess.run(["redo", "--data-dir", dir.path])
        #expect(redone.status == 0)
        #expect(redone.stdout == "Redone: the addition of L Late on Wed 2 Dec (it is back).\n")
        #expect(try await Self.list(dir) == """
            Tue 1 Dec 2026  E  Early  06:00–14:00  @ Main site
            Wed 2 Dec 2026  L  Late   14:00–22:00  @ Main site

            """)

        // Recorded like the app's u and Ctrl-R: in the change log by the user, and in undo.json.
        let log = try String(contentsOf: dir.appendingPathComponent("changelog.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        #expect(log.count == 4)
        #expect(log[2].contains(#""source":"undo""#) && log[2].contains(#""user":"Sam""#))
        #expect(log[3].contains(#""source":"redo""#))
        let undo = try String(contentsOf: dir.appendingPathComponent("undo.json"), encoding: .utf8)
        #expect(undo.contains(#""redo":[]"#))

        let again = try await CLIProcess.run(["redo", "--data-dir", dir.path])
        #expect(again.status == 1)
        #expect(again.stdout == "")
        #expect(again.stderr == "shifts: Nothing to redo.\n")
    }

    @Test("with nothing to undo it says so and exits 1, catalog or not, and writes nothing",
          arguments: [true, false])
    func nothingToUndo(withCatalog: Bool) async throws {
        let dir = await withCatalog ? try Self.initialized() : try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasSuffix("lock") }.sorted()
        let result = try await CLIProcess.run(["undo", "--data-dir", dir.path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "shifts: Nothing to undo.\n")
        let after = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasSuffix("lock") }
        #expect(after.sorted() == before)
    }

    @Test("an import made without a catalog is one step: undo takes all of it back")
    func undoImportWithoutCatalog() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("other.ics")
        try Data(ImportCommandTests.foreign.utf8).write(to: file)
        let imported = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path,
                                           "--from", "2026-01-01", "--until", "2026-12-31"])
        try #require(imported.status == 0)
        let undone = try await CLIProcess.run(["undo", "--data-dir", dir.path])
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(undone.stdout == "Undone: the addition of 8 shifts (they are gone).\n")
        let left = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-11-01", "--to", "2026-12-31"])
        #expect(left.stdout == "")
    }

    @Test("a step the calendar no longer matches is refused, naming why and where to drop it; nothing changes")
    func staleStep() async throws {
        let dir = try await Self.initialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["add", "2026-12-01", "E", "--data-dir", dir.path]).status == 0)
        // Another program empties the calendar: the added shift is gone.
        let calendar = dir.appendingPathComponent("calendar.ics")
        let empty = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other//EN\r\nEND:VCALENDAR\r\n"
        try Data(empty.utf8).write(to: calendar)
        let undoBefore = try Data(contentsOf: dir.appendingPathComponent("undo.json"))

        let result = try await CLIProcess.run(["undo", "--data-dir", dir.path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("shifts: ") == true)
        #expect(lines.first?.contains("Nothing was changed.") == true)
        #expect(lines.dropFirst().first == "To drop this step so older ones can be undone: open shifts and press u, then y.")
        #expect(try String(contentsOf: calendar, encoding: .utf8) == empty)
        #expect(try Data(contentsOf: dir.appendingPathComponent("undo.json")) == undoBefore)
    }

    @Test("undos from several processes at once take each step exactly once (the data dir's locks)")
    func concurrentUndos() async throws {
        let dir = try await Self.initialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        let days = (1...8).map { String(format: "2026-12-%02d", $0) }
        for day in days {
            try #require(try await CLIProcess.run(["add", day, "E", "--data-dir", dir.path]).status == 0)
        }
        let results = try await withThrowingTaskGroup(of: CLIProcess.Result.self) { group in
            for _ in 0..<10 {
                group.addTask { try await CLIProcess.run(["undo", "--data-dir", dir.path]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let undone = results.filter { $0.status == 0 }.map(\.stdout).sorted()
        #expect(undone == ["Tue 1", "Wed 2", "Thu 3", "Fri 4", "Sat 5", "Sun 6", "Mon 7", "Tue 8"]
            .map { "Undone: the addition of E Early on \($0) Dec (it is gone).\n" }.sorted())
        #expect(results.filter { $0.status == 1 }.map(\.stderr) == ["shifts: Nothing to undo.\n", "shifts: Nothing to undo.\n"])
        #expect(try await Self.list(dir) == "")
        let log = try String(contentsOf: dir.appendingPathComponent("changelog.jsonl"), encoding: .utf8)
        #expect(log.components(separatedBy: #""source":"undo""#).count - 1 == 8)
    }
}
