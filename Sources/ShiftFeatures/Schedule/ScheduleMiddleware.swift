import Foundation
import Redux
import ShiftModel

/// The Schedule's side effects, as its reducer requests them: tells the
/// grid today with the clock's calendar (the screen opened, `t`, a new day)
/// and loads the months the reducer marked loading, in one call for their
/// span.
///
/// Every months load is named `monthsEffect`, so it replaces the load in
/// flight: `] ] ]` lands only the last window's load, and the months left
/// behind are not read at all (the reducer dropped them, so coming back
/// loads them).
package enum ScheduleMiddleware {
    package static let monthsEffect = EffectID("schedule.months")

    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("schedule", requested: AppState.requested { if case .schedule(let effect) = $0 { effect } else { nil } },
                   effect: { $0.isMonthsLoad ? monthsEffect : nil }, run: { effect, context in
            let clock = context.services.clock
            switch effect {
            case .askToday(let moveCursor):
                let today = CalendarDay(clock.now(), in: clock.calendar)
                await context.dispatch(.schedule(.todayIs(today, calendar: clock.calendar, moveCursor: moveCursor)))
            case .tellToday(let day):
                await context.dispatch(.schedule(.todayIs(day, calendar: clock.calendar, moveCursor: false)))
            case .loadMonths(let months):
                await load(months, context)
            case .stopMonthsLoad:
                // Named as a load, it stopped the one in flight: nothing else to do.
                break
            }
        })
    }

    /// Loads the months (the window's and the filter's range's marked
    /// loading), one call per run of consecutive months. Cancelled (a newer
    /// load replaced it, or quit), it reports nothing.
    private static func load(_ months: [YearMonth], _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let calendar = context.services.clock.calendar
        var runs: [[YearMonth]] = []
        for month in months {
            if let last = runs.last?.last, last.adding(months: 1) == month {
                runs[runs.count - 1].append(month)
            } else {
                runs.append([month])
            }
        }
        var result: Result<[ScheduledShift], UserFacingError> = .success([])
        for run in runs {
            guard let first = run.first, let last = run.last else { continue }
            let range = DateInterval(start: first.firstDay.start(in: calendar),
                                     end: last.adding(months: 1).firstDay.start(in: calendar))
            do {
                let shifts = try await context.services.calendar.shifts(in: range)
                result = result.map { $0 + shifts }
            } catch {
                result = .failure(UserFacingError(error))
                break
            }
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.schedule(.loaded(months, result)))
        await context.services.calendar.reportUnreadableEvents(context.state, context.dispatch)
    }
}
