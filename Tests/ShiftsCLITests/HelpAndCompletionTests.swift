import Foundation
import Testing
@testable import shifts

@Suite("Help and shell completion, as real processes")
struct HelpAndCompletionTests {
    static let commands = ["today", "next", "list", "types", "export", "add", "switch", "remove", "undo", "redo",
                           "import", "init"]

    @Test("every command's --help has its abstract, an example, and --data-dir", arguments: commands)
    func help(command: String) throws {
        let result = try CLIProcess.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:\n  shifts \(command)"), "\(result.stdout)")
        #expect(result.stdout.contains("--data-dir <DIR>"))
    }

    @Test("completion scripts for bash, zsh and fish name every command", arguments: ["bash", "zsh", "fish"])
    func completion(shell: String) throws {
        let result = try CLIProcess.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        for command in Self.commands {
            #expect(result.stdout.contains(command), "\(shell) script lacks \(command)")
        }
        // fish spells options without their dashes.
        #expect(result.stdout.contains(shell == "fish" ? "'data-dir='" : "--data-dir"))
    }

    @Test("--version prints the version and exits 0, before any data dir is looked at")
    func version() throws {
        let result = try CLIProcess.run(["--version"], environment: ["SHIFTS_DATA_DIR": "/nonexistent/shifts"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(Version.current)\n")
        #expect(result.stderr == "")
        #expect(Version.current.split(separator: ".").count == 3)
        #expect(Version.current.split(separator: ".").allSatisfy { Int($0) != nil })
    }
}
