import ShiftModel

/// Where the Team screen's sync (`r`) stands.
package enum TeamSyncStatus: Hashable, Sendable {
    case syncing
    /// How each member's sync ended; none when no member has a server.
    case done([CalDAVSyncOutcome])
}
