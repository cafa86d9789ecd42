/// Fixed English day and month names, so messages and screens do not depend
/// on the C locale.
public enum DayNames {
    public static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    public static let months = ["January", "February", "March", "April", "May", "June", "July",
                                "August", "September", "October", "November", "December"]
}

extension CalendarDay {
    /// `Mon 23 Nov 2026`
    public var mediumLabel: String {
        "\(DayNames.weekdays[weekday - 1].prefix(3)) \(day) \(DayNames.months[month - 1].prefix(3)) \(year)"
    }
}

extension ScheduledShift {
    /// `E Early`: symbol and title, as lists and messages name a shift.
    public var name: String {
        let parts = [symbol, title].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? "a shift" : parts.joined(separator: " ")
    }
}
