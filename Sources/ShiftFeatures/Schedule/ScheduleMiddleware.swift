import Foundation
import Redux
import ShiftModel

/// The Schedule's side effects: asks the clock for today (the screen opened,
/// `t`, a new day) and loads the months of the window around the cursor that
/// the reducer marked loading, in one call for their span.
///
/// Every action after which the window may need a month starts a load named
/// `monthsEffect`, which replaces the load in flight: `] ] ]` lands only the
/// last window's load, and the months left behind are not read at all (the
/// reducer dropped them, so coming back loads them).
public enum ScheduleMiddleware {
    public static let monthsEffect = EffectID("schedule.months")

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("schedule", handling: handled, effect: { $0.startsMonthLoad ? monthsEffect : nil }) { action, context in
            let clock = context.services.clock
            let schedule = context.state.schedule
            let today = CalendarDay(clock.now(), in: clock.calendar)
            // The reducer put the cursor on the today it knew: it goes on to
            // the clock's (the same, but after midnight), unless a key moved it since.
            let onKnownToday = schedule.cursor == schedule.today
            switch action {
            case .goToToday:
                await context.dispatch(.schedule(.todayIs(today, calendar: clock.calendar, moveCursor: onKnownToday)))
            case .open:
                // The first time, the clock says today and the calendar the
                // grid is drawn in: once shown, or once the reducer placed
                // the cursor (and marked months to load).
                guard schedule.calendar == nil, context.state.screen == .schedule || schedule.cursor != nil else { return }
                await context.dispatch(.schedule(.todayIs(today, calendar: clock.calendar,
                                                          moveCursor: schedule.cursor != nil && onKnownToday)))
            case .openOn:
                // The clock's answer loads the months the reducer marked;
                // the cursor stays on the day asked for.
                await context.dispatch(.schedule(.todayIs(today, calendar: clock.calendar, moveCursor: false)))
            case .dayChanged(let day):
                // A grid not shown yet has no cursor to move; a cursor on
                // the old today goes on to the new one.
                guard schedule.cursor != nil, let oldToday = schedule.today else { return }
                await context.dispatch(.schedule(.todayIs(day, calendar: clock.calendar,
                                                          moveCursor: schedule.cursor == oldToday)))
            default:
                await loadMonths(context)
            }
        }
    }

    /// The actions this middleware handles, as the Schedule sees them.
    static func handled(_ action: AppAction) -> ScheduleAction? {
        guard let action = ScheduleAction(app: action), action.startsMonthLoad || action.asksForToday else { return nil }
        return action
    }

    /// Loads the wanted months marked loading (the window, and the
    /// filter's range), one call per run of consecutive months. Cancelled (a
    /// newer load replaced it, or quit), it reports nothing.
    private static func loadMonths(_ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let schedule = context.state.schedule
        let months = schedule.wantedMonths.filter { schedule.months[$0]?.isLoading == true }
        guard !months.isEmpty else { return }
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
