import Foundation

/// A shift lasts less than 24 hours.
///
/// A type's times are checked by the wall clock (`ShiftDuration.validated`);
/// a scheduled shift is checked again by its real instants, because on the
/// night the clocks go back a 23-hour wall-clock shift lasts 24 hours.
/// All-day entries are a calendar day (23, 24 or 25 hours) and always fit.
package enum ShiftLength {
    package static let limit: TimeInterval = 24 * 3600

    /// The real length of a timed shift in seconds (0 for an all-day entry).
    package static func seconds(of shift: ScheduledShift) -> TimeInterval {
        shift.isAllDay ? 0 : max(0, shift.end.timeIntervalSince(shift.start))
    }

    package static func isTooLong(_ shift: ScheduledShift) -> Bool {
        !shift.isAllDay && seconds(of: shift) >= limit
    }
}

extension ScheduledShift {
    /// A new shift of `type` on `day`, at the type's wall-clock times in
    /// `calendar`'s time zone (an overnight type ends the next day).
    package static func scheduling(_ type: ShiftType, location: Location?, on day: CalendarDay, id: ShiftID,
                                  notes: String = "", calendar: Calendar) -> ScheduledShift {
        let times = type.duration.interval(on: day, in: calendar)
        return ScheduledShift(
            id: id, day: day, start: times.start, end: times.end, isAllDay: times.isAllDay,
            title: type.title, symbol: type.symbol, shiftTypeID: type.id,
            location: location?.name, notes: notes)
    }

    /// The day this shift ends on: the next day for an overnight shift, the
    /// last day covered for an all-day entry.
    package func endDay(in calendar: Calendar) -> CalendarDay {
        let last = isAllDay ? end.addingTimeInterval(-1) : end
        return max(day, CalendarDay(max(start, last), in: calendar))
    }
}
