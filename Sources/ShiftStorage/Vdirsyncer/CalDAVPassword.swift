import Foundation

/// Where vdirsyncer gets the password for a CalDAV server: the choice the
/// user made at `team add` or `share`, kept in the config as vdirsyncer's
/// `password.fetch`. A typed password is never in the config, nor on a
/// command line: vdirsyncer runs `printenv VARIABLE`, and the variable is
/// set only in the environment of the one vdirsyncer process that needs it.
package enum CalDAVPassword: Hashable, Sendable {
    /// Typed at a prompt, and typed again at each sync.
    case typed
    /// A command that prints it, as typed (`pass show ward/ana`).
    case command(String)
    /// The server's host's entry in ~/.netrc, read at each sync.
    case netrc
    /// The server asks for none.
    case none

    /// vdirsyncer's `password.fetch` for this choice; nil for none.
    /// - Parameter variable: the environment variable a typed password is in.
    /// - Parameter host: the server's host, for netrc.
    package func fetch(variable: String, host: String) -> [String]? {
        switch self {
        case .typed: return ["command", "printenv", variable]
        case .command(let line):
            if let words = ShellWords.split(line) { return ["command"] + words }
            return ["shell", line]
        case .netrc: return ["command", "python3", "-c", Self.netrcScript, host]
        case .none: return nil
        }
    }

    /// The choice a `password.fetch` written by `fetch` stands for.
    package init(fetch: [String]?, variable: String) {
        guard let fetch, let strategy = fetch.first else {
            self = .none
            return
        }
        switch (strategy, Array(fetch.dropFirst())) {
        case ("command", ["printenv", variable]): self = .typed
        case ("command", let words) where words.first == "python3" && words.dropLast().last == Self.netrcScript:
            self = .netrc
        // The words, for the record: the config keeps the command itself.
        case (_, let words): self = .command(words.joined(separator: " "))
        }
    }

    /// Prints the password of the host's ~/.netrc entry, or fails saying
    /// there is none (vdirsyncer names the failure).
    static let netrcScript = "import netrc, sys; entry = netrc.netrc().authenticators(sys.argv[1]); "
        + "sys.exit('no entry for ' + sys.argv[1] + ' in ~/.netrc') if not entry else print(entry[2])"
}
