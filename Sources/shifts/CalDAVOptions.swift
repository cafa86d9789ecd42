import ArgumentParser
import Foundation
import ShiftStorage
import Terminal

/// `--user`, `--password-command` and `--netrc`: how `team add URL` and
/// `share URL` log in to a CalDAV server.
struct CalDAVOptions: ParsableArguments {
    @Option(name: .customLong("user"), help: ArgumentHelp("The user name on the CalDAV server.", valueName: "USER"))
    var user: String?

    @Option(help: ArgumentHelp("A command that prints the password, run at each sync (e.g. \"pass show ward/ana\").",
                               valueName: "CMD"))
    var passwordCommand: String?

    @Flag(help: "Take the user and password from ~/.netrc's entry for the server's host, read at each sync.")
    var netrc = false

    /// Whether any of the three was given (they need a URL).
    var isGiven: Bool { user != nil || passwordCommand != nil || netrc }

    func validate() throws {
        if passwordCommand != nil, netrc {
            throw ValidationError("--password-command and --netrc both say where the password is: give one of them.")
        }
        if let user, user.isEmpty || user.sanitizedForTerminal != user || user.contains(where: \.isNewline) {
            throw ValidationError("--user has control characters or is empty: give the user name as plain text.")
        }
        if let passwordCommand {
            guard !passwordCommand.trimmingWhitespace().isEmpty, !passwordCommand.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
                throw ValidationError("--password-command is empty or has control characters: give one command line, "
                    + "e.g. --password-command \"pass show ward/ana\".")
            }
        }
    }

    /// The user and where the password comes from; a typed password is
    /// asked for here (echo off), and only when there is a terminal.
    /// - Parameter host: the server's host, for netrc and the question.
    func login(host: String, environment: EnvironmentVariables) throws -> (user: String?, password: CalDAVPassword, typed: String?) {
        if let passwordCommand { return (user, .command(passwordCommand), nil) }
        if netrc {
            let home = environment["HOME"] ?? NSHomeDirectory()
            let path = home + "/.netrc"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw failure("--netrc: cannot read \(path): create it with a line `machine \(host) login USER password PASS` "
                    + "(mode 600), or use --password-command.")
            }
            guard let entry = Netrc.entry(for: host, in: text) else {
                throw failure("--netrc: \(path) has no entry for \(host): add `machine \(host) login USER password PASS`.")
            }
            return (user ?? entry.login, .netrc, nil)
        }
        guard let user else { return (nil, .none, nil) }
        guard let typed = PasswordPrompt.ask("Password for \(user) at \(host): ") else {
            throw failure("no password for \(user) at \(host): run this in a terminal to type it, or give "
                + "--password-command CMD (a command that prints it) or --netrc.")
        }
        return (user, .typed, typed)
    }
}
