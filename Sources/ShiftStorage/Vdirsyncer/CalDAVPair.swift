import Foundation

/// One vdirsyncer pair shifts writes: a team member's calendar copied from
/// the server into a folder (read-only on the server's side), or the user's
/// own calendar.ics shared both ways with a calendar on the server.
package struct CalDAVPair: Hashable, Sendable {
    package enum Role: Hashable, Sendable {
        /// A member's calendar, copied into this folder (a vdir) and never
        /// written back.
        case member(folder: String)
        /// The user's own calendar.ics, both ways; the server wins when the
        /// same shift changed on both sides.
        case share(calendarFile: String)
    }

    /// The pair's name in the config: `team_SLUG`, or `share`.
    package var name: String
    package var role: Role
    /// The CalDAV calendar's URL.
    package var url: String
    package var username: String?
    package var password: CalDAVPassword

    package static let shareName = "share"
    static let memberPrefix = "team_"

    package init(name: String, role: Role, url: String, username: String?, password: CalDAVPassword) {
        self.name = name
        self.role = role
        self.url = url
        self.username = username
        self.password = password
    }

    var localStorage: String { name + (isShare ? "_calendar" : "_local") }
    var serverStorage: String { name + "_server" }
    var isShare: Bool { if case .share = role { true } else { false } }

    /// The variable a typed password is in for this pair's vdirsyncer.
    package var passwordVariable: String { "SHIFTS_CALDAV_PASSWORD_" + name.uppercased() }

    /// The server's host, for netrc and for messages.
    package var host: String { URLComponents(string: url)?.host ?? url }

    /// The three sections of the pair.
    var sections: [VdirsyncerConfig.Section] {
        typealias Entry = VdirsyncerConfig.Entry
        let pair = VdirsyncerConfig.Section(kind: "pair", name: name, entries: [
            Entry("a", .string(localStorage)),
            Entry("b", .string(serverStorage)),
            // One calendar on each side, not every calendar of the account.
            Entry("collections", .null),
            // The server's version of an event changed on both sides.
            Entry("conflict_resolution", .string("b wins")),
        ] + (isShare ? [] : [Entry("partial_sync", .string("ignore"))]))
        let local: VdirsyncerConfig.Section
        switch role {
        case .member(let folder):
            local = .init(kind: "storage", name: localStorage, entries: [
                Entry("type", .string("filesystem")), Entry("path", .string(folder + "/")), Entry("fileext", .string(".ics")),
            ])
        case .share(let calendarFile):
            local = .init(kind: "storage", name: localStorage, entries: [
                Entry("type", .string("singlefile")), Entry("path", .string(calendarFile)),
            ])
        }
        var server: [Entry] = [Entry("type", .string("caldav")), Entry("url", .string(url))]
        if let username { server.append(Entry("username", .string(username))) }
        if let fetch = password.fetch(variable: passwordVariable, host: host) {
            server.append(Entry("password.fetch", .list(fetch)))
        }
        // Download only: nothing is ever written to a colleague's calendar.
        if !isShare { server.append(Entry("read_only", .bool(true))) }
        return [pair, local, .init(kind: "storage", name: serverStorage, entries: server)]
    }

    /// The pair called `name` in `config`, when it is one shifts wrote.
    init?(config: VdirsyncerConfig, name: String) {
        guard let pair = config.section("pair", name), case .string(let localName)? = pair["a"],
              case .string(let serverName)? = pair["b"],
              let local = config.section("storage", localName), let server = config.section("storage", serverName),
              case .string(let url)? = server["url"], case .string(let path)? = local["path"] else { return nil }
        let role: Role
        switch local["type"] {
        case .string("filesystem")?:
            role = .member(folder: path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path)
        case .string("singlefile")?: role = .share(calendarFile: path)
        default: return nil
        }
        var username: String?
        if case .string(let user)? = server["username"] { username = user }
        var fetch: [String]?
        if case .list(let list)? = server["password.fetch"] { fetch = list }
        self.init(name: name, role: role, url: url, username: username, password: .none)
        password = CalDAVPassword(fetch: fetch, variable: passwordVariable)
    }

    /// A problem with a URL given on the command line, in words; nil when
    /// it is an http(s) URL with a host.
    package static func problem(url: String) -> String? {
        guard !url.unicodeScalars.contains(where: { $0.value < 0x21 || (0x7F...0x9F).contains($0.value) }) else {
            return "it has spaces or control characters"
        }
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https" else {
            return "it is not an http:// or https:// URL"
        }
        guard let host = components.host, !host.isEmpty else { return "it names no host" }
        return nil
    }

    /// A pair name from a member's name: ASCII letters and digits, the rest
    /// `_`; accents dropped (`José` -> `jose`); `member` when nothing is left.
    package static func slug(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var slug = ""
        for scalar in folded.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("_") {
                slug += "_"
            }
        }
        while slug.hasSuffix("_") { slug.removeLast() }
        return slug.isEmpty ? "member" : String(slug.prefix(40))
    }
}
