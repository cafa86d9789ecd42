import Foundation
import ShiftModel

/// The change log and the undo history, kept with the calendar.
/// Every change to shifts (and every catalog edit that shifts follow) is
/// made through `change`, so the change and its record cannot part, and one
/// change at a time across every process on the data dir. Implementations:
/// `FileHistoryService` (ShiftStorage: `changelog.jsonl`, `undo.json`),
/// `InMemoryHistoryService` (ShiftInMemoryServices).
package protocol HistoryService: Sendable {
    /// The undo history. A change that a crash interrupted is first finished
    /// or dropped, by what the calendar holds.
    func undoHistory() async throws -> UndoHistory
    /// Every change-log entry, oldest first.
    func logEntries() async throws -> [ChangeLogEntry]
    /// Makes one change while holding the history: no other change, from
    /// this process or another, comes between `prepare` and the write.
    /// `prepare` gets the undo history as it is now (or why it cannot be
    /// read: changes are still made then, only undo is off), reads what it needs
    /// (the calendar, the catalog) and returns the commit; when it throws,
    /// nothing is written and the error comes out here. The commit's
    /// operation is then written (the calendar in one all-or-nothing write,
    /// refused if a shift changed since `prepare` read it; then its catalog
    /// edit) and recorded: log entries and undo move. When this throws,
    /// nothing was changed.
    func change(_ prepare: @escaping @Sendable (UndoHistoryRead) async throws -> HistoryCommit) async throws -> HistoryRecord
    /// Drops `stepID` when it is the next step of `list` (a step that can no
    /// longer apply), so the older steps stay reachable; returns the history.
    /// When it is no longer the next step (another process changed the
    /// history meanwhile), nothing is dropped and `StepMoved` is thrown.
    func drop(_ stepID: String, from list: UndoList) async throws -> UndoHistory
    /// Removes the log entries made before `cutoff`; returns how many.
    func purgeLog(before cutoff: Date) async throws -> Int
    /// Removes every log entry; returns how many. The undo history stays.
    func clearLog() async throws -> Int
}

/// The undo history as read for a change, or why it could not be read.
package typealias UndoHistoryRead = Result<UndoHistory, UserFacingError>
