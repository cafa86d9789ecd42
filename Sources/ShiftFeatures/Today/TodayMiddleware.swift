import Foundation
import Redux
import ShiftModel

/// Loads the range the Today screen needs from the calendar service: the
/// selected day, the day before (overnight shifts running into it) and the
/// day after. Never throws: a failure becomes `.loaded(.failure)`.
public enum TodayMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("today.load", accepts: { action in
            if case .today(let todayAction) = action { return todayAction.startsLoad }
            return false
        }, run: { context in
            guard case .today(let action) = context.action else { return }
            let clock = context.services.clock
            let calendar = clock.calendar
            let today = CalendarDay(clock.now(), in: calendar)
            let day: CalendarDay
            switch action {
            case .goToToday: day = today
            case .select(let selected): day = selected
            case .moveDay: guard let selected = context.state.today.selectedDay else { return }
                day = selected
            default: day = context.state.today.selectedDay ?? today
            }

            let result: Result<DaySchedule, UserFacingError>
            do {
                let loaded = try await context.services.calendar.shifts(
                    in: DaySchedule.loadInterval(for: day, in: calendar))
                result = .success(DaySchedule(
                    day: day, referenceToday: today, partitioning: loaded, in: calendar))
            } catch {
                result = .failure(UserFacingError(error))
            }
            // A cancelled load (quit, or a newer request) reports nothing.
            guard !Task.isCancelled else { return }
            await context.dispatch(.today(.loaded(result)))
            await context.services.calendar.reportUnreadableEvents(context.state, context.dispatch)
        })
    }
}
