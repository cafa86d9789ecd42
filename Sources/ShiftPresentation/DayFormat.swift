import Foundation
import ShiftModel

/// Words for days relative to today, and clock times; the days themselves
/// are spelled by `CalendarDay` (`shortLabel`, `longLabel`).
package enum DayFormat {
    /// "Today", "Tomorrow", "Yesterday" relative to the clock's today, else nil.
    package static func relative(_ day: CalendarDay, today: CalendarDay?) -> String? {
        guard let today else { return nil }
        switch day.ordinal - today.ordinal {
        case 0: return "Today"
        case 1: return "Tomorrow"
        case -1: return "Yesterday"
        default: return nil
        }
    }

    /// `06:00` in the calendar's time zone.
    package static func time(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0).description
    }
}
