import Foundation

/// The week ahead on the Today screen: the shifts of today and the six days
/// after it, and last night's shift still running into today (so "now" and
/// "next" can be told from it alone).
package struct Outlook: Hashable, Sendable {
    package static let dayCount = 7
    /// Its first day: the clock's today when loaded.
    package var start: CalendarDay
    /// In start order.
    package var shifts: [ScheduledShift]
    /// The next absence from `start` on, however far (the week holds only
    /// what is in it), when the loader looked for one.
    package var nextLeave: ScheduledShift?

    package init(start: CalendarDay, shifts: [ScheduledShift], nextLeave: ScheduledShift? = nil) {
        self.start = start
        self.shifts = shifts
        self.nextLeave = nextLeave
    }

    /// How far ahead the loader looks for the next leave: a year.
    package static func leaveLookahead(from today: CalendarDay, in calendar: Calendar) -> DateInterval {
        DateInterval(start: today.start(in: calendar), end: today.adding(days: 366).start(in: calendar))
    }

    /// From the start of the day before `today` (a night shift running into
    /// it) to the end of the seventh day.
    package static func loadInterval(from today: CalendarDay, in calendar: Calendar) -> DateInterval {
        DateInterval(start: today.adding(days: -1).start(in: calendar),
                     end: today.adding(days: dayCount).start(in: calendar))
    }

    package init(from today: CalendarDay, partitioning loaded: [ScheduledShift], in calendar: Calendar) {
        let todayStart = today.start(in: calendar)
        let last = today.adding(days: Self.dayCount - 1)
        self.init(start: today, shifts: loaded.sorted(by: ScheduledShift.startOrder).filter {
            ($0.day >= today && $0.day <= last) || ($0.day < today && $0.end > todayStart)
        })
    }

    package var days: [CalendarDay] { (0..<Self.dayCount).map { start.adding(days: $0) } }

    /// The shifts that start on `day`.
    package func shifts(startingOn day: CalendarDay) -> [ScheduledShift] {
        shifts.filter { $0.day == day }
    }
}
