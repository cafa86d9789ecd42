import Foundation
import ShiftModel

extension ScheduledShift {
    /// `E Early 06:00–14:00 on Mon 2026-11-23`: how messages name a shift.
    package func label(in calendar: Calendar) -> String {
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

    /// What is different in `other`, the same shift as it is now, in words:
    /// `now L Late 14:00–22:00 on Tue 2026-12-01`, or `its notes changed`.
    package func difference(to other: ScheduledShift, in calendar: Calendar) -> String {
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

extension ShiftLength {
    /// `8 h`, `7 h 30 min`.
    package static func label(seconds: TimeInterval) -> String {
        let minutes = Int((seconds / 60).rounded())
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}
