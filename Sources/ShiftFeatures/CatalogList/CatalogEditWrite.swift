import Redux
import ShiftModel

/// How an edit of an item reaches the files.
package enum CatalogEditWrite<Item: CatalogListItem>: Sendable {
    /// The catalog written whole, as for a new item.
    case wholeCatalog
    /// One change through the history: the edit of `seen` (as the form
    /// opened it) into `edited` with the shifts it rewrites, made holding
    /// the history. An edit that changes nothing writes nothing.
    case throughHistory(@Sendable (_ seen: Item, _ edited: Item, _ allowingOverlaps: Bool, ServiceContainer)
                            async throws -> HistoryCommit)
}
