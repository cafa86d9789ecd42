import Dispatch
import Foundation
import ShiftFeatures
import ShiftModel
import Synchronization

/// The catalog in `catalog.json`, beside the calendar file.
///
/// Saves are atomic (temp file, fsync, rename; mode 0600). A file it cannot
/// read, or one from a newer version, is never overwritten; nor is one that
/// changed on disk since this service last read or wrote it.
package final class FileCatalogService: CatalogService {
    /// The version of the file this service last saw.
    private enum Seen: Equatable {
        /// `load` has not run: `save` refuses to replace a file it never read.
        case nothing
        case absent
        case readable(FileIdentity?)
        /// Unreadable or newer: saving is refused until it loads cleanly.
        case refused(CatalogFileError)
    }

    package let fileURL: URL
    private let seen = Mutex(Seen.nothing)
    /// Blocking file work runs here, never on the cooperative pool.
    private static let queue = DispatchQueue(label: "shifts.storage.catalog-file", qos: .userInitiated)

    private let backups: Backups

    /// - Parameter backups: how many earlier versions to keep in `backups/`.
    package init(fileURL: URL, backups: Int = Backups.defaultCount) {
        self.fileURL = fileURL
        self.backups = Backups(dataDirectory: fileURL.deletingLastPathComponent().path, count: backups)
    }

    package func load() async throws -> Catalog? {
        try await perform { service throws(CatalogFileError) in try service.loadNow() }
    }

    package func save(_ catalog: Catalog) async throws {
        try await perform { service throws(CatalogFileError) in try service.saveNow(catalog) }
    }

    private var path: String { fileURL.path }

    private func loadNow() throws(CatalogFileError) -> Catalog? {
        let contents: (bytes: [UInt8], identity: FileIdentity)?
        do throws(POSIXFailure) {
            contents = try AtomicFile.read(path)
        } catch {
            throw remember(.unreadable(path: path, problem: error.message))
        }
        guard let contents else {
            seen.withLock { $0 = .absent }
            return nil
        }
        do throws(CatalogFileFormat.Problem) {
            let catalog = try CatalogFileFormat.decode(contents.bytes)
            seen.withLock { $0 = .readable(contents.identity) }
            return catalog
        } catch {
            if let newer = error.newerVersion {
                throw remember(.newerVersion(path: path, found: newer, supported: CatalogFileFormat.currentVersion))
            }
            throw remember(.unreadable(path: path, problem: error.message))
        }
    }

    /// Under the data dir lock, so the check that the file is the one loaded
    /// and the write cannot be split by another process's save.
    private func saveNow(_ catalog: Catalog) throws(CatalogFileError) {
        let directory = fileURL.deletingLastPathComponent().path
        try DataDirLock.withLock(in: directory, lockFailure: { failure -> CatalogFileError in
            .unwritable(path: path, problem: failure.retryableProblem)
        }) { () throws(CatalogFileError) in
            try saveLocked(catalog)
        }
    }

    private func saveLocked(_ catalog: Catalog) throws(CatalogFileError) {
        let current: FileIdentity?
        do throws(POSIXFailure) {
            current = try FileIdentity.current(at: path)
        } catch {
            throw .unwritable(path: path, problem: error.message)
        }
        switch seen.withLock({ $0 }) {
        case .refused(let error):
            throw error
        case .nothing where current != nil, .absent where current != nil:
            throw .changedOnDisk(path: path)
        case .readable(let identity) where identity != current:
            throw .changedOnDisk(path: path)
        default:
            break
        }
        LeftoverTemporaryFiles.remove(besides: path)
        backups.preserve(path)
        let bytes: [UInt8]
        do throws(JSONEncodingFailure) {
            bytes = try CatalogFileFormat.encode(catalog)
        } catch {
            throw .unwritable(path: path, problem: error.message)
        }
        do throws(AtomicFile.WriteFailure) {
            let written = try AtomicFile.write(bytes, to: path)
            seen.withLock { $0 = .readable(written) }
        } catch {
            throw .unwritable(path: path, problem: error.message)
        }
    }

    private func remember(_ error: CatalogFileError) -> CatalogFileError {
        seen.withLock { $0 = .refused(error) }
        return error
    }

    private func perform<Result: Sendable>(
        _ work: @escaping @Sendable (FileCatalogService) throws(CatalogFileError) -> Result
    ) async throws -> Result {
        try await Self.queue.run { () throws(CatalogFileError) -> Result in try work(self) }
    }
}
