import ShiftModel

/// What the open editor form is for.
package enum ShiftEditorPurpose: Hashable, Sendable {
    case add(CalendarDay)
    case switchType(ScheduledShift)
    case notes(ScheduledShift)
    case sick(ScheduledShift)
}
