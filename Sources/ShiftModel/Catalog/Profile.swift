/// The user's profile: the name the change log records.
public struct Profile: Hashable, Sendable {
    public var displayName: String
    public init(displayName: String = "") { self.displayName = displayName }
}
