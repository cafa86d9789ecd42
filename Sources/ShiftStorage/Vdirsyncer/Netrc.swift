/// ~/.netrc read as curl and Python's netrc module read it: `machine HOST`
/// (or `default`) followed by `login`, `password` and `account` tokens.
/// Only the login is taken from it here: the
/// password stays in the file, read by vdirsyncer's fetch at each sync.
package enum Netrc {
    package struct Entry: Hashable, Sendable {
        package var login: String?
    }

    /// The entry for `host`, else the `default` one; nil when neither is there.
    package static func entry(for host: String, in text: String) -> Entry? {
        var tokens = text.split(whereSeparator: \.isWhitespace).map(String.init).makeIterator()
        var current: (host: String?, entry: Entry)?
        var found: Entry?
        var fallback: Entry?
        func close() {
            guard let done = current else { return }
            if let name = done.host, name.lowercased() == host.lowercased(), found == nil { found = done.entry }
            if done.host == nil, fallback == nil { fallback = done.entry }
            current = nil
        }
        while let token = tokens.next() {
            switch token {
            case "machine":
                close()
                current = (tokens.next() ?? "", Entry(login: nil))
            case "default":
                close()
                current = (nil, Entry(login: nil))
            case "login":
                let login = tokens.next()
                current?.entry.login = login
            case "password", "account":
                _ = tokens.next()
            case "macdef":
                close()
                _ = tokens.next()
            default:
                break
            }
        }
        close()
        return found ?? fallback
    }
}
