import Foundation
import Testing

@Suite("shifts init, as a real process")
struct InitCommandTests {
    @Test("writes the default catalog into a new data dir, leaves the calendar alone; a second run refuses")
    func writesDefaultsOnce() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = dir.appendingPathComponent("nested/data")
        let result = try await CLIProcess.run(["init", "--data-dir", data.path, "--name", "Sam Doe"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "Created \(data.path)/catalog.json: E Early, L Late, N Night, O Off at Main site.\n")
        let catalog = data.appendingPathComponent("catalog.json")
        let text = String(decoding: try Data(contentsOf: catalog), as: UTF8.self)
        #expect(text.contains(#""displayName" : "Sam Doe""#))
        #expect(text.contains(#""schemaVersion" : 3"#))
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("calendar.ics").path))

        let before = try Data(contentsOf: catalog)
        let again = try await CLIProcess.run(["init", "--data-dir", data.path, "--name", "Other"])
        #expect(again.status == 1)
        #expect(again.stdout == "")
        #expect(again.stderr == "shifts: \(catalog.path) exists already; it was left as it is.\n")
        #expect(try Data(contentsOf: catalog) == before)
    }

    @Test("a catalog.json that does not parse is named and left byte for byte")
    func unreadable() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let catalog = dir.appendingPathComponent("catalog.json")
        let bytes = Data("{ half".utf8)
        try bytes.write(to: catalog)
        let result = try await CLIProcess.run(["init", "--data-dir", dir.path])
        #expect(result.status == 1)
        #expect(result.stderr == "shifts: Cannot read \(catalog.path): it is not a JSON object (it is not valid JSON). "
            + "The file was left untouched; fix or move it, then try again.\n")
        #expect(try Data(contentsOf: catalog) == bytes)
    }

    @Test("a name with control characters is refused before anything is written")
    func badName() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam\u{7}"])
        #expect(result.status == 64)
        #expect(result.stderr == "shifts: --name: No control characters.\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("catalog.json").path))
    }
}
