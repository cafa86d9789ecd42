import Foundation

/// One shift on the calendar: an event of one shift type on a date.
///
/// It carries its own display data (title, symbol, location text), so a shift
/// whose type is missing, or that another program wrote, is still shown.
package struct ScheduledShift: Hashable, Sendable, Identifiable, Codable {
    package var id: ShiftID
    /// The day the shift starts on; an overnight shift belongs to its start day.
    package var day: CalendarDay
    package var start: Date
    package var end: Date
    package var isAllDay: Bool
    package var title: String
    /// Short symbol of its shift type (`E`, `🌙`); nil for events from elsewhere.
    package var symbol: String?
    /// The shift type this was scheduled from, when known.
    package var shiftTypeID: ShiftTypeID?
    package var location: String?
    package var notes: String
    package var sick: SickMark?
    /// Set for leave and other absences (`AbsenceKind`): days away that
    /// count by the contract, never as shifts worked.
    package var absence: AbsenceKind?

    package init(
        id: ShiftID, day: CalendarDay, start: Date, end: Date, isAllDay: Bool = false,
        title: String, symbol: String? = nil, shiftTypeID: ShiftTypeID? = nil,
        location: String? = nil, notes: String = "", sick: SickMark? = nil, absence: AbsenceKind? = nil
    ) {
        self.id = id
        self.day = day
        self.start = start
        self.end = end
        self.isAllDay = isAllDay
        self.title = title
        self.symbol = symbol
        self.shiftTypeID = shiftTypeID
        self.location = location
        self.notes = notes
        self.sick = sick
        self.absence = absence
    }

    /// True when a timed shift ends on a later day than it starts (e.g. 22:00-06:00).
    package func isOvernight(in calendar: Calendar) -> Bool {
        guard !isAllDay else { return false }
        return end > day.adding(days: 1).start(in: calendar)
    }

    /// The real instants the shift covers.
    package var interval: DateInterval { DateInterval(start: start, end: max(start, end)) }

    /// True for a timed shift still running when `day` starts: an overnight
    /// shift from the day before, shown as continuing into it.
    package func isRunning(atStartOf day: CalendarDay, in calendar: Calendar) -> Bool {
        isRunning(atStart: day.start(in: calendar))
    }

    /// The same, for a day whose start the caller already has: a day's
    /// start costs a time-zone lookup, worth making once for many shifts.
    package func isRunning(atStart dayStart: Date) -> Bool {
        !isAllDay && end > dayStart
    }

    /// Start order: the earlier start first, the id breaking ties, so shifts
    /// that start together are listed the same way on every load.
    @inlinable
    package static func startOrder(_ a: ScheduledShift, _ b: ScheduledShift) -> Bool {
        (a.start, a.id.rawValue) < (b.start, b.id.rawValue)
    }
}
