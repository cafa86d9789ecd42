/// Tells when files of the data dir change on disk, whoever changed them
/// (this process too). Implementation: `DataDirWatcher` (ShiftStorage).
package protocol DataDirWatching: Sendable {
    /// The files that changed, a set at a time (changes made together come
    /// together). Watching starts with the first call.
    func changes() -> AsyncStream<Set<DataFile>>
}
