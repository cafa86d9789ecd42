import Foundation

/// What kind of change one edit made to one shift (the change log names the same kinds).
public enum ShiftEditKind: String, Hashable, Sendable, Codable, CaseIterable {
    case add
    case switchType = "switch"
    case delete
    case notes
    case sick
    case unsick
    /// The shift follows an edit of its shift type (title, symbol, times, location).
    case typeEdit = "type"
    /// The shift follows a renamed location.
    case locationEdit = "location"

    /// The kind that undoes this one.
    public var inverse: ShiftEditKind {
        switch self {
        case .add: .delete
        case .delete: .add
        case .switchType, .notes, .typeEdit, .locationEdit: self
        case .sick: .unsick
        case .unsick: .sick
        }
    }
}

/// One change to one shift, with the shift as it was and as it is after.
///
/// Every change to the calendar is made of these (see `ShiftOperation`),
/// so the change log can record before/after and reason from them, and an
/// undo is the same edit the other way round.
public struct ShiftEdit: Hashable, Sendable {
    public var kind: ShiftEditKind
    /// The shift before the change; nil for an add.
    public private(set) var before: ScheduledShift?
    /// The shift after the change; nil for a delete.
    public private(set) var after: ScheduledShift?
    /// Why (a switch's or a sick mark's reason); empty when none was given.
    public var reason: String

    /// A new shift.
    public static func add(_ shift: ScheduledShift, reason: String = "") -> ShiftEdit {
        ShiftEdit(kind: .add, before: nil, after: shift, reason: reason)
    }

    /// A shift removed.
    public static func delete(_ shift: ScheduledShift, reason: String = "") -> ShiftEdit {
        ShiftEdit(kind: .delete, before: shift, after: nil, reason: reason)
    }

    /// A shift changed in place (switch, notes, sick, unsick, a type or
    /// location edit it follows); same id.
    public static func change(_ kind: ShiftEditKind, from before: ScheduledShift, to after: ScheduledShift,
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
    public var shiftID: ShiftID { (after ?? before)?.id ?? ShiftID("") }

    /// The day the shift is on (after the change, or before a delete).
    public var day: CalendarDay { (after ?? before)?.day ?? CalendarDay(ordinal: 0) }

    /// The edit that reverts this one: before and after swapped.
    public var inverse: ShiftEdit {
        ShiftEdit(kind: kind.inverse, before: after, after: before, reason: reason)
    }

    /// This edit with `after` replaced by what the calendar holds now (the
    /// file may normalize text); the id must stay the same.
    public func with(after stored: ScheduledShift?) -> ShiftEdit {
        guard after != nil, let stored, stored.id == shiftID else { return self }
        return ShiftEdit(kind: kind, before: before, after: stored, reason: reason)
    }
}

/// One step of changes applied together, all or nothing: a single edit, a
/// bulk change of many shifts, or a catalog edit with the shifts it
/// rewrites. Undo and redo work in these steps.
public struct ShiftOperation: Hashable, Sendable {
    public var edits: [ShiftEdit]
    /// The catalog edit the shift edits follow from, written with them.
    public var catalog: CatalogEdit?

    public init(_ edits: [ShiftEdit], catalog: CatalogEdit? = nil) {
        self.edits = edits
        self.catalog = catalog
    }

    public var isEmpty: Bool { edits.isEmpty && catalog == nil }

    /// The operation that reverts this one, edits in reverse order.
    public var inverse: ShiftOperation { ShiftOperation(edits.reversed().map(\.inverse), catalog: catalog?.inverse) }

    /// What to write: the calendar service applies it in one atomic write,
    /// and only while every shift it changes or deletes is still exactly
    /// as this operation found it.
    public var changes: CalendarChanges {
        var changes = CalendarChanges()
        for edit in edits {
            switch (edit.before, edit.after) {
            case (nil, let after?): changes.create.append(after)
            case (let before?, nil):
                changes.delete.append(before.id)
                changes.expected[before.id] = before
            case (let before?, let after?):
                changes.update.append(after)
                changes.expected[before.id] = before
            case (nil, nil): break
            }
        }
        return changes
    }

    /// The days the operation touches, in order, each once.
    public var days: [CalendarDay] {
        Array(Set(edits.flatMap { [$0.before?.day, $0.after?.day].compactMap { $0 } })).sorted()
    }
}

/// Shifts to create, update (same id, new content) and delete, written
/// together: all of them or none.
public struct CalendarChanges: Hashable, Sendable {
    public var create: [ScheduledShift]
    public var update: [ScheduledShift]
    public var delete: [ShiftID]
    /// What an updated or deleted shift must be in the calendar for the
    /// write to go ahead, by id: a shift changed elsewhere since it was read
    /// is never overwritten. Ids not listed here are not checked.
    public var expected: [ShiftID: ScheduledShift]
    /// The alarm every created or updated event gets (the settings' at the
    /// time of writing); nil writes none, and takes ours out of an event.
    public var reminder: ShiftReminder?

    public init(create: [ScheduledShift] = [], update: [ScheduledShift] = [], delete: [ShiftID] = [],
                expected: [ShiftID: ScheduledShift] = [:], reminder: ShiftReminder? = nil) {
        self.create = create
        self.update = update
        self.delete = delete
        self.expected = expected
        self.reminder = reminder
    }

    public var isEmpty: Bool { create.isEmpty && update.isEmpty && delete.isEmpty }
}
