import Foundation

/// Where the data dir is, per the XDG Base Directory spec.
package enum DataDirectory {
    /// `explicit` (from `--data-dir`), else `$SHIFTS_DATA_DIR`, else
    /// `$XDG_DATA_HOME/shifts`, else `$HOME/.local/share/shifts`. Empty values
    /// count as unset; a relative XDG_DATA_HOME is ignored, as the spec says.
    /// A leading `~/` is expanded with HOME, since a quoted option skips the
    /// shell's expansion.
    package static func resolve(explicit: String?, environment: EnvironmentVariables) -> URL {
        let (base, appended) = location(explicit: explicit, environment: environment)
        let url = URL(fileURLWithPath: base, isDirectory: true)
        return appended.map { url.appendingPathComponent($0, isDirectory: true) } ?? url
    }

    /// `resolve(...).path`, made without URL when the path is absolute and
    /// plain (no empty, `.` or `..` part), as it nearly always is: the first
    /// `URL.path` of a process builds a set whose type check scans every
    /// conformance record of the binary (Docs/Performance.md). Any other
    /// path is read by URL, whose reading it must be.
    package static func resolvedPath(explicit: String?, environment: EnvironmentVariables) -> String {
        plainPath(explicit: explicit, environment: environment)
            ?? resolve(explicit: explicit, environment: environment).path
    }

    /// `calendarFile(in: resolve(...)).path`, made as `resolvedPath` is.
    package static func calendarFilePath(explicit: String?, environment: EnvironmentVariables) -> String {
        plainPath(explicit: explicit, environment: environment).map { joined($0, "calendar.ics") }
            ?? calendarFile(in: resolve(explicit: explicit, environment: environment)).path
    }

    /// The data dir's path when its base is plain (`plainAbsolutePath`).
    private static func plainPath(explicit: String?, environment: EnvironmentVariables) -> String? {
        let (base, appended) = location(explicit: explicit, environment: environment)
        guard let plain = plainAbsolutePath(base) else { return nil }
        return appended.map { joined(plain, $0) } ?? plain
    }

    /// The data dir's base path, and what `resolve` appends to it.
    private static func location(explicit: String?, environment: EnvironmentVariables) -> (String, String?) {
        let home = nonEmpty(environment["HOME"]) ?? NSHomeDirectory()
        if let path = nonEmpty(explicit) ?? nonEmpty(environment["SHIFTS_DATA_DIR"]) {
            return (expandingTilde(path, home: home), nil)
        }
        if let xdg = nonEmpty(environment["XDG_DATA_HOME"]), xdg.hasPrefix("/") {
            return (xdg, "shifts")
        }
        return (home, ".local/share/shifts")
    }

    /// `path` less one trailing slash when it is absolute and every part
    /// between slashes is a plain name; nil otherwise.
    static func plainAbsolutePath(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return nil }
        if path == "/" { return path }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let parts = trimmed.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
        let plain = parts.allSatisfy { part in
            !part.isEmpty && !part.elementsEqual(".".utf8) && !part.elementsEqual("..".utf8)
        }
        return plain ? trimmed : nil
    }

    /// `name` in the folder at `directory` (a path as `plainAbsolutePath` gives).
    private static func joined(_ directory: String, _ name: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    /// The calendar file in a data dir: `<dir>/calendar.ics`.
    package static func calendarFile(in directory: URL) -> URL {
        directory.appendingPathComponent("calendar.ics", isDirectory: false)
    }

    /// The catalog file in a data dir: `<dir>/catalog.json` (types,
    /// locations, settings, profile).
    package static func catalogFile(in directory: URL) -> URL {
        directory.appendingPathComponent("catalog.json", isDirectory: false)
    }

    /// The imported public holidays: `<dir>/holidays.ics`.
    package static func holidaysFile(in directory: URL) -> URL {
        directory.appendingPathComponent("holidays.ics", isDirectory: false)
    }

    /// The team: `<dir>/team.json` (members and where their calendars are).
    package static func teamFile(in directory: URL) -> URL {
        directory.appendingPathComponent("team.json", isDirectory: false)
    }

    /// The change log: `<dir>/changelog.jsonl`, one entry per line.
    package static func changeLogFile(in directory: URL) -> URL {
        directory.appendingPathComponent("changelog.jsonl", isDirectory: false)
    }

    /// The undo history: `<dir>/undo.json`.
    package static func undoFile(in directory: URL) -> URL {
        directory.appendingPathComponent("undo.json", isDirectory: false)
    }

    /// A change being written, present only while it is (or after a crash
    /// interrupted it): `<dir>/pending-change.json`.
    package static func pendingChangeFile(in directory: URL) -> URL {
        directory.appendingPathComponent("pending-change.json", isDirectory: false)
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// `path` with `~` (alone, or before a `/`) expanded to `home`.
    static func expandingTilde(_ path: String, home: String) -> String {
        if path == "~" { return home }
        guard path.hasPrefix("~/") else { return path }
        return home + path.dropFirst(1)
    }
}
