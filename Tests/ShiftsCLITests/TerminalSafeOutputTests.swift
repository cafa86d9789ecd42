import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import shifts

/// What the commands write: the calendar's exact bytes, and no text from a
/// file that can drive the terminal (symbols for a prompt, JSON, ics on a
/// terminal, the Settings screen's export).
@Suite("Command output: exact bytes, and text safe for a terminal")
struct TerminalSafeOutputTests {
    /// An OSC 52 (write the clipboard) and an OSC 2 (the window title).
    static let clipboard = "\u{1B}]52;c;aGVsbG8=\u{07}"
    static let title = "\u{1B}]2;owned\u{07}"

    /// One event on 2026-12-01 with hostile text, and a byte that is not
    /// UTF-8 (Latin-1 é) in its notes.
    static let hostileCalendar: [UInt8] = Array(("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\n"
        + "UID:e-1\r\nDTSTART:20261201T050000Z\r\nDTEND:20261201T130000Z\r\n"
        + "SUMMARY:Early\(title) \u{9B}31m\u{202E}x\u{2066}\u{85}\r\n"
        + "X-SHIFTS-SYMBOL:E\(clipboard)\r\nDESCRIPTION:caf").utf8)
        + [0xE9] + Array("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)

    static func hostileDataDir() throws -> URL {
        let dir = try makeDataDir(calendar: nil)
        try Data(hostileCalendar).write(to: dir.appendingPathComponent("calendar.ics"))
        return dir
    }

    @Test("export writes the calendar's bytes, not UTF-8 repaired: whole, a range, and with -o")
    func exportIsByteForByte() async throws {
        let dir = try Self.hostileDataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = try await CLIProcess.run(["export", "--data-dir", dir.path])
        #expect(whole.status == 0)
        #expect(Array(whole.stdoutBytes) == Self.hostileCalendar)

        let range = try await CLIProcess.run(["export", "--data-dir", dir.path, "--from", "2026-12-01", "--to", "2026-12-01"])
        #expect(range.status == 0)
        #expect(Array(range.stdoutBytes) == Self.hostileCalendar)

        let out = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).ics")
        defer { try? FileManager.default.removeItem(at: out) }
        let file = try await CLIProcess.run(["export", "--data-dir", dir.path, "-o", out.path])
        #expect(file.status == 0)
        #expect(Array(try Data(contentsOf: out)) == Self.hostileCalendar)
    }

    @Test("symbols (for PS1) never carry an escape sequence: on standard output and in a file")
    func symbolsAreSanitized() async throws {
        let dir = try Self.hostileDataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let arguments = ["export", "--data-dir", dir.path, "--format", "symbols", "--from", "2026-11-30", "--to", "2026-12-02"]
        let result = try await CLIProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout == "~ E ~\n")

        let out = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try await CLIProcess.run(arguments + ["-o", out.path]).status == 0)
        #expect(try String(contentsOf: out, encoding: .utf8) == "~ E ~\n")
    }

    @Test("--json escapes C1 controls, bidi overrides and isolates as \\u, and still parses to the text")
    func jsonEscapesTerminalControls() async throws {
        let dir = try Self.hostileDataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        for command in [["list", "--from", "2026-12-01", "--to", "2026-12-01", "--json"],
                        ["today", "--date", "2026-12-01", "--json"]] {
            let result = try await CLIProcess.run(command + ["--data-dir", dir.path])
            #expect(result.status == 0)
            #expect(result.stdout.contains(#""symbol":"E\u001b]52;c;aGVsbG8=\u0007","title":"Early\u001b]2;owned\u0007 \u009b31m\u202ex\u2066\u0085"}"#),
                    "\(result.stdout)")
            let bad = result.stdout.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                    || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            }
            #expect(bad.isEmpty, "\(bad.map(\.value))")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let shifts = try #require(object["shifts"] as? [[String: Any]])
            #expect(shifts.first?["title"] as? String == "Early\(Self.title) \u{9B}31m\u{202E}x\u{2066}\u{85}")
        }
    }

    @Test("ics on a terminal is shown with control and escape characters removed, line by line")
    func icsOnATerminalIsSanitized() async throws {
        let dir = try Self.hostileDataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let terminal = try PseudoTerminal()
        let result = try await CLIProcess.run(["export", "--data-dir", dir.path], output: terminal.secondary)
        #expect(result.status == 0)
        #expect(terminal.text() == "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//t//EN\nBEGIN:VEVENT\nUID:e-1\n"
            + "DTSTART:20261201T050000Z\nDTEND:20261201T130000Z\nSUMMARY:Early x\nX-SHIFTS-SYMBOL:E\n"
            + "DESCRIPTION:caf\u{FFFD}\nEND:VEVENT\nEND:VCALENDAR\n")

        // -o onto a terminal is a stream, and sanitized the same way.
        let again = try PseudoTerminal()
        let path = try #require(ttyPath(again.secondary))
        let streamed = try await CLIProcess.run(["export", "--data-dir", dir.path, "-o", path])
        #expect(streamed.status == 0)
        #expect(again.text().contains("\nSUMMARY:Early x\nX-SHIFTS-SYMBOL:E\n"))
    }

    @Test("the Settings screen's export: the same sanitizer, and no path inside the data dir")
    func settingsExport() async throws {
        let dir = try Self.hostileDataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let services = DataOptions.services(dataDir: dir.path, backups: nil, preload: false)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try await services.exporter.write("E\(Self.clipboard) ~ N\(Self.title)\n", to: out.path)
        #expect(try String(contentsOf: out, encoding: .utf8) == "E ~ N\n")

        let calendar = dir.appendingPathComponent("calendar.ics")
        await #expect(throws: (any Error).self) {
            _ = try await services.exporter.write("E ~ ~\n", to: calendar.path)
        }
        #expect(Array(try Data(contentsOf: calendar)) == Self.hostileCalendar)
    }

    func ttyPath(_ handle: FileHandle) -> String? {
        ttyname(handle.fileDescriptor).map { String(cString: $0) }
    }
}
