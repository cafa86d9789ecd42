import Foundation

/// What the history files (`changelog.jsonl`, `undo.json`,
/// `pending-change.json`) can refuse, each with a message that names the
/// file and says it was left as it was.
package enum HistoryFileError: Error, Hashable, Sendable {
    /// The file cannot be read or does not parse; it is left untouched, and
    /// rewriting it is refused until it is fixed or moved.
    case unreadable(path: String, line: Int?, problem: String)
    /// Written by a newer `shifts`: left untouched.
    case newerVersion(path: String, found: Int, supported: Int)
    /// Writing failed; the old file is still in place.
    case unwritable(path: String, problem: String)
    /// A change was refused before anything was written: its record could
    /// not be written here.
    case cannotRecord(path: String, problem: String)
    /// A change a crash cut short cannot be told made or not made (another
    /// program changed its shifts meanwhile); it stays pending and refuses
    /// the next changes until the user decides.
    case unsettled(path: String, problem: String)
    /// Another process held a lock of the data dir for the whole wait.
    case busy(problem: String)

    static func isUnsettled(_ error: any Error) -> Bool {
        if case .unsettled? = error as? HistoryFileError { return true }
        return false
    }
}

extension HistoryFileError: LocalizedError {
    package var errorDescription: String? {
        switch self {
        case .unreadable(let path, let line, let problem):
            let location = line.map { "line \($0): " } ?? ""
            return "Cannot read \(path): \(location)\(problem). The file was left untouched; fix or move it, then try again."
        case .newerVersion(let path, let found, let supported):
            return "\(path) is from a newer version of shifts (version \(found); this one reads up to \(supported)). "
                + "The file was left untouched; update shifts to use it."
        case .unwritable(let path, let problem):
            return "Cannot save \(path): \(problem). The file was left as it was."
        case .cannotRecord(let path, let problem):
            return "Cannot record the change in \(path): \(problem). Nothing was changed; fix it and try again."
        case .unsettled(let path, let problem):
            return "A change cut short by a crash is still in \(path), and whether it was made cannot be told: "
                + "\(problem). Nothing was changed. Look at the change in that file (the calendar holds what is "
                + "true now), then remove the file to go on."
        case .busy(let problem):
            return "\(problem.prefix(1).uppercased())\(problem.dropFirst()). Nothing was changed."
        }
    }
}
