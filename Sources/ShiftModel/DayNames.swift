/// Fixed English day and month names, so messages and screens do not depend
/// on the C locale.
package enum DayNames {
    package static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    package static let months = ["January", "February", "March", "April", "May", "June", "July",
                                "August", "September", "October", "November", "December"]
}

/// The one place days are spelled out in words, for every screen, message
/// and command.
extension CalendarDay {
    /// `Monday`
    package var weekdayName: String { DayNames.weekdays[weekday - 1] }

    /// `Mon`
    package var shortWeekdayName: String { String(weekdayName.prefix(3)) }

    /// `Mon 23 Nov`
    package var shortLabel: String {
        "\(shortWeekdayName) \(day) \(DayNames.months[month - 1].prefix(3))"
    }

    /// `Mon 23 Nov 2026`
    package var mediumLabel: String { "\(shortLabel) \(year)" }

    /// `Monday 23 November 2026`
    package var longLabel: String { "\(weekdayName) \(day) \(DayNames.months[month - 1]) \(year)" }
}

extension ScheduledShift {
    /// `E Early`: symbol and title, as lists and messages name a shift.
    package var name: String {
        let parts = [symbol, title].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? "a shift" : parts.joined(separator: " ")
    }
}
