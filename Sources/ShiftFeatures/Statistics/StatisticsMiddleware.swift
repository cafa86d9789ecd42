import Foundation
import Redux
import ShiftModel

/// Reads the shifts of the period shown (from the hours account's start or
/// the first of January, for the running balance, and the weeks before it the rules look at) and the
/// public holidays, and computes the figures and the rules broken
/// (`HoursCalculator`, pure) off the reducer. A newer load
/// cancels the one in flight: `] ] ]` lands only the last period's.
package enum StatisticsMiddleware {
    package static let loadEffect = EffectID("statistics.load")

    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("statistics.load", requested: AppState.requested { effect -> StatisticsPeriod?? in
            if case .statistics(.load(let period)) = effect { period } else { nil }
        }, effect: { _ in loadEffect }, run: { period, context in
            let state = context.state
            let services = context.services
            let calendar = services.clock.calendar
            let period = period ?? .containing(
                CalendarDay(services.clock.now(), in: calendar), kind: .month,
                firstWeekday: state.catalog.catalog.settings.firstWeekday)
            let catalog = state.catalog.catalog
            let result: Result<StatisticsFigures, UserFacingError>
            do {
                let days = period.balanceDays(catalog.settings.workingTime)
                // One read for the year to date and the days the rules must
                // see around the period (weeks before it, a week after).
                let context = HoursCalculator(catalog: catalog, calendar: calendar).checkContext(for: period.days)
                let read = min(days.lowerBound, context.lowerBound)...max(days.upperBound, context.upperBound)
                let shifts = try await services.calendar.shifts(in: DateInterval(
                    start: read.lowerBound.start(in: calendar), end: read.upperBound.adding(days: 1).start(in: calendar)))
                let holidays = try await services.holidays.load()
                let calculator = HoursCalculator(catalog: catalog, calendar: calendar, holidays: holidays)
                result = .success(StatisticsFigures(
                    period: period, statistics: calculator.statistics(of: shifts, period: period.days),
                    yearToDate: calculator.statistics(of: shifts, period: days),
                    violations: calculator.violations(in: shifts, range: period.days)))
            } catch {
                result = .failure(UserFacingError(error))
            }
            guard !Task.isCancelled else { return }
            await context.dispatch(.statistics(.loaded(period, result)))
        })
    }
}
