import Foundation

/// A month of a year: what the Schedule screen shows and loads at a time.
package struct YearMonth: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    package let year: Int
    package let month: Int

    package init(year: Int, month: Int) {
        // Normalized, so month arithmetic can overflow into years.
        let index = year * 12 + (month - 1)
        self.year = index >= 0 ? index / 12 : (index - 11) / 12
        self.month = index - self.year * 12 + 1
    }

    package init(_ day: CalendarDay) { self.init(year: day.year, month: day.month) }

    package var firstDay: CalendarDay { CalendarDay(year: year, month: month, day: 1) }
    package var lastDay: CalendarDay { adding(months: 1).firstDay.adding(days: -1) }
    package var dayCount: Int { lastDay.day }

    package func adding(months: Int) -> YearMonth { YearMonth(year: year, month: month + months) }

    /// Months from `self` to `other` (negative when `other` is earlier).
    package func distance(to other: YearMonth) -> Int { (other.year - year) * 12 + (other.month - month) }

    package static func < (lhs: YearMonth, rhs: YearMonth) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }

    /// `2026-11`
    package var description: String {
        "\(String(format: "%04d", year))-\(month < 10 ? "0" : "")\(month)"
    }

    /// The instants of the whole month in `calendar`'s time zone.
    package func interval(in calendar: Calendar) -> DateInterval {
        DateInterval(start: firstDay.start(in: calendar), end: adding(months: 1).firstDay.start(in: calendar))
    }
}
