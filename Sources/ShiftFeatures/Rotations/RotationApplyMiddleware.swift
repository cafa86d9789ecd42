import Foundation
import Redux
import ShiftModel

/// Reads the shifts of the days a rotation is to be applied to, for its
/// preview. Writing goes the way of every change (`ShiftEditMiddleware`).
package enum RotationApplyMiddleware {
    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("rotationApply", requested: AppState.requested { effect -> RotationApplyRequest? in
            if case .rotationApplyPreview(let request) = effect { request } else { nil }
        }) { request, context in
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
