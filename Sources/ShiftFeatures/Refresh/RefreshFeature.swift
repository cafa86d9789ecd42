import Redux
import ShiftModel

/// What changes around the app without a key: the data files on disk
/// (another window, the command line, a sync program) and the day (local
/// midnight, a clock that jumped after a suspend, a new time zone). The
/// screens follow both by themselves, keeping the cursor, the marked days
/// and the selected shift (they are kept by day and by id).
public enum RefreshAction: Hashable, Sendable {
    /// These files changed on disk.
    case filesChanged(Set<DataFile>)
    /// The clock's day is now this one.
    case dayChanged(CalendarDay)
    /// A load found these events of the calendar unreadable (left out).
    case unreadableEventsFound([UnreadableEvent])
}

public enum RefreshReducer {
    public static func reduce(_ app: inout AppState, _ action: RefreshAction) {
        if case .unreadableEventsFound(let events) = action { app.unreadableEvents = events }
        // The grid follows a changed calendar by itself (ScheduleAction.init(app:)).
        guard case .filesChanged(let files) = action else { return }
        if files.contains(.changeLog), app.screen != .changeLog, app.changeLog.status == .loaded {
            // Read again when the screen is next shown, not on every change.
            app.changeLog.status = .notLoaded
        }
    }
}

/// Loads again what changed: the day on Today, the catalog, the undo
/// history, the change log on its screen; and moves Today to a new day.
public enum RefreshMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("refresh", accepts: { action in
            switch action {
            case .refresh(.filesChanged), .refresh(.dayChanged): true
            default: false
            }
        }, run: { context in
            let state = context.state
            switch context.action {
            case .refresh(.filesChanged(let files)):
                if files.contains(.catalog) { await context.dispatch(.catalog(.load)) }
                if files.contains(.undoHistory) { await context.dispatch(.history(.load)) }
                if files.contains(.calendar), state.today.selectedDay != nil { await context.dispatch(.today(.load)) }
                if files.contains(.changeLog), state.screen == .changeLog, state.changeLog.status == .loaded {
                    await context.dispatch(.changeLog(.load))
                }
            case .refresh(.dayChanged(let day)):
                // The grid's today mark follows by itself (ScheduleMiddleware).
                if let shown = state.today.selectedDay {
                    // Someone looking at today goes on to the new today;
                    // another day stays, with its "Today"/"Tomorrow" labels new.
                    await context.dispatch(shown == state.today.today ? .today(.select(day)) : .today(.load))
                }
            default:
                return
            }
        })
    }
}

extension CalendarService {
    /// After a load: tells the store when the unreadable events differ from
    /// what `state` knows, so the screens warn (or stop warning).
    func reportUnreadableEvents(_ state: AppState, _ dispatch: Dispatcher<AppAction>) async {
        let events = await unreadableEvents()
        if events != state.unreadableEvents { await dispatch(.refresh(.unreadableEventsFound(events))) }
    }
}
