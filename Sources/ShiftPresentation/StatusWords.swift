import Foundation
import ShiftModel

/// What both front ends say of a shift's status and of a span of time:
/// `in 2 h 10 min`, `on shift, 5 h 12 min left`, `done`.
package enum StatusWords {
    /// `45 min`, `2 h 10 min`, `15 h`, `1 d 3 h`, `2 d`: the minutes are
    /// left out from a day on, as a countdown that far off needs no minutes.
    package static func span(minutes: Int) -> String {
        let days = minutes / (24 * 60)
        let hours = minutes % (24 * 60) / 60
        let rest = minutes % 60
        var parts: [String] = []
        if days > 0 { parts.append("\(days) d") }
        if hours > 0 { parts.append("\(hours) h") }
        if days == 0, rest > 0 || hours == 0 { parts.append("\(rest) min") }
        return parts.joined(separator: " ")
    }

    package static func status(_ status: ShiftStatus) -> String {
        switch status {
        case .upcoming(let minutes): "in \(span(minutes: minutes))"
        case .running(_, let left): "on shift, \(span(minutes: left)) left"
        case .done: "done"
        }
    }

    /// `on shift: Early until 14:00, 5 h 12 min left`, `next: Early tomorrow
    /// 06:00, in 15 h`, `nothing in the next 7 days`; days are named from the
    /// day `now` falls on, in `calendar`'s time zone.
    package static func current(_ current: CurrentShift, at now: Date, calendar: Calendar) -> String {
        switch current {
        case .running(let shift, let left):
            return "on shift: \(shift.title) until \(DayFormat.time(shift.end, in: calendar)), \(span(minutes: left)) left"
        case .next(let shift, let minutes):
            let today = CalendarDay(now, in: calendar)
            let day = DayFormat.relative(shift.day, today: today)?.lowercased() ?? shift.day.shortLabel
            let time = shift.isAllDay ? "all day" : DayFormat.time(shift.start, in: calendar)
            return "next: \(shift.title) \(day) \(time), in \(span(minutes: minutes))"
        case .nothing:
            return "nothing in the next \(Outlook.dayCount) days"
        }
    }
}
