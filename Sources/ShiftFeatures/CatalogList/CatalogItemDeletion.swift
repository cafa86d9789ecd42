import ShiftModel

/// What a confirmed delete came to.
package enum CatalogItemDeletion<Item: CatalogListItem>: Hashable, Sendable {
    case deleted(Item, catalog: Catalog)
    /// The calendar still has `shiftCount` shifts of the item: nothing was deleted.
    case refused(Item, shiftCount: Int)
}
