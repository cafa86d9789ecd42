import Foundation
import ShiftModel

/// Builds scheduled shifts for tests: `ShiftBuilder(calendar).shift("E", on: day, 6, 14)`.
package struct ShiftBuilder: Sendable {
    package let calendar: Calendar

    package init(calendar: Calendar) { self.calendar = calendar }

    /// A timed shift from `startHour` to `endHour` on `day`; an end at or
    /// before the start means it ends the next day (overnight).
    package func shift(
        _ symbol: String, title: String? = nil, on day: CalendarDay,
        from startHour: Int, to endHour: Int, id: String? = nil,
        location: String? = "Ward 3", notes: String = "", sick: SickMark? = nil
    ) -> ScheduledShift {
        let dayStart = day.start(in: calendar)
        let start = calendar.date(byAdding: .hour, value: startHour, to: dayStart) ?? dayStart
        let endDay = endHour <= startHour ? day.adding(days: 1) : day
        let endStart = endDay.start(in: calendar)
        let end = calendar.date(byAdding: .hour, value: endHour, to: endStart) ?? endStart
        return ScheduledShift(
            id: ShiftID(id ?? "\(symbol)-\(day)"), day: day, start: start, end: end,
            title: title ?? Self.defaultTitles[symbol] ?? symbol, symbol: symbol,
            shiftTypeID: ShiftTypeID("type-\(symbol)"), location: location, notes: notes, sick: sick)
    }

    /// An all-day entry from `day`, of `days` days.
    package func allDay(_ symbol: String, title: String? = nil, on day: CalendarDay, days: Int = 1,
                       id: String? = nil) -> ScheduledShift {
        ScheduledShift(
            id: ShiftID(id ?? "\(symbol)-\(day)"), day: day, start: day.start(in: calendar),
            end: day.adding(days: max(1, days)).start(in: calendar), isAllDay: true, title: title ?? Self.defaultTitles[symbol] ?? symbol,
            symbol: symbol, shiftTypeID: ShiftTypeID("type-\(symbol)"))
    }

    static let defaultTitles = ["E": "Early", "L": "Late", "N": "Night", "O": "Off"]
}

extension CalendarDay {
    /// `CalendarDay("2026-11-23")`, for fixtures; traps on a malformed literal
    /// only in test code, where it is a typo in the test itself.
    package init(_ iso: String) {
        guard let day = CalendarDay(iso: iso) else {
            preconditionFailure("bad date literal \(iso) in a test fixture")
        }
        self = day
    }
}
