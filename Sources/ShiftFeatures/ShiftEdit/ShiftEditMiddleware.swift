import Foundation
import Redux
import ShiftModel

/// Writes every change to shifts: plans requests (or checks a ready
/// operation) against the calendar as it is now, never against what a
/// screen loaded earlier, writes the operation through the history service
/// (one all-or-nothing calendar write, recorded in the change log and undo
/// history with it), and reports. Never throws.
public enum ShiftEditMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("shiftEdit", accepts: { action in
            switch action {
            case .shiftEdit(.request), .shiftEdit(.apply): true
            default: false
            }
        }, run: { context in
            let source: ShiftEditSource
            let outcome: Result<HistoryCommit, UserFacingError>
            switch context.action {
            case .shiftEdit(.request(let requests)):
                source = .edit
                outcome = await write(context, source: source, days: requests.map(\.day)) { planner, current in
                    let ids = context.services.ids
                    return planner.plan(requests, current: current, newID: { ShiftID(ids.makeID()) })
                }
            case .shiftEdit(.apply(let operation, let given)):
                source = given
                outcome = await write(context, source: source, days: operation.days) { planner, current in
                    planner.verify(operation, current: current)
                }
            default:
                return
            }
            guard !Task.isCancelled else { return }
            switch outcome {
            case .success(let recorded):
                await context.dispatch(.history(.recorded(recorded)))
                await context.dispatch(.shiftEdit(.applied(recorded.operation, source: source)))
                // The Today screen shows the day as the calendar has it now.
                if context.state.today.selectedDay != nil { await context.dispatch(.today(.load)) }
            case .failure(let error):
                await context.dispatch(.shiftEdit(.failed(error, source: source)))
            }
        })
    }

    /// Loads the shifts around `days`, lets `decide` make the operation,
    /// and commits it with its change-log entries and undo move.
    private static func write(
        _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>, source: ShiftEditSource,
        days: [CalendarDay],
        decide: (ShiftEditPlanner, [ScheduledShift]) -> Result<ShiftOperation, ShiftEditRefusal>
    ) async -> Result<HistoryCommit, UserFacingError> {
        let services = context.services
        let calendar = services.clock.calendar
        let planner = ShiftEditPlanner(catalog: context.state.catalog.catalog, calendar: calendar)
        guard let range = ShiftEditPlanner.neighbourhood(of: days, in: calendar) else {
            return .failure(UserFacingError(message: "Nothing to change."))
        }
        do {
            let current = try await services.calendar.shifts(in: range)
            let operation: ShiftOperation
            switch decide(planner, current) {
            case .success(let planned): operation = planned
            case .failure(let refusal): return .failure(UserFacingError(message: refusal.message))
            }
            let commit = commit(for: operation, source: source, state: context.state, services: services)
            return .success(try await services.history.commit(commit))
        } catch {
            return .failure(UserFacingError(error))
        }
    }

    /// The commit that records `operation`: a new id, now (to the second,
    /// as the files keep it), the user's display name, and for an undo or
    /// redo the step it moves.
    private static func commit(for operation: ShiftOperation, source: ShiftEditSource, state: AppState,
                               services: ServiceContainer) -> HistoryCommit {
        let now = services.clock.now().timeIntervalSince1970.rounded(.down)
        return HistoryCommit(id: services.ids.makeID(), time: Date(timeIntervalSince1970: now),
                             user: state.catalog.catalog.profile.displayName, source: source, operation: operation,
                             stepID: state.history.step(for: operation, source: source)?.id)
    }
}
