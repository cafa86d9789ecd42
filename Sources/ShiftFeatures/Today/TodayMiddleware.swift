import Foundation
import Redux
import ShiftModel

/// Loads the range the Today screen needs from the calendar service: the
/// selected day, the day before (overnight shifts running into it) and the
/// day after, and the outlook's week from today; in one call when they
/// touch. Never throws: a failure becomes `.loaded(.failure)`.
public enum TodayMiddleware {
    /// Every load of the screen: a newer one (the user moved on) cancels
    /// the one in flight, whose answer would be for a day no longer shown.
    public static let loadEffect = EffectID("today.load")

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("today.load", handling: { (action: AppAction) -> TodayAction? in
            guard let todayAction = TodayAction(app: action), todayAction.startsLoad else { return nil }
            return todayAction
        }, effect: { _ in loadEffect }, run: { action, context in
            let clock = context.services.clock
            let calendar = clock.calendar
            let now = clock.now()
            let today = CalendarDay(now, in: calendar)
            let day: CalendarDay
            switch action {
            case .goToToday: day = today
            case .select(let selected): day = selected
            // A changed file after a failed first load: today, as `.load`.
            case .calendarChanged where context.state.today.selectedDay == nil:
                guard context.state.today.isLoading else { return }
                day = today
            // Only from a day shown: before the first load there is none.
            case .moveDay, .calendarChanged, .dayChanged:
                guard let selected = context.state.today.selectedDay else { return }
                // A day kept in memory was shown at once. This run still
                // cancels a load in flight, for a day no longer shown.
                if case .moveDay = action, !context.state.today.isLoading { return }
                day = selected
            default: day = context.state.today.selectedDay ?? today
            }

            var result = await schedule(of: day, today: today, now: now, services: context.services)
            // The next leave depends on today and the calendar only: a move
            // to another day keeps the one found; anything else looks again.
            if case .success(var loaded) = result {
                switch action {
                case .moveDay, .select:
                    loaded.outlook?.nextLeave = context.state.today.outlook?.nextLeave
                default:
                    loaded.outlook?.nextLeave = try? await context.services.calendar.firstAbsence(
                        in: Outlook.leaveLookahead(from: today, in: clock.calendar))
                }
                result = .success(loaded)
            }
            // A cancelled load (quit, or a newer one) reports nothing.
            guard !Task.isCancelled else { return }
            await context.dispatch(.today(.loaded(result)))
            await context.services.calendar.reportUnreadableEvents(context.state, context.dispatch)
        })
    }

    /// What a load of `day` gives when the clock says `now` (on `today`):
    /// the day, its neighbours and the outlook's week.
    public static func schedule(of day: CalendarDay, today: CalendarDay, now: Date,
                                services: ServiceContainer) async -> Result<DaySchedule, UserFacingError> {
        await TodayLoad.schedule(of: day, today: today, now: now, calendar: services.clock.calendar,
                                 from: services.calendar)
    }
}
