import Redux
import ShiftModel

/// A list screen with nothing of its own beside the list.
package struct CatalogListNoExtra: CatalogListExtra {
    package init() {}
}
