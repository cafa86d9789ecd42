/// How one member's (or the shared calendar's) sync ended.
package struct CalDAVSyncOutcome: Hashable, Sendable {
    /// The member's name, or nil for the user's own shared calendar.
    package var name: String?
    /// The events in the local copy after the sync, or why it failed.
    package var result: Result<Int, CalDAVSyncFailure>

    package init(name: String?, result: Result<Int, CalDAVSyncFailure>) {
        self.name = name
        self.result = result
    }

    package var failed: Bool {
        if case .failure = result { return true }
        return false
    }
}
