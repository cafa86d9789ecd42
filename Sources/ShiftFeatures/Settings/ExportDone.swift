import ShiftModel

public struct ExportDone: Hashable, Sendable {
    public var days: Int
    /// The absolute path written.
    public var path: String

    public init(days: Int, path: String) {
        self.days = days
        self.path = path
    }
}
