import ShiftFeatures
import ShiftModel
import Synchronization

/// A catalog kept in memory, already saved: for tests and benchmarks that
/// do not persist one (`ServiceContainer.inMemory`'s default).
package final class InMemoryCatalogService: CatalogService {
    private let stored: Mutex<Catalog?>

    package init(catalog: Catalog? = .defaults()) {
        stored = Mutex(catalog)
    }

    package func load() async throws -> Catalog? { stored.withLock { $0 } }

    package func save(_ catalog: Catalog) async throws { stored.withLock { $0 = catalog } }
}
