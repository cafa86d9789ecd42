import Foundation
import ShiftModel

/// The Today screen: the selected day's shifts and the next day's.
package struct TodayState: Hashable, Sendable {
    package var isLoading: Bool
    /// The day shown; nil until the first load has asked the clock for today.
    package var selectedDay: CalendarDay?
    /// The selected day's shifts, including one still running from the day before.
    package var shifts: [ScheduledShift]
    /// The shifts of the day after the selected one.
    package var nextDayShifts: [ScheduledShift]
    package var errorMessage: String?
    /// The shift the quick actions work on, by identity (survives reloads);
    /// nil selects the first listed.
    package var selectedShift: ShiftID?
    /// The week ahead of the clock's today, from the last load.
    package var outlook: Outlook?
    /// The clock's minute (`ShiftStatus.minute(of:)`): the last load's, then
    /// each minute's tick. The statuses and countdowns are computed from it.
    package var now: Date?
    /// Days loaded before, the one shown last, so moving back to one shows
    /// it at once, with no load. Forgotten whenever the calendar may have
    /// changed: a write here, a change on disk, a reload, a new day.
    package var keptDays: [KeptDay]
    /// The go-to-date prompt (`g`) while it is open: Today's one prompt.
    package var goTo: GoToLine?

    /// Days kept in memory: a fortnight's walk each way.
    package static let keptDayLimit = 28

    package init(
        isLoading: Bool = false, selectedDay: CalendarDay? = nil,
        shifts: [ScheduledShift] = [], nextDayShifts: [ScheduledShift] = [],
        errorMessage: String? = nil, selectedShift: ShiftID? = nil,
        outlook: Outlook? = nil, now: Date? = nil, keptDays: [KeptDay] = []
    ) {
        self.isLoading = isLoading
        self.selectedDay = selectedDay
        self.shifts = shifts
        self.nextDayShifts = nextDayShifts
        self.errorMessage = errorMessage
        self.selectedShift = selectedShift
        self.outlook = outlook
        self.now = now
        self.keptDays = keptDays
    }

    /// The shifts of `day` as last loaded, if kept.
    package func kept(_ day: CalendarDay) -> KeptDay? {
        keptDays.last { $0.day == day }
    }

    /// The shifts the screen lists, in order: the day's, then the next day's.
    package var listed: [ScheduledShift] { shifts + nextDayShifts }

    /// The shift the quick actions work on: the one chosen, else the day's
    /// own first (not last night's shift running into it), else the first listed.
    package var selected: ScheduledShift? {
        listed.first { $0.id == selectedShift }
            ?? shifts.first { $0.day == selectedDay }
            ?? listed.first
    }

    /// Where `shift` stands now; nil before the clock's minute is known.
    package func status(of shift: ScheduledShift) -> ShiftStatus? {
        now.map { ShiftStatus(of: shift, at: $0) }
    }

    /// What runs now or comes next within the outlook; nil before both are known.
    package var current: CurrentShift? {
        guard let now, let outlook else { return nil }
        return CurrentShift(among: outlook.shifts, at: now)
    }
}
