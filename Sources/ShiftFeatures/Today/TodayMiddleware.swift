import Foundation
import Redux
import ShiftModel

/// Loads the range the Today screen needs from the calendar service: the
/// selected day, the day before (overnight shifts running into it) and the
/// day after, and the outlook's week from today; in one call when they
/// touch. Never throws: a failure becomes `.loaded(.failure)`.
package enum TodayMiddleware {
    /// Every load of the screen: a newer one (the user moved on) cancels
    /// the one in flight, whose answer would be for a day no longer shown.
    package static let loadEffect = EffectID("today.load")

    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("today.load", requested: AppState.requested { if case .today(let effect) = $0 { effect } else { nil } },
                   effect: { _ in loadEffect }, run: { effect, context in
            // A day kept in memory was shown at once: this run only stopped
            // the load in flight, for a day no longer shown.
            guard case .load(let asked, let keepsNextLeave) = effect else { return }
            let clock = context.services.clock
            let calendar = clock.calendar
            let now = clock.now()
            let today = CalendarDay(now, in: calendar)
            let day = asked ?? today

            var result = await schedule(of: day, today: today, now: now, services: context.services)
            // The next leave depends on today and the calendar only: a move
            // to another day keeps the one found; anything else looks again.
            if case .success(var loaded) = result {
                if keepsNextLeave {
                    loaded.outlook?.nextLeave = context.state.today.outlook?.nextLeave
                } else {
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
    package static func schedule(of day: CalendarDay, today: CalendarDay, now: Date,
                                services: ServiceContainer) async -> Result<DaySchedule, UserFacingError> {
        await TodayLoad.schedule(of: day, today: today, now: now, calendar: services.clock.calendar,
                                 from: services.calendar)
    }
}
