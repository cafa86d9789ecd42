import Foundation

/// A shift lasts less than 24 hours.
///
/// A type's times are checked by the wall clock (`ShiftDuration.validated`);
/// a scheduled shift is checked again by its real instants, because on the
/// night the clocks go back a 23-hour wall-clock shift lasts 24 hours.
/// All-day entries are a calendar day (23, 24 or 25 hours) and always fit.
public enum ShiftLength {
    public static let limit: TimeInterval = 24 * 3600

    /// The real length of a timed shift in seconds (0 for an all-day entry).
    public static func seconds(of shift: ScheduledShift) -> TimeInterval {
        shift.isAllDay ? 0 : max(0, shift.end.timeIntervalSince(shift.start))
    }

    public static func isTooLong(_ shift: ScheduledShift) -> Bool {
        !shift.isAllDay && seconds(of: shift) >= limit
    }

    /// `8 h`, `7 h 30 min`.
    public static func label(seconds: TimeInterval) -> String {
        let minutes = Int((seconds / 60).rounded())
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}

extension ScheduledShift {
    /// A new shift of `type` on `day`, at the type's wall-clock times in
    /// `calendar`'s time zone (an overnight type ends the next day).
    public static func scheduling(_ type: ShiftType, location: Location?, on day: CalendarDay, id: ShiftID,
                                  notes: String = "", calendar: Calendar) -> ScheduledShift {
        let times = type.duration.interval(on: day, in: calendar)
        return ScheduledShift(
            id: id, day: day, start: times.start, end: times.end, isAllDay: times.isAllDay,
            title: type.title, symbol: type.symbol, shiftTypeID: type.id,
            location: location?.name, notes: notes)
    }

    /// The day this shift ends on: the next day for an overnight shift, the
    /// last day covered for an all-day entry.
    public func endDay(in calendar: Calendar) -> CalendarDay {
        let last = isAllDay ? end.addingTimeInterval(-1) : end
        return max(day, CalendarDay(max(start, last), in: calendar))
    }

    /// `E Early 06:00–14:00 on Mon 2026-11-23`: how messages name a shift.
    public func label(in calendar: Calendar) -> String {
        let weekday = day.shortWeekdayName
        if isAllDay {
            let last = lastListedDay(in: calendar)
            guard last > day else { return "\(name) (all day) on \(weekday) \(day)" }
            return "\(name) (all day) from \(weekday) \(day) to \(last.shortWeekdayName) \(last)"
        }
        return "\(name) \(Self.clock(start, calendar))–\(Self.clock(end, calendar)) on \(weekday) \(day)"
    }

    private static func clock(_ date: Date, _ calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0).description
    }
}

extension ScheduledShift {
    /// What is different in `other`, the same shift as it is now, in words:
    /// `now L Late 14:00–22:00 on Tue 2026-12-01`, or `its notes changed`.
    public func difference(to other: ScheduledShift, in calendar: Calendar) -> String {
        if name != other.name || interval != other.interval || isAllDay != other.isAllDay || day != other.day {
            return "now \(other.label(in: calendar))"
        }
        var changed: [String] = []
        if notes != other.notes { changed.append("its notes") }
        if sick != other.sick { changed.append("its sick mark") }
        if location != other.location { changed.append("its location") }
        if changed.isEmpty { return "details of it changed" }
        return changed.joined(separator: " and ") + " changed"
    }
}
