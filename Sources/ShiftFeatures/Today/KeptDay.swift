import ShiftModel

/// A day as loaded for the Today screen: what `TodayState` shows for it.
package struct KeptDay: Hashable, Sendable {
    package var day: CalendarDay
    package var shifts: [ScheduledShift]
    package var nextDayShifts: [ScheduledShift]

    package init(day: CalendarDay, shifts: [ScheduledShift], nextDayShifts: [ScheduledShift]) {
        self.day = day
        self.shifts = shifts
        self.nextDayShifts = nextDayShifts
    }

    /// The day a load answered with.
    package init(_ schedule: DaySchedule) {
        self.init(day: schedule.day, shifts: schedule.shifts, nextDayShifts: schedule.nextDayShifts)
    }
}
