import Foundation
import Redux
import ShiftModel

/// Reads the shifts of the days a rotation is to be applied to, for its
/// preview. Writing goes the way of every change (`ShiftEditMiddleware`).
public enum RotationApplyMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("rotationApply", handling: { action -> RotationApplyRequest? in
            if case .rotationApply(.requested(let request)) = action { return request }
            return nil
        }) { request, context in
            // Only what the reducer took.
            guard context.state.rotationApply.loading == request else { return }
            let services = context.services
            let result: Result<[ScheduledShift], UserFacingError>
            do {
                let range = ShiftEditPlanner.neighbourhood(of: [request.days.lowerBound, request.days.upperBound],
                                                           in: services.clock.calendar)
                var shifts: [ScheduledShift] = []
                if let range { shifts = try await services.calendar.shifts(in: range) }
                result = .success(shifts)
            } catch {
                result = .failure(UserFacingError(error))
            }
            guard !Task.isCancelled else { return }
            await context.dispatch(.rotationApply(.loaded(request, result)))
        }
    }
}
