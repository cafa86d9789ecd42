import Foundation
import ShiftModel

/// What `team.json` can refuse, each naming the file and saying it was left
/// as it was.
package enum TeamFileError: Error, Hashable, Sendable {
    /// Cannot be read or does not parse; left untouched, changes refused.
    case unreadable(path: String, problem: String)
    /// Written by a newer `shifts`: left untouched, changes refused.
    case newerVersion(path: String, found: Int, supported: Int)
    /// Writing failed; the old file is still in place.
    case unwritable(path: String, problem: String)
}

extension TeamFileError: LocalizedError {
    package var errorDescription: String? {
        switch self {
        case .unreadable(let path, let problem):
            "Cannot read \(path): \(problem). The file was left untouched; fix or move it, then try again."
        case .newerVersion(let path, let found, let supported):
            "\(path) is from a newer version of shifts (schemaVersion \(found); this one reads up to "
                + "\(supported)). The file was left untouched; update shifts to use it."
        case .unwritable(let path, let problem):
            "Cannot save \(path): \(problem). The file was left as it was."
        }
    }
}
