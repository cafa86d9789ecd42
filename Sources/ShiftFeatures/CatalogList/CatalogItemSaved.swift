import ShiftModel

/// A saved item, the catalog it is in now, and how many calendar shifts the
/// edit updated.
package struct CatalogItemSaved<Item: CatalogListItem>: Hashable, Sendable {
    package var catalog: Catalog
    package var item: Item
    package var isNew: Bool
    package var updatedShifts: Int
    /// Why the edit is not fully recorded yet, when it is not.
    package var unfinished: String?

    package init(catalog: Catalog, item: Item, isNew: Bool, updatedShifts: Int = 0, unfinished: String? = nil) {
        self.catalog = catalog
        self.item = item
        self.isNew = isNew
        self.updatedShifts = updatedShifts
        self.unfinished = unfinished
    }

    /// The catalog the list wrote itself (a new item, or an edit saved
    /// whole), which the catalog slice takes; nil for an edit through the
    /// history, which the catalog follows from `.shiftEdit(.applied)`.
    var writtenCatalog: Catalog? {
        if case .throughHistory = Item.editWrite, !isNew { return nil }
        return catalog
    }
}
