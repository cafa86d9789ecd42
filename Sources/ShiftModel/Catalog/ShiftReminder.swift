import Foundation

/// An alarm some minutes before each shift, written into the shift's
/// calendar event so a phone that syncs the calendar rings.
package struct ShiftReminder: Hashable, Sendable {
    package var minutesBefore: Int

    package init(minutesBefore: Int) { self.minutesBefore = minutesBefore }

    /// When `shift` rings, or nil when it has no alarm: an all-day shift
    /// has no start to ring before, and one marked sick nothing to go to.
    package func time(for shift: ScheduledShift) -> Date? {
        guard !shift.isAllDay, shift.sick == nil else { return nil }
        return shift.start.addingTimeInterval(-Double(minutesBefore) * 60)
    }
}
