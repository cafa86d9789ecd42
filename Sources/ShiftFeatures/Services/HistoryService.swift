import Foundation
import ShiftModel
import Synchronization

/// The change log (C1) and the undo history (U1), kept with the calendar.
/// Every change to shifts is written through `commit`, so the change and its
/// record cannot part. Implementations: `FileHistoryService` (ShiftStorage:
/// `changelog.jsonl`, `undo.json`), `InMemoryHistoryService` (here).
public protocol HistoryService: Sendable {
    /// The undo history. A change that a crash interrupted is first finished
    /// or dropped, by what the calendar holds.
    func undoHistory() async throws -> UndoHistory
    /// Every change-log entry, oldest first.
    func logEntries() async throws -> [ChangeLogEntry]
    /// Writes `commit.operation` to the calendar (all or nothing) and records
    /// its log entries and undo move with it. Returns the commit as recorded:
    /// its operation as the calendar stored it (what an undo must find
    /// later). When it throws, the calendar is unchanged and nothing was
    /// recorded.
    func commit(_ commit: HistoryCommit) async throws -> HistoryCommit
    /// Removes the log entries made before `cutoff`; returns how many.
    func purgeLog(before cutoff: Date) async throws -> Int
    /// Removes every log entry; returns how many. The undo history stays.
    func clearLog() async throws -> Int
}

/// One change to record: the operation, who made it and when, and whether
/// it is an edit (a new undo step) or the undo or redo of a step.
public struct HistoryCommit: Hashable, Sendable {
    /// Unique per commit; an edit's undo step takes this id.
    public var id: String
    public var time: Date
    public var user: String
    public var source: ShiftEditSource
    public var operation: ShiftOperation
    /// For an undo or redo: the step it takes back or makes again.
    public var stepID: String?

    public init(id: String, time: Date, user: String, source: ShiftEditSource, operation: ShiftOperation,
                stepID: String? = nil) {
        self.id = id
        self.time = time
        self.user = user
        self.source = source
        self.operation = operation
        self.stepID = stepID
    }

    /// One entry per edit, in order.
    public var entries: [ChangeLogEntry] {
        operation.edits.enumerated().map { index, edit in
            ChangeLogEntry(id: "\(id)-\(index + 1)", changeID: id, time: time, user: user, day: edit.day,
                           kind: edit.kind, source: source, before: edit.before, after: edit.after,
                           reason: edit.reason, changeSize: operation.edits.count)
        }
    }

    /// What the commit does to the undo history; nil for an undo or redo
    /// that names no step.
    public var move: HistoryMove? {
        switch source {
        case .edit: .record(UndoStep(id: id, title: operation.summary, time: time, operation: operation))
        case .undo: stepID.map { .undo(stepID: $0) }
        case .redo: stepID.map { .redo(stepID: $0) }
        }
    }

    /// The commit with each edit's `after` as the calendar holds it.
    public func stored(as shifts: [ShiftID: ScheduledShift]) -> HistoryCommit {
        var copy = self
        copy.operation = ShiftOperation(operation.edits.map { $0.with(after: shifts[$0.shiftID]) })
        return copy
    }
}

extension CalendarService {
    /// The shifts `operation` touches, by id, as the calendar holds them
    /// now: from the day before its first day to the day after its last.
    public func currentShifts(touchedBy operation: ShiftOperation,
                              calendar: Calendar) async throws -> [ShiftID: ScheduledShift] {
        guard let range = ShiftEditPlanner.neighbourhood(of: operation.days, in: calendar) else { return [:] }
        let ids = Set(operation.edits.map(\.shiftID))
        let shifts = try await self.shifts(in: range).filter { ids.contains($0.id) }
        return Dictionary(shifts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// History in memory, over any calendar service: for containers that keep
/// nothing on disk (`shifts today`, benchmarks, tests that do not look at
/// history). Records only after the calendar took the change.
public final class InMemoryHistoryService: HistoryService {
    private let calendar: any CalendarService
    private let timeZoneCalendar: Calendar
    private let stored: Mutex<(log: [ChangeLogEntry], undo: UndoHistory)>

    public init(calendar: any CalendarService, timeZoneCalendar: Calendar, log: [ChangeLogEntry] = [],
                undo: UndoHistory = UndoHistory()) {
        self.calendar = calendar
        self.timeZoneCalendar = timeZoneCalendar
        stored = Mutex((log, undo))
    }

    public func undoHistory() async throws -> UndoHistory { stored.withLock { $0.undo } }

    public func logEntries() async throws -> [ChangeLogEntry] { stored.withLock { $0.log } }

    public func commit(_ commit: HistoryCommit) async throws -> HistoryCommit {
        try await calendar.apply(commit.operation.changes)
        // The write succeeded; if reading back fails, keep what was planned.
        let current = try? await calendar.currentShifts(touchedBy: commit.operation, calendar: timeZoneCalendar)
        let done = current.map(commit.stored(as:)) ?? commit
        stored.withLock { stored in
            stored.log += done.entries
            if let move = done.move { stored.undo.apply(move) }
        }
        return done
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
