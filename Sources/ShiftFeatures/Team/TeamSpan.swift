import Foundation
import ShiftModel

/// The days the Team screen has loaded: two weeks from the first day of the
/// cursor's week, so a wide terminal shows both and a narrow one the first.
package struct TeamSpan: Hashable, Sendable {
    package static let dayCount = 14
    package var first: CalendarDay

    package init(first: CalendarDay) { self.first = first }

    /// The span whose first week holds `day`.
    package static func containing(_ day: CalendarDay, firstWeekday: Weekday) -> TeamSpan {
        TeamSpan(first: day.startOfWeek(firstWeekday: firstWeekday.number))
    }

    package var days: [CalendarDay] { (0..<Self.dayCount).map { first.adding(days: $0) } }

    package var last: CalendarDay { first.adding(days: Self.dayCount - 1) }

    package func contains(_ day: CalendarDay) -> Bool { first <= day && day <= last }

    /// The instants the span covers; a night shift from the day before the
    /// first day reaches into it, so that day is read too.
    package func interval(in calendar: Calendar) -> DateInterval {
        DateInterval(start: first.adding(days: -1).start(in: calendar),
                     end: first.adding(days: Self.dayCount).start(in: calendar))
    }
}
