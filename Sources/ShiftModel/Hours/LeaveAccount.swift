import Foundation

/// The absences of one year, counted in working days: a day of an absence
/// counts when it is a Monday to Friday and not a public holiday (a week of
/// leave from Monday is five days; Christmas Day inside it is not one of
/// them). Annual leave is counted against the yearly allowance.
package struct LeaveAccount: Hashable, Sendable {
    package var year: Int
    /// Working days of each kind of absence in the year.
    package var days: [AbsenceKind: Int]
    /// Days of annual leave a year (the settings); nil: none set.
    package var allowance: Int?

    /// Annual leave taken or planned in the year.
    package var taken: Int { days[.annual] ?? 0 }
    /// What is left of the allowance (below zero when over it).
    package var left: Int? { allowance.map { $0 - taken } }

    package init(year: Int, days: [AbsenceKind: Int], allowance: Int?) {
        self.year = year
        self.days = days
        self.allowance = allowance
    }

    /// The account of `year` from the absences among `shifts` (others are
    /// ignored), in `calendar`'s time zone.
    package init(year: Int, shifts: [ScheduledShift], holidays: PublicHolidays, allowance: Int?, calendar: Calendar) {
        var days: [AbsenceKind: Int] = [:]
        let first = CalendarDay(year: year, month: 1, day: 1)
        let last = CalendarDay(year: year, month: 12, day: 31)
        for shift in shifts {
            guard let kind = shift.absence else { continue }
            let counted = Self.workingDays(of: shift, from: first, through: last, holidays: holidays, calendar: calendar)
            if counted > 0 { days[kind, default: 0] += counted }
        }
        self.init(year: year, days: days, allowance: allowance)
    }

    /// How many working days of `shift` fall from `first` through `last`.
    package static func workingDays(of shift: ScheduledShift, from first: CalendarDay, through last: CalendarDay,
                                   holidays: PublicHolidays, calendar: Calendar) -> Int {
        countedDays(of: shift, from: first, through: last, holidays: holidays, calendar: calendar).count
    }

    /// The days of `shift` from `first` through `last` that count: Monday to
    /// Friday, not a public holiday. The leave account and the statistics
    /// both count by these.
    package static func countedDays(of shift: ScheduledShift, from first: CalendarDay, through last: CalendarDay,
                                   holidays: PublicHolidays, calendar: Calendar) -> [CalendarDay] {
        let start = max(first, shift.day)
        let end = min(last, shift.lastListedDay(in: calendar))
        guard start <= end else { return [] }
        return (start.ordinal...end.ordinal).map(CalendarDay.init(ordinal:)).filter { day in
            isWorkingDay(day) && !holidays.contains(day)
        }
    }

    /// Monday to Friday.
    package static func isWorkingDay(_ day: CalendarDay) -> Bool {
        (2...6).contains(day.weekday)
    }

    /// The absence running on `day` or the first one after it, among `shifts`.
    package static func next(from day: CalendarDay, in shifts: [ScheduledShift],
                            calendar: Calendar) -> ScheduledShift? {
        shifts.filter { $0.absence != nil && $0.lastListedDay(in: calendar) >= day }
            .min(by: ScheduledShift.startOrder)
    }
}
