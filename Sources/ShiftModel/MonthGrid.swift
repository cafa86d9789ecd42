import Foundation

extension CalendarDay {
    /// The same day of the month `months` later, or the month's last day
    /// when it is shorter (31 January + 1 month = 28 February).
    package func adding(months: Int) -> CalendarDay {
        let target = YearMonth(self).adding(months: months)
        return CalendarDay(year: target.year, month: target.month, day: min(day, target.dayCount))
    }
}

/// The weeks a month grid shows (weeks start on the calendar's first
/// weekday): whole weeks, so the first and last may hold days of the
/// neighbouring months.
package struct MonthGrid: Hashable, Sendable {
    package let month: YearMonth
    /// 1 = Sunday ... 7 = Saturday, as `Calendar.firstWeekday`.
    package let firstWeekday: Int
    /// 4 to 6 rows of 7 days.
    package let weeks: [[CalendarDay]]

    package init(month: YearMonth, firstWeekday: Int) {
        let first = min(max(1, firstWeekday), 7)
        self.month = month
        self.firstWeekday = first
        let lead = (month.firstDay.weekday - first + 7) % 7
        let start = month.firstDay.adding(days: -lead)
        let count = (lead + month.dayCount + 6) / 7
        weeks = (0..<count).map { week in (0..<7).map { start.adding(days: week * 7 + $0) } }
    }

    /// The weekdays in column order (1 = Sunday ... 7 = Saturday).
    package var weekdayOrder: [Int] { (0..<7).map { (firstWeekday - 1 + $0) % 7 + 1 } }

    /// Row and column of `day`, if the grid shows it.
    package func position(of day: CalendarDay) -> (row: Int, column: Int)? {
        guard let start = weeks.first?.first else { return nil }
        let offset = day.ordinal - start.ordinal
        guard offset >= 0, offset < weeks.count * 7 else { return nil }
        return (offset / 7, offset % 7)
    }
}
