import Foundation
import Redux
import ShiftModel

/// Checks the month in view against the working-time rules, on the shifts
/// of the days the rules look at around it (`checkContext`), read from the
/// calendar service (its cache: nothing is parsed again). It runs when the
/// month's shifts or the catalog change, or the cursor enters another
/// month: never for a move inside the month, and never on the way from a
/// key to its frame. It tells the grid only what differs from what it
/// marks, and nothing once the cursor has left the month it checked.
public enum ScheduleRulesMiddleware {
    /// Why a check runs: most always; a cursor move only when it crossed
    /// into another month, a load only when it read the month in view.
    enum Trigger: Hashable, Sendable {
        case always
        case cursorMoved(days: Int)
        case loaded([YearMonth])
    }

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("scheduleRules", handling: trigger) { trigger, context in
            let schedule = context.state.schedule
            guard let cursor = schedule.cursor, let month = schedule.visibleMonth else { return }
            if case .cursorMoved(let days) = trigger, YearMonth(cursor.adding(days: -days)) == month { return }
            switch trigger {
            case .loaded(let months):
                guard months.contains(month) else { return }
            case .always, .cursorMoved:
                // The month's own load is in flight: its answer checks it.
                guard schedule.months[month]?.isLoading != true else { return }
            }
            let services = context.services
            let calendar = services.clock.calendar
            let calculator = HoursCalculator(catalog: context.state.catalog.catalog, calendar: calendar)
            let range = month.firstDay...month.lastDay
            let days = calculator.checkContext(for: range)
            let shifts: [ScheduledShift]
            do {
                shifts = try await services.calendar.shifts(in: DateInterval(
                    start: days.lowerBound.start(in: calendar),
                    end: days.upperBound.adding(days: 1).start(in: calendar)))
            } catch {
                // The grid's own load says what is wrong with the calendar.
                return
            }
            let violations = calculator.violations(in: shifts, range: range)
            guard !Task.isCancelled, context.state.schedule.visibleMonth == month,
                  violations != context.state.schedule.violations else { return }
            await context.dispatch(.schedule(.rulesChecked(violations)))
        }
    }

    /// The actions after which the month in view is checked again.
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
