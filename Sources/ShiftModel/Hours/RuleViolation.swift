/// A working-time rule broken, as a fact: which rule, where, by how much.
package enum RuleViolation: Hashable, Sendable {
    /// Less rest than the minimum between the end of one shift and the
    /// start of the next.
    case shortRest(after: ScheduledShift, before: ScheduledShift, restMinutes: Int, minimum: Int)
    /// More working days in a row than allowed.
    case consecutiveDays(first: CalendarDay, last: CalendarDay, maximum: Int)
    /// More nights in a row than allowed.
    case consecutiveNights(first: CalendarDay, last: CalendarDay, maximum: Int)
    /// A week with more minutes worked than the weekly maximum.
    case weeklyMaximum(weekStart: CalendarDay, minutes: Int, maximum: Int)
    /// Weeks in a row whose average is above the limit; `averageMinutes`
    /// is the highest average of any run of `weeks` weeks among them.
    case weeklyAverage(firstWeek: CalendarDay, lastWeek: CalendarDay, weeks: Int, averageMinutes: Int, maximum: Int)

    /// Which rule, for grouping and for the words.
    package enum Rule: Hashable, Sendable, CaseIterable {
        case rest, consecutiveDays, consecutiveNights, weeklyMaximum, weeklyAverage
    }

    package var rule: Rule {
        switch self {
        case .shortRest: .rest
        case .consecutiveDays: .consecutiveDays
        case .consecutiveNights: .consecutiveNights
        case .weeklyMaximum: .weeklyMaximum
        case .weeklyAverage: .weeklyAverage
        }
    }

    /// The days the violation is about: marked on the grid, named in the day pane.
    package var days: ClosedRange<CalendarDay> {
        switch self {
        case .shortRest(let after, let before, _, _): min(after.day, before.day)...max(after.day, before.day)
        case .consecutiveDays(let first, let last, _), .consecutiveNights(let first, let last, _): first...last
        case .weeklyMaximum(let start, _, _): start...start.adding(days: 6)
        case .weeklyAverage(let first, let last, _, _, _): first...last.adding(days: 6)
        }
    }
}

extension RuleViolation {
    /// Whether this is the same rule broken further than `other`: a longer
    /// run, a shorter rest, more minutes.
    func isWorse(than other: RuleViolation) -> Bool {
        switch (self, other) {
        case (.shortRest(_, _, let rest, _), .shortRest(_, _, let otherRest, _)): rest < otherRest
        case (.consecutiveDays, .consecutiveDays), (.consecutiveNights, .consecutiveNights):
            dayCount > other.dayCount
        case (.weeklyMaximum(_, let minutes, _), .weeklyMaximum(_, let otherMinutes, _)): minutes > otherMinutes
        case (.weeklyAverage(_, _, _, let average, _), .weeklyAverage(_, _, _, let otherAverage, _)):
            average > otherAverage || dayCount > other.dayCount
        default: false
        }
    }
}

extension RuleViolation {
    /// How many days `days` spans.
    var dayCount: Int { days.upperBound.ordinal - days.lowerBound.ordinal + 1 }
}
