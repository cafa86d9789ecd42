import ShiftModel

/// What the catalog reducer asks for: a read, or the first run's answer saved.
package enum CatalogEffect: Hashable, Sendable {
    case load
    case saveFirstRun(Catalog)
}
