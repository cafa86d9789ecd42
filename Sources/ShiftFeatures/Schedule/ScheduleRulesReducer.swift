import Redux
import ShiftModel

/// When the month in view is checked again: when its shifts or the catalog
/// change, or the cursor enters another month; never for a move inside the
/// month, and never on the way from a key to its frame. Decided on the
/// grid as the Schedule's reducer left it (it runs after it).
enum ScheduleRulesReducer {
    /// Why a check may run: most always; a cursor move only when it crossed
    /// into another month, a load only when it read the month in view.
    enum Trigger: Hashable, Sendable {
        case always
        case cursorMoved(days: Int)
        case loaded([YearMonth])
    }

    /// Reads the grid, changes nothing of it: requests the month in view's check.
    static let reducer = EffectReducer<ScheduleState, Void, Trigger, YearMonth> { schedule, trigger, _ in
        check(schedule, after: trigger)
    }

    static func check(_ schedule: ScheduleState, after trigger: Trigger) -> YearMonth? {
        guard let cursor = schedule.cursor, let month = schedule.visibleMonth else { return nil }
        switch trigger {
        case .cursorMoved(let days) where YearMonth(cursor.adding(days: -days)) == month:
            return nil
        case .loaded(let months):
            return months.contains(month) ? month : nil
        case .always, .cursorMoved:
            // The month's own load is in flight: its answer checks it.
            return schedule.months[month]?.isLoading == true ? nil : month
        }
    }

    /// The actions after which the month in view may break other rules.
    static func trigger(_ action: AppAction) -> Trigger? {
        switch CatalogAction(app: action) {
        case .loaded?, .saved?, .edited?: return .always
        default: break
        }
        switch ScheduleAction(app: action) {
        case .moveCursor(let days)?: return .cursorMoved(days: days)
        case .loaded(let months, .success)?: return .loaded(months)
        case .shiftsChanged?, .todayIs?, .moveMonth?, .goToToday?, .commitGoTo?, .openOn?, .filter(.jump)?:
            return .always
        default:
            return nil
        }
    }
}
