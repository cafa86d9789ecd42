import Foundation
import Redux
import ShiftModel

/// Reads the change log when its screen is first shown (and on `r`), works
/// out what a purge would remove (the cutoff needs the clock), removes
/// entries once confirmed, and purges at launch when the settings say so
/// (the app sends `.purgeOnLaunch` once the catalog is loaded).
public enum ChangeLogMiddleware {
    enum Work: Sendable {
        case load, purge, remove(PurgePlan), purgeOnLaunch
        /// Shown for the first time, or the file changed while shown.
        case opened, fileChanged

        init?(_ action: AppAction) {
            switch ChangeLogAction(app: action) {
            case .load?: self = .load
            case .opened?: self = .opened
            case .fileChanged?: self = .fileChanged
            case .purge?: self = .purge
            case .removeConfirmed(let plan)?: self = .remove(plan)
            case .purgeOnLaunch?: self = .purgeOnLaunch
            default: return nil
            }
        }
    }

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("changeLog", handling: Work.init) { work, context in
            let state = context.state.changeLog
            let services = context.services
            switch work {
            // Read when the reducer says so: shown for the first time
            // (loading now), or changed on disk while shown (quietly).
            case .opened where state.status != .loading,
                 .fileChanged where context.state.screen != .changeLog || state.status != .loaded:
                return

            case .load, .opened, .fileChanged:
                let result: Result<[ChangeLogEntry], UserFacingError>
                do {
                    result = .success(try await services.history.logEntries())
                } catch {
                    result = .failure(UserFacingError(error))
                }
                guard !Task.isCancelled else { return }
                await context.dispatch(.changeLog(.loaded(result)))

            case .purge:
                guard state.status == .loaded, !state.isRemoving else { return }
                let policy = context.state.catalog.catalog.settings.retention
                let plan = policy.cutoff(now: services.clock.now(), calendar: services.clock.calendar).map { cutoff in
                    PurgePlan(cutoff: cutoff, policy: policy, count: state.entries.count { $0.time < cutoff })
                }
                await context.dispatch(.changeLog(.purgePlanned(plan)))

            case .remove(let plan):
                // Only a removal the reducer took.
                guard state.removing == plan else { return }
                await remove(plan, onLaunch: false, context)

            case .purgeOnLaunch:
                let settings = context.state.catalog.catalog.settings
                guard context.state.catalog.isSaved, settings.purgeOnLaunch,
                      let cutoff = settings.retention.cutoff(now: services.clock.now(), calendar: services.clock.calendar)
                else { return }
                await remove(PurgePlan(cutoff: cutoff, policy: settings.retention, count: 0), onLaunch: true, context)
            }
        }
    }

    private static func remove(_ plan: PurgePlan, onLaunch: Bool,
                               _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let history = context.services.history
        let result: Result<PurgePlan, UserFacingError>
        do {
            var done = plan
            if let cutoff = plan.cutoff {
                done.count = try await history.purgeLog(before: cutoff)
            } else {
                done.count = try await history.clearLog()
            }
            result = .success(done)
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.changeLog(.purged(result, onLaunch: onLaunch)))
    }
}
