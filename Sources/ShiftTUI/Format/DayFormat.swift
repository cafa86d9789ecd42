import Foundation
import ShiftModel

/// Fixed English names, so screens and tests do not depend on the C locale.
public enum DayFormat {
    static let weekdays = DayNames.weekdays
    static let months = DayNames.months

    /// `Monday 23 November 2026`
    public static func long(_ day: CalendarDay) -> String {
        "\(weekdays[day.weekday - 1]) \(day.day) \(months[day.month - 1]) \(day.year)"
    }

    /// `Mon 23 Nov`
    public static func short(_ day: CalendarDay) -> String {
        "\(weekdays[day.weekday - 1].prefix(3)) \(day.day) \(months[day.month - 1].prefix(3))"
    }

    /// "Today", "Tomorrow", "Yesterday" relative to the clock's today, else nil.
    public static func relative(_ day: CalendarDay, today: CalendarDay?) -> String? {
        guard let today else { return nil }
        switch day.ordinal - today.ordinal {
        case 0: return "Today"
        case 1: return "Tomorrow"
        case -1: return "Yesterday"
        default: return nil
        }
    }

    /// `06:00` in the calendar's time zone.
    public static func time(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0).description
    }
}
