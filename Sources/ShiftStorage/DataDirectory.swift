import Foundation

/// Where the data dir is, per the XDG Base Directory spec.
public enum DataDirectory {
    /// `explicit` (from `--data-dir`), else `$SHIFTS_DATA_DIR`, else
    /// `$XDG_DATA_HOME/shifts`, else `$HOME/.local/share/shifts`. Empty values
    /// count as unset; a relative XDG_DATA_HOME is ignored, as the spec says.
    /// A leading `~/` is expanded with HOME, since a quoted option skips the
    /// shell's expansion.
    public static func resolve(explicit: String?, environment: [String: String]) -> URL {
        let home = nonEmpty(environment["HOME"]) ?? NSHomeDirectory()
        if let path = nonEmpty(explicit) ?? nonEmpty(environment["SHIFTS_DATA_DIR"]) {
            return URL(fileURLWithPath: expandingTilde(path, home: home), isDirectory: true)
        }
        if let xdg = nonEmpty(environment["XDG_DATA_HOME"]), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("shifts", isDirectory: true)
        }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/shifts", isDirectory: true)
    }

    /// The calendar file in a data dir: `<dir>/calendar.ics`.
    public static func calendarFile(in directory: URL) -> URL {
        directory.appendingPathComponent("calendar.ics", isDirectory: false)
    }

    /// The catalog file in a data dir: `<dir>/catalog.json` (types,
    /// locations, settings, profile).
    public static func catalogFile(in directory: URL) -> URL {
        directory.appendingPathComponent("catalog.json", isDirectory: false)
    }

    /// The imported public holidays: `<dir>/holidays.ics`.
    public static func holidaysFile(in directory: URL) -> URL {
        directory.appendingPathComponent("holidays.ics", isDirectory: false)
    }

    /// The team: `<dir>/team.json` (members and where their calendars are).
    public static func teamFile(in directory: URL) -> URL {
        directory.appendingPathComponent("team.json", isDirectory: false)
    }

    /// The change log: `<dir>/changelog.jsonl`, one entry per line.
    public static func changeLogFile(in directory: URL) -> URL {
        directory.appendingPathComponent("changelog.jsonl", isDirectory: false)
    }

    /// The undo history: `<dir>/undo.json`.
    public static func undoFile(in directory: URL) -> URL {
        directory.appendingPathComponent("undo.json", isDirectory: false)
    }

    /// A change being written, present only while it is (or after a crash
    /// interrupted it): `<dir>/pending-change.json`.
    public static func pendingChangeFile(in directory: URL) -> URL {
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
