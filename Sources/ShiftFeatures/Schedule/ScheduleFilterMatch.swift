import Foundation
import ShiftModel

/// The filter applied to what the Schedule holds: a pure function of the
/// loaded months, so a key never reads the calendar again.
package enum ScheduleFilterMatch {
    /// The days of the loaded months with at least one shift the filter
    /// keeps, in order; none for an empty filter. An entry of several days
    /// matches on each day it is listed on (`DayListing`).
    package static func days(_ filter: ScheduleFilter, in months: [YearMonth: MonthShifts],
                            calendar: Calendar?) -> [CalendarDay] {
        guard !filter.isEmpty else { return [] }
        var days = Set<CalendarDay>()
        for (month, loaded) in months {
            for shift in loaded.shifts ?? [] where filter.matches(shift) {
                // Its days in this month (and in the filter's range): an
                // entry spanning centuries costs a month's days at most.
                var first = max(shift.day, month.firstDay)
                var last = min(calendar.map { shift.lastListedDay(in: $0) } ?? shift.day, month.lastDay)
                if let range = filter.range {
                    first = max(first, range.lowerBound)
                    last = min(last, range.upperBound)
                }
                guard first <= last else { continue }
                for ordinal in first.ordinal...last.ordinal { days.insert(CalendarDay(ordinal: ordinal)) }
            }
        }
        return days.sorted()
    }

    /// The first matching day after `day` (or before it, backwards).
    package static func next(after day: CalendarDay, forward: Bool, in days: [CalendarDay]) -> CalendarDay? {
        forward ? days.first { $0 > day } : days.last { $0 < day }
    }
}
