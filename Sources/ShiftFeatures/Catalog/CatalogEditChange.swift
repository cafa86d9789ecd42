import ShiftModel

/// What a shift type edit and a location edit share: both are a change
/// through the history, planned on the catalog as it is on disk then, which
/// must still hold the entry as the form opened it.
enum CatalogEditChange {
    /// The catalog on disk, while its version of `seen` is still `seen`;
    /// else a stale failure, nothing written. `describe` names an entry as
    /// the message shows it now.
    static func onDisk<Item: CatalogListItem>(holding seen: Item, name: String, services: ServiceContainer,
                                              describe: (Item) -> String) async throws -> Catalog {
        guard let catalog = try await services.catalog.load(), let current = Item.find(seen.id, in: catalog) else {
            throw ShiftEditFailure(message: "\(name) is no longer in the catalog (deleted elsewhere?). Nothing was saved.",
                                   isStale: true)
        }
        guard current == seen else {
            throw ShiftEditFailure(message: "\(name) was changed elsewhere since this form opened (now "
                + "\(describe(current))). Nothing was saved; open the form again.", isStale: true)
        }
        return catalog
    }
}
