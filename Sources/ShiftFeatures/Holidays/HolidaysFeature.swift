import Redux
import ShiftModel

/// The public holidays the user imported, as the screens mark them: read
/// at start and again when the data files change.
public struct HolidaysState: Hashable, Sendable {
    public var holidays: PublicHolidays
    /// Why the last read failed (the holidays read before stay), or nil.
    public var problem: String?

    public init(holidays: PublicHolidays = PublicHolidays(), problem: String? = nil) {
        self.holidays = holidays
        self.problem = problem
    }
}

public enum HolidaysAction: Hashable, Sendable {
    /// Read the holidays (at start; their file changing and a reload read
    /// them too).
    case load
    /// What the read found, sent only when it differs from what is held.
    case loaded(Result<PublicHolidays, UserFacingError>)
}

public enum HolidaysReducer {
    public static let reducer = Reducer<HolidaysState, HolidaysAction>(reduce)

    public static func reduce(_ state: inout HolidaysState, _ action: HolidaysAction) {
        switch action {
        case .load:
            break
        case .loaded(.success(let holidays)):
            state = HolidaysState(holidays: holidays)
        case .loaded(.failure(let error)):
            state.problem = error.message
        }
    }
}

/// Reads the holidays through `HolidayService` at start, when `holidays.ics`
/// changes on disk (`shifts holidays import` or `clear` while the app runs)
/// and when the user reloads (r), and tells the store only what differs
/// from what it holds.
public enum HolidaysMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("holidays", handling: { action -> Bool? in readsHolidays(action) ? true : nil }) { _, context in
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

    /// The actions after which the holidays are read again: the first
    /// read, their file changing, and a reload the user asked for.
    static func readsHolidays(_ action: AppAction) -> Bool {
        switch action {
        case .holidays(.load), .today(.retry), .schedule(.reload), .statistics(.reload): true
        case .refresh(.filesChanged(let files)): files.contains(.holidays)
        default: false
        }
    }
}
