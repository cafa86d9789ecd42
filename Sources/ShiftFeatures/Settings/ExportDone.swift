import ShiftModel

package struct ExportDone: Hashable, Sendable {
    package var days: Int
    /// The absolute path written.
    package var path: String

    package init(days: Int, path: String) {
        self.days = days
        self.path = path
    }
}
