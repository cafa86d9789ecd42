/// Why the catalog (types, locations, settings) cannot change now.
package enum CatalogRefusal: Hashable, Sendable {
    /// It is still being read.
    case loading
    /// catalog.json could not be read; changes are off until it is fixed.
    case unreadable
}
