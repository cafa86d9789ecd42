import Redux
import ShiftModel

/// The public holidays the user imported, as the screens mark them: read
/// at start and again when the data files change.
package struct HolidaysState: Hashable, Sendable {
    package var holidays: PublicHolidays
    /// Why the last read failed (the holidays read before stay), or nil.
    package var problem: String?

    package init(holidays: PublicHolidays = PublicHolidays(), problem: String? = nil) {
        self.holidays = holidays
        self.problem = problem
    }
}

package enum HolidaysAction: Hashable, Sendable {
    /// Read the holidays: at start, when their file changes on disk, and
    /// when the user reloads (r).
    case load
    /// What the read found, sent only when it differs from what is held.
    case loaded(Result<PublicHolidays, UserFacingError>)
}

extension HolidaysAction {
    /// The holidays' part of an app action: their own, their file changing,
    /// and a reload the user asked for.
    package init?(app action: AppAction) {
        switch action {
        case .holidays(let own): self = own
        case .today(.retry), .schedule(.reload), .statistics(.reload): self = .load
        case .refresh(.filesChanged(let files)) where files.contains(.holidays): self = .load
        default: return nil
        }
    }
}

package enum HolidaysReducer {
    package static let reducer = EffectReducer<HolidaysState, Void, HolidaysAction, HolidaysEffect> { state, action, _ in
        reduce(&state, action)
    }

    /// A read is requested each time it is asked for: what was read before
    /// stays shown meanwhile.
    @discardableResult
    package static func reduce(_ state: inout HolidaysState, _ action: HolidaysAction) -> HolidaysEffect? {
        switch action {
        case .load:
            return .load
        case .loaded(.success(let holidays)):
            state = HolidaysState(holidays: holidays)
        case .loaded(.failure(let error)):
            state.problem = error.message
        }
        return nil
    }
}

/// What the holidays reducer asks for: the holidays read.
package enum HolidaysEffect: Hashable, Sendable {
    case load
}

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
