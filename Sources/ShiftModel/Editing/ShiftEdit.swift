import Foundation

/// One change to one shift, with the shift as it was and as it is after.
///
/// Every change to the calendar is made of these (see `ShiftOperation`),
/// so the change log can record before/after and reason from them, and an
/// undo is the same edit the other way round.
package struct ShiftEdit: Hashable, Sendable {
    package var kind: ShiftEditKind
    /// The shift before the change; nil for an add.
    package private(set) var before: ScheduledShift?
    /// The shift after the change; nil for a delete.
    package private(set) var after: ScheduledShift?
    /// Why (a switch's or a sick mark's reason); empty when none was given.
    package var reason: String

    /// A new shift.
    package static func add(_ shift: ScheduledShift, reason: String = "") -> ShiftEdit {
        ShiftEdit(kind: .add, before: nil, after: shift, reason: reason)
    }

    /// A shift removed.
    package static func delete(_ shift: ScheduledShift, reason: String = "") -> ShiftEdit {
        ShiftEdit(kind: .delete, before: shift, after: nil, reason: reason)
    }

    /// A shift changed in place (switch, notes, sick, unsick, a type or
    /// location edit it follows); same id.
    package static func change(_ kind: ShiftEditKind, from before: ScheduledShift, to after: ScheduledShift,
                              reason: String = "") -> ShiftEdit {
        ShiftEdit(kind: kind, before: before, after: after, reason: reason)
    }

    private init(kind: ShiftEditKind, before: ScheduledShift?, after: ScheduledShift?, reason: String) {
        self.kind = kind
        self.before = before
        self.after = after
        self.reason = reason
    }

    /// The shift's identity (the same before and after).
    package var shiftID: ShiftID { (after ?? before)?.id ?? ShiftID("") }

    /// The day the shift is on (after the change, or before a delete).
    package var day: CalendarDay { (after ?? before)?.day ?? CalendarDay(ordinal: 0) }

    /// The edit that reverts this one: before and after swapped.
    package var inverse: ShiftEdit {
        ShiftEdit(kind: kind.inverse, before: after, after: before, reason: reason)
    }

    /// This edit with `after` replaced by what the calendar holds now (the
    /// file may normalize text); the id must stay the same.
    package func with(after stored: ScheduledShift?) -> ShiftEdit {
        guard after != nil, let stored, stored.id == shiftID else { return self }
        return ShiftEdit(kind: kind, before: before, after: stored, reason: reason)
    }
}
