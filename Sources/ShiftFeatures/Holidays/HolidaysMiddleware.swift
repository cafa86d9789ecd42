import Redux
import ShiftModel

/// Reads the holidays through `HolidayService` when the reducer requests
/// it, and tells the store only what differs from what it holds.
package enum HolidaysMiddleware {
    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("holidays", requested: AppState.requested { if case .holidays(let effect) = $0 { effect } else { nil } }) {
            _, context in
            let result: Result<PublicHolidays, UserFacingError>
            do { result = .success(try await context.services.holidays.load()) } catch {
                result = .failure(UserFacingError(error))
            }
            guard !Task.isCancelled else { return }
            let held = context.state.holidays
            switch result {
            case .success(let holidays) where holidays == held.holidays && held.problem == nil: return
            case .failure(let error) where error.message == held.problem: return
            default: await context.dispatch(.holidays(.loaded(result)))
            }
        }
    }
}
