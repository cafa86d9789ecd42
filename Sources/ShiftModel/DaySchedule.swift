import Foundation

/// What the Today screen shows for one selected day: its shifts, including one
/// that started the day before and is still running, and the next day's.
public struct DaySchedule: Hashable, Sendable {
    /// The day shown.
    public var day: CalendarDay
    /// The clock's today when this was loaded, for "Today"/"Tomorrow" labels.
    public var referenceToday: CalendarDay
    public var shifts: [ScheduledShift]
    public var nextDayShifts: [ScheduledShift]

    public init(day: CalendarDay, referenceToday: CalendarDay,
                shifts: [ScheduledShift], nextDayShifts: [ScheduledShift]) {
        self.day = day
        self.referenceToday = referenceToday
        self.shifts = shifts
        self.nextDayShifts = nextDayShifts
    }

    /// The instants a loader must ask for to build the schedule of `day`:
    /// from the start of the day before (overnight shifts running into `day`)
    /// to the end of the day after.
    public static func loadInterval(for day: CalendarDay, in calendar: Calendar) -> DateInterval {
        DateInterval(start: day.adding(days: -1).start(in: calendar),
                     end: day.adding(days: 2).start(in: calendar))
    }

    /// Splits loaded shifts into the day's (starting that day, or started earlier
    /// and still running at its start) and the next day's (starting that day).
    public init(day: CalendarDay, referenceToday: CalendarDay,
                partitioning loaded: [ScheduledShift], in calendar: Calendar) {
        let dayStart = day.start(in: calendar)
        let next = day.adding(days: 1)
        let ordered = loaded.sorted(by: ScheduledShift.startOrder)
        self.init(
            day: day, referenceToday: referenceToday,
            shifts: ordered.filter { $0.day == day || ($0.day < day && $0.end > dayStart) },
            nextDayShifts: ordered.filter { $0.day == next })
    }
}
