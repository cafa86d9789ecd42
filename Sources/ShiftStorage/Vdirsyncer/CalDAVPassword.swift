import Foundation

/// Where vdirsyncer gets the password for a CalDAV server: the choice the
/// user made at `team add` or `share`, kept in the config as vdirsyncer's
/// `password.fetch`. A typed password is never in the config, nor on a
/// command line: vdirsyncer runs `printenv VARIABLE`, and the variable is
/// set only in the environment of the one vdirsyncer process that needs it.
public enum CalDAVPassword: Hashable, Sendable {
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
    public func fetch(variable: String, host: String) -> [String]? {
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
    public init(fetch: [String]?, variable: String) {
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

/// A command line split into words as a shell would, for the plain cases:
/// spaces, single and double quotes, backslashes. Anything a shell would do
/// more with (variables, pipes, globs, `~`) is left to a shell.
public enum ShellWords {
    static let shellOnly = Set("$`|&;<>(){}*?[]~!#\n")

    /// The words, or nil when only a shell runs the line as meant.
    public static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case (nil, "\\"), ("\"", "\\"):
                escaped = true
                inWord = true
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case (nil, _) where character.isWhitespace:
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case (nil, _) where shellOnly.contains(character):
                return nil
            case ("\"", "$"), ("\"", "`"):
                return nil
            default:
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words.isEmpty ? nil : words
    }
}
