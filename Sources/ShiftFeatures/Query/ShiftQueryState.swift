import Foundation
import Redux
import ShiftModel

/// A read-only question about the calendar, asked from the command line
/// (`shifts list`, `next`, `export`): the shifts of a range of days, or the
/// next shift after a moment. Served by the same CalendarService as the
/// screens, through its own small store.
package struct ShiftQueryState: Hashable, Sendable {
    package enum Question: Hashable, Sendable {
        /// Shifts that start on a day from `first` through `last`.
        case days(first: CalendarDay, last: CalendarDay)
        /// The first shift that starts at or after `after`, looking ahead
        /// `withinDays` days.
        case next(after: Date, withinDays: Int)
        /// The first shift whose `reminder` rings at or after `after`,
        /// looking ahead `withinDays` days (shifts without an alarm skipped).
        case nextReminder(after: Date, reminder: ShiftReminder, withinDays: Int)
    }

    package var question: Question?
    package var isLoading = false
    /// The answer, in start order.
    package var shifts: [ScheduledShift] = []
    package var errorMessage: String?

    package init() {}
}
