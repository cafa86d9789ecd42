import Foundation
import ShiftModel

/// Where scheduled shifts live. Every method is all or nothing: when it
/// throws, nothing was written. Implementations: `FileCalendarService`
/// (ShiftStorage), `MockCalendarService` (ShiftTesting).
package protocol CalendarService: Sendable {
    /// Shifts whose time intersects `interval` (an overnight shift that started
    /// before it is included), in no particular order.
    func shifts(in interval: DateInterval) async throws -> [ScheduledShift]
    /// Adds shifts; their ids must be new.
    func create(_ shifts: [ScheduledShift]) async throws
    /// Replaces shifts with the same ids (type switch, notes, sick mark).
    func update(_ shifts: [ScheduledShift]) async throws
    /// Removes the shifts with these ids.
    func delete(_ ids: [ShiftID]) async throws
    /// Creates, updates and deletes in one all-or-nothing write: every edit
    /// of a shift (and a bulk change, an undo) goes through here.
    func apply(_ changes: CalendarChanges) async throws
    /// Events the calendar holds but cannot read (a value libical rejects),
    /// among those looked at so far. They are left out of every answer, are
    /// never changed, and are written back byte for byte; the screens and
    /// the command line warn about them.
    func unreadableEvents() async -> [UnreadableEvent]
    /// The first absence (leave, by start) that intersects `interval`; nil
    /// when there is none. Today names it as the next leave.
    func firstAbsence(in interval: DateInterval) async throws -> ScheduledShift?
}

extension CalendarService {
    /// A calendar that reads every event it holds.
    package func unreadableEvents() async -> [UnreadableEvent] { [] }
}
