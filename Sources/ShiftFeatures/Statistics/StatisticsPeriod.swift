import ShiftModel

/// The days the Statistics screen counts: a week (from the first weekday of
/// the settings), a month, a year, or a range typed. `[` and `]` move it by
/// its own length.
package struct StatisticsPeriod: Hashable, Sendable {
    package enum Kind: Hashable, Sendable, CaseIterable {
        case week, month, year
        /// Days typed into the range form.
        case range
    }

    package var kind: Kind
    package var days: ClosedRange<CalendarDay>

    package init(kind: Kind, days: ClosedRange<CalendarDay>) {
        self.kind = kind
        self.days = days
    }

    /// The week, month or year `day` is in (a range kind gives its month).
    package static func containing(_ day: CalendarDay, kind: Kind, firstWeekday: Weekday) -> StatisticsPeriod {
        switch kind {
        case .week:
            let start = day.startOfWeek(firstWeekday: firstWeekday.number)
            return StatisticsPeriod(kind: .week, days: start...start.adding(days: 6))
        case .month, .range:
            let month = YearMonth(day)
            return StatisticsPeriod(kind: .month, days: month.firstDay...month.lastDay)
        case .year:
            return StatisticsPeriod(kind: .year, days: CalendarDay(year: day.year, month: 1, day: 1)
                                        ... CalendarDay(year: day.year, month: 12, day: 31))
        }
    }

    /// The period `steps` lengths later (earlier when negative); itself
    /// when that would leave the days the calendar supports.
    package func moved(by steps: Int) -> StatisticsPeriod {
        let moved: ClosedRange<CalendarDay>
        switch kind {
        case .week:
            moved = days.lowerBound.adding(days: 7 * steps)...days.upperBound.adding(days: 7 * steps)
        case .month:
            let month = YearMonth(days.lowerBound).adding(months: steps)
            moved = month.firstDay...month.lastDay
        case .year:
            let year = days.lowerBound.year + steps
            moved = CalendarDay(year: year, month: 1, day: 1)...CalendarDay(year: year, month: 12, day: 31)
        case .range:
            let length = dayCount * steps
            moved = days.lowerBound.adding(days: length)...days.upperBound.adding(days: length)
        }
        guard CalendarDay.supported.contains(moved.lowerBound), CalendarDay.supported.contains(moved.upperBound) else {
            return self
        }
        return StatisticsPeriod(kind: kind, days: moved)
    }

    package var dayCount: Int { days.upperBound.ordinal - days.lowerBound.ordinal + 1 }

    /// The days the running balance is drawn over: from the hours
    /// account's start, or without one the first of January of the year
    /// the period ends in (or the period's start, if earlier), to the
    /// period's end.
    package func balanceDays(_ settings: WorkingTimeSettings) -> ClosedRange<CalendarDay> {
        HoursCalculator.balanceDays(first: days.lowerBound, last: days.upperBound, settings: settings)
    }

    /// The longest range the form takes: ten years.
    package static let maxRangeDays = 3_660
}
