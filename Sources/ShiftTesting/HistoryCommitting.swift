import ShiftFeatures
import ShiftModel

extension HistoryService {
    /// Writes a ready commit through `change`, as if it had been planned
    /// just now, and returns it as recorded: for tests of the history files.
    package func commit(_ commit: HistoryCommit) async throws -> HistoryCommit {
        try await change { _ in commit }.commit
    }
}
