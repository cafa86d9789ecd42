/// A wall-clock time, minutes since midnight, for shift type start and end.
package struct TimeOfDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    package let hour: Int
    package let minute: Int

    package init(hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    package var minutesSinceMidnight: Int { hour * 60 + minute }

    package static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    /// `06:00`
    package var description: String {
        "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }
}
