import Foundation
import ShiftModel
import Synchronization

/// The change log (C1) and the undo history (U1), kept with the calendar.
/// Implementations: `FileHistoryService` (ShiftStorage: `changelog.jsonl`,
/// `undo.json`), `InMemoryHistoryService` (here).
public protocol HistoryService: Sendable {
    /// The undo history. A change that a crash interrupted is first finished
    /// or dropped, by what the calendar holds.
    func undoHistory() async throws -> UndoHistory
    /// Every change-log entry, oldest first.
    func logEntries() async throws -> [ChangeLogEntry]
    /// Applies `commit.changes` to the calendar and records its entries and
    /// undo move with them, so that a crash cannot keep one without the
    /// other. When it throws, the calendar is unchanged (a `ShiftConflict`:
    /// a shift is not as the change expects) and nothing was recorded.
    func commit(_ commit: HistoryCommit) async throws
    /// Removes the log entries made before `cutoff`; returns how many.
    func purgeLog(before cutoff: Date) async throws -> Int
    /// Removes every log entry; returns how many. The undo history stays.
    func clearLog() async throws -> Int
}

/// One recorded change: the calendar changes, their log entries, and what
/// it does to the undo history.
public struct HistoryCommit: Hashable, Sendable {
    public var changes: [ShiftChange]
    public var entries: [ChangeLogEntry]
    public var move: HistoryMove

    public init(changes: [ShiftChange], entries: [ChangeLogEntry], move: HistoryMove) {
        self.changes = changes
        self.entries = entries
        self.move = move
    }
}

/// History in memory, over any calendar service: for containers that keep
/// nothing on disk (`shifts today`, benchmarks, tests that do not look at
/// history). Records only after the calendar took the change.
public final class InMemoryHistoryService: HistoryService {
    private let calendar: any CalendarService
    private let stored: Mutex<(log: [ChangeLogEntry], undo: UndoHistory)>

    public init(calendar: any CalendarService, log: [ChangeLogEntry] = [], undo: UndoHistory = UndoHistory()) {
        self.calendar = calendar
        stored = Mutex((log, undo))
    }

    public func undoHistory() async throws -> UndoHistory { stored.withLock { $0.undo } }

    public func logEntries() async throws -> [ChangeLogEntry] { stored.withLock { $0.log } }

    public func commit(_ commit: HistoryCommit) async throws {
        try await calendar.apply(commit.changes)
        stored.withLock { stored in
            stored.log += commit.entries
            stored.undo.apply(commit.move)
        }
    }

    public func purgeLog(before cutoff: Date) async throws -> Int {
        stored.withLock { stored in
            let count = stored.log.count
            stored.log.removeAll { $0.time < cutoff }
            return count - stored.log.count
        }
    }

    public func clearLog() async throws -> Int {
        stored.withLock { stored in
            defer { stored.log = [] }
            return stored.log.count
        }
    }
}
