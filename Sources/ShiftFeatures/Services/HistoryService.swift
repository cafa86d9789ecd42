import Foundation
import ShiftModel
import Synchronization

/// The change log and the undo history, kept with the calendar.
/// Every change to shifts (and every catalog edit that shifts follow) is
/// made through `change`, so the change and its record cannot part, and one
/// change at a time across every process on the data dir. Implementations:
/// `FileHistoryService` (ShiftStorage: `changelog.jsonl`, `undo.json`),
/// `InMemoryHistoryService` (here).
public protocol HistoryService: Sendable {
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
public typealias UndoHistoryRead = Result<UndoHistory, UserFacingError>

/// A change as written: the commit as the calendar stored it, and the undo
/// history after it.
public struct HistoryRecord: Hashable, Sendable {
    public var commit: HistoryCommit
    /// nil when the undo history cannot be read (changes go on; undo is off).
    public var undo: UndoHistory?
    /// Set when the calendar took the change but the rest of it (the catalog,
    /// the change log, the undo history) could not be written yet: why. It
    /// is finished before the next change, or at the next start.
    public var unfinished: String?

    public init(commit: HistoryCommit, undo: UndoHistory?, unfinished: String? = nil) {
        self.commit = commit
        self.undo = undo
        self.unfinished = unfinished
    }
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
    /// The alarm the events it writes get (the settings' now); not part of
    /// the record: an undo writes the alarm of its own time.
    public var reminder: ShiftReminder?

    public init(id: String, time: Date, user: String, source: ShiftEditSource, operation: ShiftOperation,
                stepID: String? = nil, reminder: ShiftReminder? = nil) {
        self.id = id
        self.time = time
        self.user = user
        self.source = source
        self.operation = operation
        self.stepID = stepID
        self.reminder = reminder
    }

    /// What the calendar takes: the operation's changes, with the alarm.
    public var calendarChanges: CalendarChanges {
        var changes = operation.changes
        changes.reminder = reminder
        return changes
    }

    /// One entry per edit, in order; a catalog edit is one entry for it
    /// and all the shifts that follow it.
    public var entries: [ChangeLogEntry] {
        if let catalog = operation.catalog {
            let kind: ShiftEditKind = if case .shiftType = catalog { .typeEdit } else { .locationEdit }
            return [ChangeLogEntry(id: "\(id)-1", changeID: id, time: time, user: user, day: nil, kind: kind,
                                   source: source, before: nil, after: nil, changeSize: operation.edits.count,
                                   catalog: catalog)]
        }
        return operation.edits.enumerated().map { index, edit in
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
        copy.operation.edits = operation.edits.map { $0.with(after: shifts[$0.shiftID]) }
        return copy
    }
}

/// A step to drop that is no longer the next one: nothing was dropped.
public struct StepMoved: Error, Hashable, Sendable, LocalizedError {
    public init() {}
    public var errorDescription: String? {
        "The undo history changed meanwhile (another window or command), so nothing was dropped; undo takes its newest step."
    }
}

/// Why `u` or Ctrl-R changed nothing because there is no step.
public struct NoStepToTake: Error, Hashable, Sendable {
    public var list: UndoList
    public init(_ list: UndoList) { self.list = list }
}

/// A step of the undo history that can no longer apply (its shift changed or
/// vanished elsewhere, or the catalog did): nothing was written; the user
/// may drop it so the older steps stay reachable.
public struct StaleStep: Error, Hashable, Sendable {
    public var step: UndoStep
    public var list: UndoList
    public var refusal: ShiftEditRefusal

    public init(step: UndoStep, list: UndoList, refusal: ShiftEditRefusal) {
        self.step = step
        self.list = list
        self.refusal = refusal
    }
}

/// The writes every history service makes alike for one commit.
public enum ChangeWriting {
    /// The catalog edit of a commit, made on the catalog as it is now: done
    /// already is fine (a settled crash), a catalog changed elsewhere in
    /// between is refused. `followingTheCalendar` (finishing a change whose
    /// shifts are written already): the entry takes the edit's result
    /// whatever it holds now, so catalog and shifts agree; without a
    /// catalog at all there is nothing to follow.
    public static func saveCatalog(_ edit: CatalogEdit, to service: any CatalogService,
                                   followingTheCalendar: Bool = false) async throws {
        guard let current = try await service.load() else {
            if followingTheCalendar { return }
            throw UserFacingError(message: "There is no catalog.json to change any more. Nothing was changed.")
        }
        if edit.isApplied(in: current) { return }
        guard followingTheCalendar || edit.applies(to: current) else {
            throw UserFacingError(message: "\(edit.name) was changed in catalog.json by another program meanwhile. "
                + "Nothing was changed.")
        }
        try await service.save(edit.applied(to: current))
    }

    /// The commit with each edit's `after` as the calendar holds it now, or
    /// as planned when reading back fails (the write itself succeeded).
    public static func stored(_ commit: HistoryCommit, calendar: any CalendarService,
                              zone: Calendar) async -> HistoryCommit {
        let current = try? await calendar.currentShifts(touchedBy: commit.operation, calendar: zone)
        return current.map(commit.stored(as:)) ?? commit
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

/// History in memory, over any calendar and catalog service: for containers
/// that keep nothing on disk (`shifts today`, benchmarks, tests that do not
/// look at history). Records only after the calendar took the change.
public final class InMemoryHistoryService: HistoryService {
    private let calendar: any CalendarService
    private let catalog: any CatalogService
    private let timeZoneCalendar: Calendar
    private let serializer = AsyncSerializer()
    private let stored: Mutex<(log: [ChangeLogEntry], undo: UndoHistory)>

    public init(calendar: any CalendarService, catalog: any CatalogService = InMemoryCatalogService(),
                timeZoneCalendar: Calendar, log: [ChangeLogEntry] = [], undo: UndoHistory = UndoHistory()) {
        self.calendar = calendar
        self.catalog = catalog
        self.timeZoneCalendar = timeZoneCalendar
        stored = Mutex((log, undo))
    }

    public func undoHistory() async throws -> UndoHistory { stored.withLock { $0.undo } }

    public func logEntries() async throws -> [ChangeLogEntry] { stored.withLock { $0.log } }

    public func change(_ prepare: @escaping @Sendable (UndoHistoryRead) async throws -> HistoryCommit) async throws
        -> HistoryRecord {
        try await serializer.run {
            let commit = try await prepare(.success(self.stored.withLock { $0.undo }))
            let changes = commit.calendarChanges
            var unfinished: String?
            if changes.isEmpty, let edit = commit.operation.catalog {
                // Made by its catalog save alone: a failure changed nothing.
                try await ChangeWriting.saveCatalog(edit, to: self.catalog)
            } else {
                if !changes.isEmpty { try await self.calendar.apply(changes) }
                if let edit = commit.operation.catalog {
                    do {
                        try await ChangeWriting.saveCatalog(edit, to: self.catalog)
                    } catch {
                        unfinished = UserFacingError(error).message
                    }
                }
            }
            let done = await ChangeWriting.stored(commit, calendar: self.calendar, zone: self.timeZoneCalendar)
            let undo = self.stored.withLock { stored in
                stored.log += done.entries
                if let move = done.move { stored.undo.apply(move) }
                return stored.undo
            }
            return HistoryRecord(commit: done, undo: undo, unfinished: unfinished)
        }
    }

    public func drop(_ stepID: String, from list: UndoList) async throws -> UndoHistory {
        try stored.withLock { stored in
            guard stored.undo.drop(stepID, from: list) else { throw StepMoved() }
            return stored.undo
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
