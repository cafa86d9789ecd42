import Foundation
import ShiftFeatures
import ShiftModel

/// Everything the calendar file can refuse, each with a one-line message
/// that names the file and says whether anything was written (never).
package enum CalendarFileError: Error, Hashable, Sendable {
    /// The file exists but cannot be read or understood. It is left as it is,
    /// and writes are refused until it is fixed or moved.
    case unreadable(path: String, line: Int?, problem: String)
    /// Writing the new content failed; the old file is still in place.
    case unwritable(path: String, problem: String)
    /// `create` was given an id the calendar already has.
    case duplicateID(ShiftID, path: String)
    /// `update` or `delete` was given an id the calendar does not have.
    case unknownID(ShiftID, path: String)
    /// A shift that cannot be stored as given (e.g. an empty id).
    case invalidShift(ShiftID, problem: String)
    /// Another process or program changed this shift in the file since it
    /// was loaded; saving would undo that change, so nothing was written.
    case changedElsewhere(ShiftID, path: String)
}

extension CalendarFileError: LocalizedError {
    package var errorDescription: String? {
        switch self {
        case .unreadable(let path, let line, let problem):
            let location = line.map { "line \($0): " } ?? ""
            return "Cannot read \(path): \(location)\(problem). "
                + "The file was left untouched; fix or move it, then try again."
        case .unwritable(let path, let problem):
            return "Cannot save \(path): \(problem). The file was left as it was."
        case .duplicateID(let id, let path):
            return "Cannot add shift \(id): \(path) already has a shift with this id. Nothing was saved."
        case .unknownID(let id, let path):
            return "Shift \(id) is no longer in \(path) (deleted elsewhere?). Nothing was saved."
        case .invalidShift(let id, let problem):
            return "Cannot save shift \"\(id)\": \(problem). Nothing was saved."
        case .changedElsewhere(let id, let path):
            return "Shift \(id) was changed in \(path) by another program since it was read. "
                + "Nothing was saved; check it, then make the change again."
        }
    }
}

extension CalendarFileError: StalenessReporting {
    /// The refusals that mean the file changed since the caller read it.
    package var meansChangedElsewhere: Bool {
        switch self {
        case .changedElsewhere, .unknownID, .duplicateID: true
        default: false
        }
    }
}
