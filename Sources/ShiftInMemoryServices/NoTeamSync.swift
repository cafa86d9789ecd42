import ShiftFeatures
import ShiftModel

/// No member has a server: nothing to sync.
package struct NoTeamSync: TeamSyncService {
    package init() {}

    package func syncTeam() async -> [CalDAVSyncOutcome] { [] }
}
