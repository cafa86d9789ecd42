import ShiftModel

/// Copies the team members' calendars from their CalDAV servers into the
/// local folders the team service reads (`shifts team sync`, the Team
/// screen's `r`). Implementations: `VdirsyncerTeamSync` (ShiftStorage:
/// vdirsyncer is the sync engine), `NoTeamSync` (ShiftInMemoryServices:
/// nothing to sync), `MockTeamSync` (ShiftTesting).
package protocol TeamSyncService: Sendable {
    /// Syncs every member added with a URL, one after the other; one
    /// member's failure is that member's outcome and holds no other back.
    /// An empty answer: no member has a server.
    func syncTeam() async -> [CalDAVSyncOutcome]
}
