/// Where a file read by a feature stands: the catalog, the undo history,
/// the change log.
package enum LoadStatus: Hashable, Sendable {
    case notLoaded, loading, loaded
    /// The file could not be read: the message says why. It is left
    /// untouched, and what depends on it says so.
    case failed(String)
}
