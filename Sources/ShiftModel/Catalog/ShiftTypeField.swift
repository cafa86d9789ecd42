/// The fields of a shift type form.
package enum ShiftTypeField: Hashable, Sendable, CaseIterable {
    case symbol, title, description, allDay, start, end, location
    /// Unpaid minutes of a timed type's shift.
    case unpaidBreak
    /// The hours an all-day entry of the type counts.
    case allDayHours
    /// On for a type that is not work: never counted as hours.
    case notWork
}
