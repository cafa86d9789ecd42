import Foundation

extension ScheduledShift {
    /// An absence of `kind` from `first` through `last`: one all-day entry.
    package static func absence(_ kind: AbsenceKind, from first: CalendarDay, through last: CalendarDay, id: ShiftID,
                               notes: String = "", calendar: Calendar) -> ScheduledShift {
        let end = max(first, last).adding(days: 1)
        return ScheduledShift(id: id, day: first, start: first.start(in: calendar), end: end.start(in: calendar),
                              isAllDay: true, title: kind.defaultTitle, symbol: kind.defaultSymbol, notes: notes,
                              absence: kind)
    }
}
