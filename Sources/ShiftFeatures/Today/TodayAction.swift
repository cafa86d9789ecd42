import Foundation
import ShiftModel

package enum TodayAction: Hashable, Sendable {
    /// Load the selected day, or today (by the clock) when none is selected yet.
    case load
    /// Load again at the user's asking (r): after a failure, or to read
    /// again what changed where no watch sees it. The holidays are read again too.
    case retry
    /// Show the day `n` days after the selected one (negative: before).
    case moveDay(by: Int)
    /// Show today, as the clock says now.
    case goToToday
    /// Show a given day (a typed date, `shifts today --date`).
    case select(CalendarDay)
    /// g opens the go-to-date prompt; keys edit it; Enter shows the day
    /// typed (or keeps the text with a message); Esc closes it.
    case beginGoTo
    case editGoTo(TextEdit)
    case commitGoTo
    case cancelGoTo
    /// The loader's answer.
    case loaded(Result<DaySchedule, UserFacingError>)
    /// The next or previous shift in the list (the day's, then the next day's).
    case moveShiftSelection(by: Int)
    /// The calendar file changed: the day shown loads again.
    case calendarChanged
    /// Shifts were written here (an edit, undo, redo), or a write was
    /// refused because the file changed: the days kept in memory are
    /// forgotten at once. The load of the day shown follows as `.load`.
    case shiftsChanged
    /// The clock's day is now this one: someone looking at today goes on to
    /// it; another day stays, loaded again for its "Today"/"Tomorrow" labels.
    case dayChanged(CalendarDay)
    /// The clock reached this minute (`ShiftStatus.minute(of:)`): the
    /// statuses and countdowns move on; nothing loads.
    case minuteTicked(Date)
}

extension TodayAction {
    /// A key that moves somewhere: the notice of the last change goes.
    var isNavigation: Bool {
        switch self {
        case .moveDay, .goToToday, .select, .moveShiftSelection, .commitGoTo: true
        default: false
        }
    }
}

extension TodayAction {
    /// Today's part of an app action: its own, and the calendar file or the
    /// day changing around it.
    package init?(app action: AppAction) {
        switch action {
        case .today(let own): self = own
        case .refresh(.filesChanged(let files)) where files.contains(.calendar): self = .calendarChanged
        case .refresh(.dayChanged(let day)): self = .dayChanged(day)
        case .shiftEdit(.applied): self = .shiftsChanged
        case .shiftEdit(.failed(let failure, _)) where failure.isStale: self = .shiftsChanged
        default: return nil
        }
    }
}
