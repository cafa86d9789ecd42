import Foundation
import ShiftModel

package enum ScheduleAction: Hashable, Sendable {
    /// The screen is shown: the first time, the cursor starts on today (the
    /// one known, at once; the clock is asked too).
    case open
    /// Shown from Today on this day (`o`): the cursor goes there.
    case openOn(CalendarDay)
    /// The clock's answer: today and its calendar; `moveCursor` puts the
    /// cursor there if it is still on the today known before.
    case todayIs(CalendarDay, calendar: Calendar, moveCursor: Bool)
    /// Left/right by days, up/down by weeks (7).
    case moveCursor(days: Int)
    /// [ and ]: the same day in another month.
    case moveMonth(by: Int)
    /// t: back to today (the one known, at once; the clock is asked too).
    case goToToday
    /// g opens the go-to-date prompt; keys edit it; Enter goes; Esc closes it.
    case beginGoTo
    case editGoTo(TextEdit)
    case commitGoTo
    case cancelGoTo
    /// The next or previous shift of the cursor's day.
    case moveShiftSelection(by: Int)
    /// r: load the visible window again (and retry after an error).
    case reload
    /// The answer to the load of these months (one call per run of them).
    case loaded([YearMonth], Result<[ScheduledShift], UserFacingError>)
    /// A change to shifts was written (here, elsewhere in the app, or by an
    /// undo): the loaded months show it at once.
    case shiftsChanged(ShiftOperation)
    /// The calendar is not what the grid shows (changed on disk, or a change
    /// was refused as stale): the window loads again.
    case calendarChanged
    /// The clock's day changed: the today mark moves, and the cursor with it
    /// when it was on the old today.
    case dayChanged(CalendarDay)
    /// The filter and search.
    case filter(ScheduleFilterAction)
    /// Show or hide the legend of the grid's marks.
    case toggleLegend
    /// The rules the month in view breaks, checked anew (sent only when
    /// they differ from what the grid marks).
    case rulesChecked([RuleViolation])
}
