import ShiftModel

/// The fields of the bulk forms.
package enum BulkField: Hashable, Sendable {
    /// The one type for every marked day.
    case type
    /// Notes for every shift added.
    case notes
    /// The type (or none) of one day, in the type-per-day form.
    case day(CalendarDay)
}
