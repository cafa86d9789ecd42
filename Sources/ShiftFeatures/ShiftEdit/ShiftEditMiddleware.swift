import Foundation
import Redux
import ShiftModel

/// Writes every change to shifts: plans requests (or checks a ready
/// operation) against the calendar as it is now, never against what a
/// screen loaded earlier, writes the operation with one `apply` call, reads
/// the changed shifts back, and reports. Never throws.
public enum ShiftEditMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("shiftEdit", accepts: { action in
            switch action {
            case .shiftEdit(.request), .shiftEdit(.apply): true
            default: false
            }
        }, run: { context in
            let source: ShiftEditSource
            let outcome: Result<ShiftOperation, UserFacingError>
            switch context.action {
            case .shiftEdit(.request(let requests)):
                source = .edit
                outcome = await write(context, days: requests.map(\.day)) { planner, current in
                    let ids = context.services.ids
                    return planner.plan(requests, current: current, newID: { ShiftID(ids.makeID()) })
                }
            case .shiftEdit(.apply(let operation, let given)):
                source = given
                outcome = await write(context, days: operation.days) { planner, current in
                    planner.verify(operation, current: current)
                }
            default:
                return
            }
            guard !Task.isCancelled else { return }
            switch outcome {
            case .success(let operation):
                await context.dispatch(.shiftEdit(.applied(operation, source: source)))
                // The Today screen shows the day as the calendar has it now.
                if context.state.today.selectedDay != nil { await context.dispatch(.today(.load)) }
            case .failure(let error):
                await context.dispatch(.shiftEdit(.failed(error, source: source)))
            }
        })
    }

    /// Loads the shifts around `days`, lets `decide` make the operation,
    /// writes it and reads the written shifts back.
    private static func write(
        _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>, days: [CalendarDay],
        decide: (ShiftEditPlanner, [ScheduledShift]) -> Result<ShiftOperation, ShiftEditRefusal>
    ) async -> Result<ShiftOperation, UserFacingError> {
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
            try await services.calendar.apply(operation.changes)
            return .success(await readBack(operation, from: services.calendar, calendar: calendar))
        } catch {
            return .failure(UserFacingError(error))
        }
    }

    /// The operation with each `after` as the calendar stores it, so an undo
    /// later compares against exactly what is there. The write succeeded, so
    /// a failure to read back keeps the operation as planned.
    private static func readBack(_ operation: ShiftOperation, from service: any CalendarService,
                                 calendar: Calendar) async -> ShiftOperation {
        guard let range = ShiftEditPlanner.neighbourhood(of: operation.days, in: calendar),
              let stored = try? await service.shifts(in: range) else { return operation }
        let byID = Dictionary(stored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ShiftOperation(operation.edits.map { $0.with(after: byID[$0.shiftID]) })
    }
}
