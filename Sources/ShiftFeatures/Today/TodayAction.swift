import ShiftModel

public enum TodayAction: Hashable, Sendable {
    /// Load the selected day, or today (by the clock) when none is selected yet.
    case load
    /// Load again after a failure.
    case retry
    /// Show the day `n` days after the selected one (negative: before).
    case moveDay(by: Int)
    /// Show today, as the clock says now.
    case goToToday
    /// Show a given day (a typed date, `shifts today --date`).
    case select(CalendarDay)
    /// The loader's answer.
    case loaded(Result<DaySchedule, UserFacingError>)
    /// The next or previous shift in the list (the day's, then the next day's).
    case moveShiftSelection(by: Int)

    /// The actions the Today middleware answers with a load.
    var startsLoad: Bool {
        switch self {
        case .load, .retry, .moveDay, .goToToday, .select: true
        case .loaded, .moveShiftSelection: false
        }
    }
}

extension TodayAction {
    /// A key that moves somewhere: the notice of the last change goes.
    var isNavigation: Bool {
        switch self {
        case .moveDay, .goToToday, .select, .moveShiftSelection: true
        default: false
        }
    }
}
