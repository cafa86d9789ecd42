import ShiftFeatures
import ShiftModel

/// No member has a server: nothing to sync.
public struct NoTeamSync: TeamSyncService {
    public init() {}

    public func syncTeam() async -> [CalDAVSyncOutcome] { [] }
}
