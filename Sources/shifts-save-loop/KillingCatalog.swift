import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage
import Synchronization

/// The catalog file, killing this process at its `killAt`-th save.
final class KillingCatalog: CatalogService {
    let real: FileCatalogService
    let killAt: Int?
    private let saves = Mutex(0)

    init(real: FileCatalogService, killAt: Int?) {
        self.real = real
        self.killAt = killAt
    }

    func load() async throws -> Catalog? { try await real.load() }

    func save(_ catalog: Catalog) async throws {
        let count = saves.withLock { count in
            count += 1
            return count
        }
        if count == killAt { kill(getpid(), SIGKILL) }
        try await real.save(catalog)
    }
}
