/// What a catalog list's reducer asks for: a form's values saved, or an
/// item deleted, each once the list took it.
package enum CatalogListEffect<Item: CatalogListItem>: Hashable, Sendable {
    case save(Item.Values, editing: Item?, allowingOverlaps: Bool)
    case delete(Item.ID)
}
