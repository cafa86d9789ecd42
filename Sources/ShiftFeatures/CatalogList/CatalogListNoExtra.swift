import Redux
import ShiftModel

/// A list screen with nothing of its own beside the list.
public struct CatalogListNoExtra: CatalogListExtra {
    public init() {}
}
