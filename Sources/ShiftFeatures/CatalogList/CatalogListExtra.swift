import Redux
import ShiftModel

/// The screen's own state beside the list; empty when the list opens.
package protocol CatalogListExtra: Hashable, Sendable {
    init()
}
