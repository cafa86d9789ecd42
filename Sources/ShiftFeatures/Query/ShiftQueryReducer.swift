import Foundation
import Redux
import ShiftModel

package enum ShiftQueryReducer {
    package static let reducer = Reducer<ShiftQueryState, ShiftQueryAction> { state, action in
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
    package static func answer(_ question: ShiftQueryState.Question, from loaded: [ScheduledShift],
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
    package static func interval(for question: ShiftQueryState.Question, in calendar: Calendar) -> DateInterval {
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
