/// What the user asks for, before it is checked against the calendar.
///
/// Requests on an existing shift carry the shift as the screen showed it;
/// the planner works on the calendar's current version of it (same id).
/// A list of requests is planned and written as one operation, all or
/// nothing (a bulk change is a list).
package enum ShiftEditRequest: Hashable, Sendable {
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
    package var day: CalendarDay {
        switch self {
        case .add(_, let day, _): day
        case .addAbsence(_, let first, _, _): first
        case .switchType(let shift, _, _), .delete(let shift), .setNotes(let shift, _),
             .markSick(let shift, _), .unmarkSick(let shift), .addShift(let shift, _): shift.day
        }
    }

    /// The first and last day the request is about: a plan must see the
    /// shifts around both.
    package var days: [CalendarDay] {
        if case .addAbsence(_, let first, let last, _) = self { return [first, last] }
        return [day]
    }
}
