/// What the user asks for, before it is checked against the calendar.
///
/// Requests on an existing shift carry the shift as the screen showed it;
/// the planner works on the calendar's current version of it (same id).
/// A list of requests is planned and written as one operation, all or
/// nothing (a bulk change is a list).
public enum ShiftEditRequest: Hashable, Sendable {
    /// A new shift of a type on a day, with optional notes.
    case add(ShiftTypeID, on: CalendarDay, notes: String)
    /// Another type on the same day; notes and sick mark are kept.
    case switchType(ScheduledShift, to: ShiftTypeID, reason: String)
    case delete(ScheduledShift)
    case setNotes(ScheduledShift, notes: String)
    /// Marks the shift sick, or changes the reason of a sick mark.
    case markSick(ScheduledShift, reason: String)
    case unmarkSick(ScheduledShift)
    /// A shift made elsewhere (an imported event), added exactly as it is,
    /// with its own id. It is not held to the 24-hour limit (it records what another
    /// calendar says), and to the overlap rule only unless `overlapsAllowed`: the import
    /// leaves out what overlaps when it plans, and this check, made holding
    /// the history, refuses what another process added in between.
    case addShift(ScheduledShift, overlapsAllowed: Bool)
    /// An absence from a day through a day: one all-day entry, held to the overlap rule
    /// (a shift on one of its days is in the way).
    case addAbsence(AbsenceKind, from: CalendarDay, through: CalendarDay, notes: String)

    var isImport: Bool {
        if case .addShift = self { return true }
        return false
    }

    /// The day the request is about (its first, for an absence).
    public var day: CalendarDay {
        switch self {
        case .add(_, let day, _): day
        case .addAbsence(_, let first, _, _): first
        case .switchType(let shift, _, _), .delete(let shift), .setNotes(let shift, _),
             .markSick(let shift, _), .unmarkSick(let shift), .addShift(let shift, _): shift.day
        }
    }

    /// The first and last day the request is about: a plan must see the
    /// shifts around both.
    public var days: [CalendarDay] {
        if case .addAbsence(_, let first, let last, _) = self { return [first, last] }
        return [day]
    }
}

/// Why a change was refused. Nothing was written; `message` says what is
/// in the way and what to do.
public struct ShiftEditRefusal: Error, Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// The new or switched shift clashes with `blocking`.
        case overlap(blocking: ScheduledShift)
        /// 24 hours or more once placed on the day.
        case tooLong
        /// The type asked for is not in the catalog.
        case unknownType(ShiftTypeID)
        /// The shift is no longer in the calendar.
        case gone
        /// The shift differs from what the request or operation expects: it
        /// was changed elsewhere since it was shown (or since the step to undo).
        case changed(now: ScheduledShift?)
        /// The catalog no longer holds what a catalog edit starts from.
        case catalogChanged
        /// A shift with this id is in the calendar already.
        case exists
        /// The change would change nothing.
        case unchanged
    }

    public var reason: Reason
    public var message: String

    public init(_ reason: Reason, message: String) {
        self.reason = reason
        self.message = message
    }

    /// True when the calendar is not what the screen showed: it should load
    /// the shifts again.
    public var isStale: Bool {
        switch reason {
        case .gone, .changed, .exists, .catalogChanged: true
        default: false
        }
    }
}

/// A change asked for that had nothing to do: no step to undo or redo, or
/// requests that change nothing. Nothing went wrong; it is said plainly.
public enum NothingToDo: Hashable, Sendable {
    case undo, redo, change
}
