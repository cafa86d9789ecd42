import ShiftFeatures
import ShiftModel
import Synchronization

/// A catalog kept in memory, already saved: for tests and benchmarks that
/// do not persist one (`ServiceContainer.inMemory`'s default).
public final class InMemoryCatalogService: CatalogService {
    private let stored: Mutex<Catalog?>

    public init(catalog: Catalog? = .defaults()) {
        stored = Mutex(catalog)
    }

    public func load() async throws -> Catalog? { stored.withLock { $0 } }

    public func save(_ catalog: Catalog) async throws { stored.withLock { $0 = catalog } }
}
