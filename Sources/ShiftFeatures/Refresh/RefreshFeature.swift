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

/// Loads again what changed: the day on Today, the catalog, the undo
/// history, the change log on its screen; and moves Today to a new day
/// (the grid follows both by itself: ScheduleAction.init(app:)).
public enum RefreshMiddleware {
    enum Work: Sendable {
        case filesChanged(Set<DataFile>)
        case dayChanged(CalendarDay)

        init?(_ action: AppAction) {
            switch action {
            case .refresh(.filesChanged(let files)): self = .filesChanged(files)
            case .refresh(.dayChanged(let day)): self = .dayChanged(day)
            default: return nil
            }
        }
    }

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("refresh", handling: Work.init) { work, context in
            let state = context.state
            switch work {
            case .filesChanged(let files):
                if files.contains(.catalog) { await context.dispatch(.catalog(.load)) }
                if files.contains(.undoHistory) { await context.dispatch(.history(.load)) }
                if files.contains(.calendar), state.today.selectedDay != nil { await context.dispatch(.today(.load)) }
                if files.contains(.changeLog), state.screen == .changeLog, state.changeLog.status == .loaded {
                    await context.dispatch(.changeLog(.load))
                }
            case .dayChanged(let day):
                if let shown = state.today.selectedDay {
                    // Someone looking at today goes on to the new today;
                    // another day stays, with its "Today"/"Tomorrow" labels new.
                    await context.dispatch(shown == state.today.today ? .today(.select(day)) : .today(.load))
                }
            }
        }
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
