import Foundation

/// Shifts to create, update (same id, new content) and delete, written
/// together: all of them or none.
package struct CalendarChanges: Hashable, Sendable {
    package var create: [ScheduledShift]
    package var update: [ScheduledShift]
    package var delete: [ShiftID]
    /// What an updated or deleted shift must be in the calendar for the
    /// write to go ahead, by id: a shift changed elsewhere since it was read
    /// is never overwritten. Ids not listed here are not checked.
    package var expected: [ShiftID: ScheduledShift]
    /// The alarm every created or updated event gets (the settings' at the
    /// time of writing); nil writes none, and takes ours out of an event.
    package var reminder: ShiftReminder?

    package init(create: [ScheduledShift] = [], update: [ScheduledShift] = [], delete: [ShiftID] = [],
                expected: [ShiftID: ScheduledShift] = [:], reminder: ShiftReminder? = nil) {
        self.create = create
        self.update = update
        self.delete = delete
        self.expected = expected
        self.reminder = reminder
    }

    package var isEmpty: Bool { create.isEmpty && update.isEmpty && delete.isEmpty }
}
