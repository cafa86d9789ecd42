import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation

/// `shifts check --json`: `{"from", "to", "violations": [{"rule", "from",
/// "to", "value", "limit", "unit", "message"}]}`.
struct CheckJSON: Encodable {
    struct Violation: Encodable {
        var rule: String
        var from: String
        var to: String
        var value: Int
        var limit: Int
        /// `minutes` or `days`.
        var unit: String
        var message: String
    }

    var from: String
    var to: String
    var violations: [Violation]

    init(range: ClosedRange<CalendarDay>, violations: [RuleViolation]) {
        from = range.lowerBound.description
        to = range.upperBound.description
        self.violations = violations.map(Self.violation)
    }

    static func violation(_ violation: RuleViolation) -> Violation {
        let (rule, value, limit, unit): (String, Int, Int, String)
        switch violation {
        case .shortRest(_, _, let rest, let minimum): (rule, value, limit, unit) = ("rest", rest, minimum, "minutes")
        case .consecutiveDays(let first, let last, let maximum):
            (rule, value, limit, unit) = ("consecutiveDays", last.ordinal - first.ordinal + 1, maximum, "days")
        case .consecutiveNights(let first, let last, let maximum):
            (rule, value, limit, unit) = ("consecutiveNights", last.ordinal - first.ordinal + 1, maximum, "days")
        case .weeklyMaximum(_, let minutes, let maximum): (rule, value, limit, unit) = ("weeklyMaximum", minutes, maximum, "minutes")
        case .weeklyAverage(_, _, _, let average, let maximum):
            (rule, value, limit, unit) = ("weeklyAverage", average, maximum, "minutes")
        }
        return Violation(rule: rule, from: violation.days.lowerBound.description, to: violation.days.upperBound.description,
                         value: value, limit: limit, unit: unit, message: RuleWords.sentence(violation))
    }
}
