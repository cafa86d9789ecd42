import Foundation
import ShiftModel

/// One change to record: the operation, who made it and when, and whether
/// it is an edit (a new undo step) or the undo or redo of a step.
package struct HistoryCommit: Hashable, Sendable {
    /// Unique per commit; an edit's undo step takes this id.
    package var id: String
    package var time: Date
    package var user: String
    package var source: ShiftEditSource
    package var operation: ShiftOperation
    /// For an undo or redo: the step it takes back or makes again.
    package var stepID: String?
    /// The alarm the events it writes get (the settings' now); not part of
    /// the record: an undo writes the alarm of its own time.
    package var reminder: ShiftReminder?

    package init(id: String, time: Date, user: String, source: ShiftEditSource, operation: ShiftOperation,
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
    package var calendarChanges: CalendarChanges {
        var changes = operation.changes
        changes.reminder = reminder
        return changes
    }

    /// One entry per edit, in order; a catalog edit is one entry for it
    /// and all the shifts that follow it.
    package var entries: [ChangeLogEntry] {
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
    package var move: HistoryMove? {
        switch source {
        case .edit: .record(UndoStep(id: id, title: operation.summary, time: time, operation: operation))
        case .undo: stepID.map { .undo(stepID: $0) }
        case .redo: stepID.map { .redo(stepID: $0) }
        }
    }

    /// The commit with each edit's `after` as the calendar holds it.
    package func stored(as shifts: [ShiftID: ScheduledShift]) -> HistoryCommit {
        var copy = self
        copy.operation.edits = operation.edits.map { $0.with(after: shifts[$0.shiftID]) }
        return copy
    }
}
