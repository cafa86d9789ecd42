/// The user's profile: the name the change log records.
package struct Profile: Hashable, Sendable {
    package var displayName: String
    package init(displayName: String = "") { self.displayName = displayName }
}
