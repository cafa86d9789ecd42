import Foundation
import Redux
import ShiftModel

/// Checks the month in view against the working-time rules, on the shifts
/// of the days the rules look at around it (`checkContext`), read from the
/// calendar service (its cache: nothing is parsed again), when
/// `ScheduleRulesReducer` requests it. It tells the grid only what differs
/// from what it marks.
package enum ScheduleRulesMiddleware {
    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("scheduleRules", requested: AppState.requested { if case .checkRules(let month) = $0 { month } else { nil } }) {
            month, context in
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
            guard !Task.isCancelled, violations != context.state.schedule.violations else { return }
            await context.dispatch(.schedule(.rulesChecked(violations)))
        }
    }
}
