import Foundation

/// Counts shifts' minutes by the settings, the catalog's types and the
/// user's time zone. Pure: every input comes in.
package struct HoursCalculator: Sendable {
    package var catalog: Catalog
    package var calendar: Calendar
    package var holidays: PublicHolidays

    package init(catalog: Catalog, calendar: Calendar, holidays: PublicHolidays = PublicHolidays()) {
        self.catalog = catalog
        self.calendar = calendar
        self.holidays = holidays
    }

    var settings: WorkingTimeSettings { catalog.settings.workingTime }

    /// The pay rules of `shift`'s type; a shift from elsewhere has no break.
    func pay(of shift: ScheduledShift) -> ShiftPay {
        shift.shiftTypeID.flatMap { catalog.shiftType($0)?.pay } ?? ShiftPay()
    }

    package func hours(of shift: ScheduledShift) -> ShiftHours {
        let pay = pay(of: shift)
        let sick = shift.sick != nil
        if shift.isAllDay {
            // An all-day entry counts on its day only, as the type says.
            let minutes = pay.allDayMinutes
            return ShiftHours(paidMinutes: minutes, realMinutes: minutes, nightMinutes: 0,
                              weekendMinutes: shift.day.isWeekend ? minutes : 0,
                              holidayMinutes: holidays.contains(shift.day) ? minutes : 0, isSick: sick)
        }
        let length = Int((max(0, shift.end.timeIntervalSince(shift.start)) / 60).rounded())
        var night = 0, weekend = 0, holiday = 0
        let last = shift.endDay(in: calendar)
        // The night window that began the evening before reaches into the
        // first day's morning, so the day before is looked at too.
        var day = shift.day.adding(days: -1)
        while day <= last {
            let whole = day.interval(in: calendar)
            if day >= shift.day {
                let inDay = Self.overlap(shift.start, shift.end, whole.start, whole.end)
                if day.isWeekend { weekend += inDay }
                if holidays.contains(day) { holiday += inDay }
            }
            let window = nightWindow(startingOn: day)
            night += Self.overlap(shift.start, shift.end, window.start, window.end)
            day = day.adding(days: 1)
        }
        let paid = max(0, length - pay.unpaidBreakMinutes)
        // The break spread evenly: each window keeps its share of paid time.
        func paidShare(_ minutes: Int) -> Int { length > 0 ? (minutes * paid * 2 + length) / (length * 2) : 0 }
        return ShiftHours(paidMinutes: paid, realMinutes: length, nightMinutes: paidShare(night),
                          weekendMinutes: paidShare(weekend), holidayMinutes: paidShare(holiday), isSick: sick)
    }

    /// The night window that starts on `day` by the wall clock (ending the
    /// next day when it runs over midnight).
    func nightWindow(startingOn day: CalendarDay) -> (start: Date, end: Date) {
        let start = settings.nightStart, end = settings.nightEnd
        let endDay = end <= start ? day.adding(days: 1) : day
        return (ShiftDuration.instant(start, on: day, in: calendar), ShiftDuration.instant(end, on: endDay, in: calendar))
    }

    /// Whole minutes two intervals share.
    static func overlap(_ start: Date, _ end: Date, _ otherStart: Date, _ otherEnd: Date) -> Int {
        let shared = min(end, otherEnd).timeIntervalSince(max(start, otherStart))
        return shared > 0 ? Int((shared / 60).rounded()) : 0
    }

    /// Whether the rules count `shift` as work: of a known type that is
    /// work, not sick, and timed or an all-day entry that counts some minutes.
    package func isWork(_ shift: ScheduledShift) -> Bool {
        counting(of: shift) == .work && shift.sick == nil && (!shift.isAllDay || pay(of: shift).allDayMinutes > 0)
    }

    /// Whether the rules count `shift` as a night: at least three hours of
    /// it inside the night window.
    package func isNight(_ shift: ScheduledShift) -> Bool {
        !shift.isAllDay && hours(of: shift).nightMinutes >= WorkingTimeSettings.nightShiftMinutes
    }
}
