import Foundation
import ShiftModel
import Synchronization

/// Where the catalog (shift types, locations, settings, profile) is kept.
/// Implementations: `FileCatalogService` (ShiftStorage, `catalog.json`),
/// `InMemoryCatalogService` (here), `MockCatalogService` (ShiftTesting).
public protocol CatalogService: Sendable {
    /// The saved catalog; nil when none was saved yet (the first run).
    func load() async throws -> Catalog?
    /// Replaces the saved catalog, all or nothing.
    func save(_ catalog: Catalog) async throws
}

/// Writes an export (SE1) to a file.
public protocol ExportWriter: Sendable {
    /// Writes `text` to `path` (`~/` is the home folder, a relative path is
    /// relative to the working directory) and returns the absolute path written.
    func write(_ text: String, to path: String) async throws -> String
}

/// Makes ids for new shift types and locations; injected so reducers stay
/// pure and tests get predictable ids.
public protocol IDGenerator: Sendable {
    func makeID() -> String
}

/// Random UUIDs, lowercased.
public struct UUIDGenerator: IDGenerator {
    public init() {}
    public func makeID() -> String { UUID().uuidString.lowercased() }
}

/// A catalog kept in memory, already saved: for callers that do not persist
/// one (`ServiceContainer`'s default, benchmarks, `shifts today`).
public final class InMemoryCatalogService: CatalogService {
    private let stored: Mutex<Catalog?>

    public init(catalog: Catalog? = .defaults()) {
        stored = Mutex(catalog)
    }

    public func load() async throws -> Catalog? { stored.withLock { $0 } }

    public func save(_ catalog: Catalog) async throws { stored.withLock { $0 = catalog } }
}

/// An export writer for containers that have no file system to write to.
public struct UnavailableExportWriter: ExportWriter {
    public init() {}

    public func write(_ text: String, to path: String) async throws -> String {
        throw UserFacingError(message: "Export is not available here. Nothing was written.")
    }
}

extension CalendarService {
    /// Every shift in the calendar, past and future (a whole-file read:
    /// only for catalog edits, never per key press).
    public func allShifts() async throws -> [ScheduledShift] {
        try await shifts(in: DateInterval(start: .distantPast, end: .distantFuture))
    }

    /// Every shift of one type, past and future (for the cascade of a type
    /// edit and the refusal to delete a type in use). Matched by type id.
    public func shifts(ofType id: ShiftTypeID) async throws -> [ScheduledShift] {
        try await allShifts().filter { $0.shiftTypeID == id }
    }
}
