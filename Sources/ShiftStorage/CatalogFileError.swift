import Foundation

/// What `catalog.json` can refuse, each with a message that names the file
/// and says that it was left as it was.
package enum CatalogFileError: Error, Hashable, Sendable {
    /// The file cannot be read or does not parse; it is left untouched and
    /// saving is refused until it is fixed or moved.
    case unreadable(path: String, problem: String)
    /// Written by a newer `shifts`: left untouched, saving refused.
    case newerVersion(path: String, found: Int, supported: Int)
    /// Changed by someone else since it was loaded; nothing was saved.
    case changedOnDisk(path: String)
    /// Writing failed; the old file is still in place.
    case unwritable(path: String, problem: String)
}

extension CatalogFileError: LocalizedError {
    package var errorDescription: String? {
        switch self {
        case .unreadable(let path, let problem):
            return "Cannot read \(path): \(problem). The file was left untouched; fix or move it, then try again."
        case .newerVersion(let path, let found, let supported):
            return "\(path) is from a newer version of shifts (schemaVersion \(found); this one reads up to "
                + "\(supported)). The file was left untouched; update shifts to use it."
        case .changedOnDisk(let path):
            return "\(path) was changed by another program since it was read. Nothing was saved; "
                + "make the change again on the new version (the screens read it by themselves)."
        case .unwritable(let path, let problem):
            return "Cannot save \(path): \(problem). The file was left as it was."
        }
    }
}
