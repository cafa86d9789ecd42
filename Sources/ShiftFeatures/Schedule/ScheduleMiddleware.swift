import Foundation
import Redux
import ShiftModel

/// Asks the clock for today when the Schedule screen opens or `t` is
/// pressed, and loads requested months in one call for their span. Which
/// months to load is decided by the reducer (`ScheduleState.requested`);
/// the app loop sends `.load` for them outside the key queue, so moving
/// the cursor never waits for a load.
public enum ScheduleMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("schedule", accepts: { action in
            switch action {
            case .schedule(.open), .schedule(.goToToday), .schedule(.load), .showScreen(.schedule): true
            default: false
            }
        }, run: { context in
            let clock = context.services.clock
            switch context.action {
            case .schedule(.load(let months)):
                await load(months, context)
            case .schedule(.goToToday):
                await context.dispatch(.schedule(.todayIs(
                    CalendarDay(clock.now(), in: clock.calendar), calendar: clock.calendar, moveCursor: true)))
            default:
                // Opened (also by a number key or Tab): the first time, the
                // cursor starts on today.
                guard context.state.screen == .schedule, context.state.schedule.cursor == nil else { return }
                await context.dispatch(.schedule(.todayIs(
                    CalendarDay(clock.now(), in: clock.calendar), calendar: clock.calendar, moveCursor: false)))
            }
        })
    }

    private static func load(_ months: [YearMonth],
                             _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        guard let first = months.min(), let last = months.max() else { return }
        let calendar = context.services.clock.calendar
        let range = DateInterval(start: first.firstDay.start(in: calendar),
                                 end: last.adding(months: 1).firstDay.start(in: calendar))
        let result: Result<[ScheduledShift], UserFacingError>
        do {
            result = .success(try await context.services.calendar.shifts(in: range))
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.schedule(.loaded(months, result)))
        await context.services.calendar.reportUnreadableEvents(context.state, context.dispatch)
    }
}
