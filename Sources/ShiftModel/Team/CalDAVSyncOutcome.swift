/// How one member's (or the shared calendar's) sync ended.
public struct CalDAVSyncOutcome: Hashable, Sendable {
    /// The member's name, or nil for the user's own shared calendar.
    public var name: String?
    /// The events in the local copy after the sync, or why it failed.
    public var result: Result<Int, CalDAVSyncFailure>

    public init(name: String?, result: Result<Int, CalDAVSyncFailure>) {
        self.name = name
        self.result = result
    }

    public var failed: Bool {
        if case .failure = result { return true }
        return false
    }
}
