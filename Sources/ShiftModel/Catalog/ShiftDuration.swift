import Foundation

/// How long a shift of a type lasts: the whole day, or from a start to an end
/// wall-clock time.
///
/// An end earlier than the start means the shift ends the next day
/// (overnight: 22:00–06:00 is 8 hours). An end equal to the start would be
/// 24 hours, and 24 hours or more is refused (`validated`), so a timed shift
/// is always between 1 minute and 23 h 59 min long.
package enum ShiftDuration: Hashable, Sendable {
    case allDay
    case timed(start: TimeOfDay, end: TimeOfDay)

    /// Why a start and end do not make a shift.
    package enum Problem: Error, Hashable, Sendable {
        /// End equals start: 24 hours, which is refused.
        case twentyFourHoursOrMore
    }

    /// A timed duration, or `.twentyFourHoursOrMore` when end equals start.
    package static func validated(start: TimeOfDay, end: TimeOfDay) -> Result<ShiftDuration, Problem> {
        start == end ? .failure(.twentyFourHoursOrMore) : .success(.timed(start: start, end: end))
    }

    package var isAllDay: Bool { self == .allDay }

    /// True for a timed shift that ends the next day (end before start).
    package var isOvernight: Bool {
        if case .timed(let start, let end) = self { return end < start }
        return false
    }

    /// Minutes of a timed shift, by the wall clock (nil for all day).
    package var minutes: Int? {
        guard case .timed(let start, let end) = self else { return nil }
        let length = end.minutesSinceMidnight - start.minutesSinceMidnight
        return length > 0 ? length : length + 24 * 60
    }

    /// `06:00–14:00`, `22:00–06:00 (overnight)`, `all day`.
    package var label: String {
        switch self {
        case .allDay: "all day"
        case .timed(let start, let end): "\(start)–\(end)\(isOvernight ? " (overnight)" : "")"
        }
    }

    /// The instants a shift of this duration covers when it starts on `day`,
    /// by the wall clock of `calendar` (so a shift on a daylight-saving day
    /// keeps its printed times and is an hour shorter or longer).
    package func interval(on day: CalendarDay, in calendar: Calendar) -> (start: Date, end: Date, isAllDay: Bool) {
        switch self {
        case .allDay:
            let interval = day.interval(in: calendar)
            return (interval.start, interval.end, true)
        case .timed(let start, let end):
            let endDay = end < start ? day.adding(days: 1) : day
            return (Self.instant(start, on: day, in: calendar), Self.instant(end, on: endDay, in: calendar), false)
        }
    }

    /// `time` on `day` by `calendar`'s wall clock (in a daylight-saving gap,
    /// the instant Foundation moves it to).
    static func instant(_ time: TimeOfDay, on day: CalendarDay, in calendar: Calendar) -> Date {
        let parts = DateComponents(year: day.year, month: day.month, day: day.day,
                                   hour: time.hour, minute: time.minute)
        return calendar.date(from: parts)
            ?? day.start(in: calendar).addingTimeInterval(TimeInterval(time.minutesSinceMidnight * 60))
    }
}
