import Foundation
import Redux
import ShiftModel

/// A read-only question about the calendar, asked from the command line
/// (`shifts list`, `next`, `export`): the shifts of a range of days, or the
/// next shift after a moment. Served by the same CalendarService as the
/// screens, through its own small store.
public struct ShiftQueryState: Hashable, Sendable {
    public enum Question: Hashable, Sendable {
        /// Shifts that start on a day from `first` through `last`.
        case days(first: CalendarDay, last: CalendarDay)
        /// The first shift that starts at or after `after`, looking ahead
        /// `withinDays` days.
        case next(after: Date, withinDays: Int)
        /// The first shift whose `reminder` rings at or after `after`,
        /// looking ahead `withinDays` days (shifts without an alarm skipped).
        case nextReminder(after: Date, reminder: ShiftReminder, withinDays: Int)
    }

    public var question: Question?
    public var isLoading = false
    /// The answer, in start order.
    public var shifts: [ScheduledShift] = []
    public var errorMessage: String?

    public init() {}
}

public enum ShiftQueryAction: Hashable, Sendable {
    case ask(ShiftQueryState.Question)
    case answered(Result<[ScheduledShift], UserFacingError>)
}

public enum ShiftQueryReducer {
    public static let reducer = Reducer<ShiftQueryState, ShiftQueryAction> { state, action in
        switch action {
        case .ask(let question):
            state.question = question
            state.isLoading = true
            state.shifts = []
            state.errorMessage = nil
        case .answered(.success(let shifts)):
            state.isLoading = false
            state.shifts = shifts
        case .answered(.failure(let error)):
            state.isLoading = false
            state.errorMessage = error.message
        }
    }

    /// Keeps what answers `question` out of what the service returned (it
    /// returns every shift that intersects the interval asked), in start order.
    /// A question for days keeps what is listed on them (`DayListing`): a
    /// week of leave that began before the first day is still on it.
    public static func answer(_ question: ShiftQueryState.Question, from loaded: [ScheduledShift],
                              in calendar: Calendar) -> [ScheduledShift] {
        let sorted = loaded.sorted(by: ScheduledShift.startOrder)
        switch question {
        case .days(let first, let last):
            return sorted.filter { $0.isListed(from: first, through: last, in: calendar) }
        case .next(let after, _):
            return sorted.first { $0.start >= after }.map { [$0] } ?? []
        case .nextReminder(let after, let reminder, _):
            return sorted.first { shift in reminder.time(for: shift).map { $0 >= after } ?? false }.map { [$0] } ?? []
        }
    }

    /// The interval to load for `question`.
    public static func interval(for question: ShiftQueryState.Question, in calendar: Calendar) -> DateInterval {
        switch question {
        case .days(let first, let last):
            return DateInterval(start: first.start(in: calendar),
                                end: max(last, first).adding(days: 1).start(in: calendar))
        case .next(let after, let days):
            return DateInterval(start: after, end: after.addingTimeInterval(Double(max(1, days)) * 86_400))
        case .nextReminder(let after, let reminder, let days):
            // A shift rings before it starts: look from the first start
            // whose alarm is not past.
            let start = after.addingTimeInterval(Double(reminder.minutesBefore) * 60)
            return DateInterval(start: start, end: start.addingTimeInterval(Double(max(1, days)) * 86_400))
        }
    }
}

public typealias ShiftQueryStore = Store<ShiftQueryState, ShiftQueryAction, ServiceContainer>

/// Asks the calendar service; never throws: a failure becomes `.answered(.failure)`.
public enum ShiftQueryMiddleware {
    public static func make() -> Middleware<ShiftQueryState, ShiftQueryAction, ServiceContainer> {
        Middleware("query", handling: { action in
            if case .ask(let question) = action { return question }
            return nil
        }, run: { question, context in
            let calendar = context.services.clock.calendar
            let result: Result<[ScheduledShift], UserFacingError>
            do {
                let loaded = try await context.services.calendar.shifts(
                    in: ShiftQueryReducer.interval(for: question, in: calendar))
                result = .success(ShiftQueryReducer.answer(question, from: loaded, in: calendar))
            } catch {
                result = .failure(UserFacingError(error))
            }
            await context.dispatch(.answered(result))
        })
    }

    @UIActor
    public static func makeStore(services: ServiceContainer) -> ShiftQueryStore {
        ShiftQueryStore(state: ShiftQueryState(), reducer: ShiftQueryReducer.reducer, services: services,
                        middlewares: [make()])
    }
}
