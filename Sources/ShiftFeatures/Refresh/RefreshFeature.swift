import Redux
import ShiftModel

extension CalendarService {
    /// After a load: tells the store when the unreadable events differ from
    /// what `state` knows, so the screens warn (or stop warning).
    func reportUnreadableEvents(_ state: AppState, _ dispatch: Dispatcher<AppAction>) async {
        let events = await unreadableEvents()
        if events != state.unreadableEvents { await dispatch(.refresh(.unreadableEventsFound(events))) }
    }
}
