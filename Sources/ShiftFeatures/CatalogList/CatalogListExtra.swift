import Redux
import ShiftModel

/// The screen's own state beside the list; empty when the list opens.
public protocol CatalogListExtra: Hashable, Sendable {
    init()
}
