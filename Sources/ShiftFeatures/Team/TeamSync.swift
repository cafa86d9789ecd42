import Redux
import ShiftModel
import Synchronization

/// Where the Team screen's sync (`r`) stands.
public enum TeamSyncStatus: Hashable, Sendable {
    case syncing
    /// How each member's sync ended; none when no member has a server.
    case done([CalDAVSyncOutcome])
}

/// `r` on the Team screen: the members added with a URL copied from their
/// servers (as `shifts team sync`), then team.json and every row read again.
enum TeamSyncReducer {
    static func reduce(_ state: inout TeamState, _ action: TeamAction, isShown: Bool) {
        switch action {
        case .sync:
            guard isShown, state.sync != .syncing else { return }
            state.sync = .syncing
        case .synced(let outcomes):
            state.sync = .done(outcomes)
        default:
            break
        }
    }
}

/// Runs the sync through the team sync service, then reads the screen
/// again as `.reload` does. `r` pressed while a sync runs finds the state
/// syncing as the first press did: the run in flight is what tells them
/// apart, so the second starts nothing.
enum TeamSyncMiddleware {
    static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        let running = Mutex(false)
        return Middleware("team.sync", handling: { (action: AppAction) -> Void? in
            guard case .team(.sync) = action else { return nil }
            return ()
        }, run: { _, context in
            guard context.state.team.sync == .syncing,
                  running.withLock({ busy in defer { busy = true }; return !busy }) else { return }
            defer { running.withLock { $0 = false } }
            let outcomes = await context.services.teamSync.syncTeam()
            await context.dispatch(.team(.synced(outcomes)))
            await context.dispatch(.team(.reload))
        })
    }
}
