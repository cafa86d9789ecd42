import ReduxTesting
import ShiftFeatures
import ShiftModel
import Synchronization

/// A `TeamSyncService` for tests: the outcomes given, how many syncs were
/// asked for, and a gate that holds each sync open until the test opens it
/// (so the spinner's state can be seen while it runs).
package final class MockTeamSync: TeamSyncService {
    private let outcomes: [CalDAVSyncOutcome]
    private let gate: AsyncGate?
    private let count = Mutex(0)

    package init(outcomes: [CalDAVSyncOutcome], gate: AsyncGate? = nil) {
        self.outcomes = outcomes
        self.gate = gate
    }

    /// The syncs asked for so far.
    package var syncs: Int { count.withLock { $0 } }

    package func syncTeam() async -> [CalDAVSyncOutcome] {
        count.withLock { $0 += 1 }
        if let gate { await gate.pass() }
        return outcomes
    }
}
