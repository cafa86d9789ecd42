import Foundation
import Testing
@testable import shifts

@Suite("Help and shell completion, as real processes")
struct HelpAndCompletionTests {
    static let commands = ["today", "next", "list", "types", "export", "add", "switch", "remove", "undo", "redo",
                           "rotations", "rotate", "import", "init"]

    @Test("every command's --help has its abstract, an example, and --data-dir", arguments: commands)
    func help(command: String) async throws {
        let result = try await CLIProcess.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:\n  shifts \(command)"), "\(result.stdout)")
        #expect(result.stdout.contains("--data-dir <DIR>"))
    }

    @Test("completion scripts for bash, zsh and fish name every command", arguments: ["bash", "zsh", "fish"])
    func completion(shell: String) async throws {
        let result = try await CLIProcess.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        for command in Self.commands {
            #expect(result.stdout.contains(command), "\(shell) script lacks \(command)")
        }
        // fish spells options without their dashes.
        #expect(result.stdout.contains(shell == "fish" ? "'data-dir='" : "--data-dir"))
    }

    @Test("--version prints the version and exits 0, before any data dir is looked at")
    func version() async throws {
        let result = try await CLIProcess.run(["--version"], environment: ["SHIFTS_DATA_DIR": "/nonexistent/shifts"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(Version.current)\n")
        #expect(result.stderr == "")
        #expect(Version.current.split(separator: ".").count == 3)
        #expect(Version.current.split(separator: ".").allSatisfy { Int($0) != nil })
    }

    /// The values the scripts ask `shifts` for while the user types.
    static let asked = ["add -- positional@0", "add -- positional@1", "switch -- positional@0",
                        "switch -- positional@1", "switch -- --from", "remove -- positional@0",
                        "remove -- positional@1", "today -- --date", "list -- --from", "list -- --to",
                        "rotate -- positional@0", "rotate -- --from", "rotate -- --to", "rotate -- --anchor"]

    @Test("bash, zsh and fish scripts ask shifts for days and shift types", arguments: ["bash", "zsh", "fish"])
    func scriptsAskForValues(shell: String) async throws {
        let script = try await CLIProcess.run(["--generate-completion-script", shell]).stdout
        for value in Self.asked {
            #expect(script.contains("---completion \(value)"), "\(shell) script does not ask for \(value)")
        }
    }

    /// What the shell's script runs: `shifts ---completion COMMAND -- ARGUMENT
    /// WORD-INDEX CURSOR-INDEX WORDS...`.
    static func complete(_ argument: [String], words: [String], environment: [String: String] = [:]) async throws -> [String] {
        let typed = words.last ?? ""
        let result = try await CLIProcess.run(["---completion"] + argument + ["\(words.count - 1)", "\(typed.count)"] + words,
                                        environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("shift types complete to the symbols of the named data dir's catalog, as typed so far, case ignored")
    func shiftTypes() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["init", "--data-dir", dir.path]).status == 0)
        #expect(try await Self.complete(["add", "--", "positional@1"],
                                  words: ["shifts", "add", "--data-dir", dir.path, "tomorrow", ""]) == ["E", "L", "N", "O"])
        #expect(try await Self.complete(["remove", "--", "positional@1"],
                                  words: ["shifts", "remove", "--data-dir=\(dir.path)", "fri", "n"]) == ["N"])
        #expect(try await Self.complete(["switch", "--", "--from"],
                                  words: ["shifts", "switch", "fri", "L", "--data-dir", "'\(dir.path)'", "--from", ""])
            == ["E", "L", "N", "O"])
        #expect(try await Self.complete(["switch", "--", "positional@1"], words: ["shifts", "switch", "fri", ""],
                                  environment: ["SHIFTS_DATA_DIR": dir.path]) == ["E", "L", "N", "O"])
        // No catalog: nothing to offer, and no error on the user's terminal.
        let empty = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(try await Self.complete(["add", "--", "positional@1"], words: ["shifts", "add", "--data-dir", empty.path, "fri", ""]) == [])
    }

    @Test("rotate's NAME completes to the data dir's own rotations, then the presets, as typed so far")
    func rotationNames() async throws {
        let dir = try await RotateCommandTests.dataDir(rotations: [RotateCommandTests.wardA, RotateCommandTests.old])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await Self.complete(["rotate", "--", "positional@0"], words: ["shifts", "rotate", "--data-dir", dir.path, ""])
            == ["Ward A", "Old", "4on4off-days", "4on4off-days-nights", "pitman", "panama", "dupont", "continental",
                "5on2off", "2-2-2-4off"])
        #expect(try await Self.complete(["rotate", "--", "positional@0"], words: ["shifts", "rotate", "--data-dir", dir.path, "p"])
            == ["pitman", "panama"])
        #expect(try await Self.complete(["rotate", "--", "positional@0"], words: ["shifts", "rotate", "--data-dir", dir.path, "w"])
            == ["Ward A"])
    }

    @Test("days complete to today, tomorrow, yesterday and the weekday names")
    func days() async throws {
        #expect(try await Self.complete(["add", "--", "positional@0"], words: ["shifts", "add", ""])
            == ["today", "tomorrow", "yesterday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday",
                "saturday"])
        #expect(try await Self.complete(["add", "--", "positional@0"], words: ["shifts", "add", "t"])
            == ["today", "tomorrow", "tuesday", "thursday"])
        #expect(try await Self.complete(["today", "--", "--date"], words: ["shifts", "today", "--date", "Fr"]) == ["friday"])
        #expect(try await Self.complete(["switch", "--", "positional@0"], words: ["shifts", "switch", "s"]) == ["sunday", "saturday"])
        #expect(try await Self.complete(["remove", "--", "positional@0"], words: ["shifts", "remove", "yes"]) == ["yesterday"])
        #expect(try await Self.complete(["list", "--", "--to"], words: ["shifts", "list", "--to", "mon"]) == ["monday"])
    }
}
