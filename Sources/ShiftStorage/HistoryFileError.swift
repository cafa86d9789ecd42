import Foundation

/// What the history files (`changelog.jsonl`, `undo.json`,
/// `pending-change.json`) can refuse, each with a message that names the
/// file and says it was left as it was.
public enum HistoryFileError: Error, Hashable, Sendable {
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
}

extension HistoryFileError: LocalizedError {
    public var errorDescription: String? {
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
        }
    }
}
