import ShiftModel

/// Where the catalog (shift types, locations, settings, profile) is kept.
/// Implementations: `FileCatalogService` (ShiftStorage, `catalog.json`),
/// `InMemoryCatalogService` (ShiftInMemoryServices), `MockCatalogService`
/// (ShiftTesting).
package protocol CatalogService: Sendable {
    /// The saved catalog; nil when none was saved yet (the first run).
    func load() async throws -> Catalog?
    /// Replaces the saved catalog, all or nothing.
    func save(_ catalog: Catalog) async throws
}
