import Foundation
import Redux
import ShiftModel

/// Reads the change log when its screen is first shown (and on `r`), works
/// out what a purge would remove (the cutoff needs the clock), removes
/// entries once confirmed, and purges at launch when the settings say so
/// (the app sends `.purgeOnLaunch` once the catalog is loaded).
package enum ChangeLogMiddleware {
    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("changeLog", requested: AppState.requested { if case .changeLog(let effect) = $0 { effect } else { nil } }) {
            effect, context in
            let services = context.services
            switch effect {
            case .load:
                let result: Result<[ChangeLogEntry], UserFacingError>
                do {
                    result = .success(try await services.history.logEntries())
                } catch {
                    result = .failure(UserFacingError(error))
                }
                guard !Task.isCancelled else { return }
                await context.dispatch(.changeLog(.loaded(result)))

            case .planPurge:
                let entries = context.state.changeLog.entries
                let policy = context.state.catalog.catalog.settings.retention
                let plan = policy.cutoff(now: services.clock.now(), calendar: services.clock.calendar).map { cutoff in
                    PurgePlan(cutoff: cutoff, policy: policy, count: entries.count { $0.time < cutoff })
                }
                await context.dispatch(.changeLog(.purgePlanned(plan)))

            case .remove(let plan):
                await remove(plan, onLaunch: false, context)

            case .purgeOnLaunch:
                // What the user chose in the settings, and a catalog that
                // is theirs (saved), not the defaults of a first run.
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
