import ShiftFeatures
import ShiftModel

/// The working-time rules a change or the month breaks, in words: in the
/// question before a change, and in the day pane for the cursor's day.
/// (The command line says its own; these are the screen's.)
enum ViolationWords {
    /// `8 h`, `10 h 59 min`.
    static func duration(minutes: Int) -> String {
        ShiftLength.label(seconds: Double(minutes) * 60)
    }

    /// `Mon 1 Dec to Sun 7 Dec`.
    static func span(_ first: CalendarDay, _ last: CalendarDay) -> String {
        "\(first.shortLabel) to \(last.shortLabel)"
    }

    /// One rule broken, as the question names it: `rest of 8 h after L Late
    /// on Mon 7 Dec (at least 11 h)`.
    static func phrase(_ violation: RuleViolation) -> String {
        switch violation {
        case .shortRest(let after, _, let rest, let minimum):
            "rest of \(duration(minutes: rest)) after \(after.name) on \(after.day.shortLabel) "
                + "(at least \(duration(minutes: minimum)))"
        case .consecutiveDays(let first, let last, let maximum):
            "\(days(first, last)) working days in a row, \(span(first, last)) (at most \(maximum))"
        case .consecutiveNights(let first, let last, let maximum):
            "\(days(first, last)) nights in a row, \(span(first, last)) (at most \(maximum))"
        case .weeklyMaximum(let start, let minutes, let maximum):
            "\(duration(minutes: minutes)) in the week from \(start.shortLabel) (at most \(duration(minutes: maximum)))"
        case .weeklyAverage(let first, let last, let weeks, let average, let maximum):
            "an average of \(duration(minutes: average)) a week over \(weeks) weeks, "
                + "\(span(first, last.adding(days: 6))) (at most \(duration(minutes: maximum)))"
        }
    }

    /// The question after a change that breaks rules: `This breaks a rule:
    /// rest of 8 h after L Late on Mon 7 Dec (at least 11 h). Save anyway?
    /// y saves, n goes back (nothing is saved).`
    static func question(_ question: RulesQuestion) -> String {
        let count = question.violations.count
        let named = question.violations.prefix(2).map(phrase).joined(separator: "; ")
        let more = count > 2 ? "; and \(count - 2) more" : ""
        let rules = count == 1 ? "a rule" : "\(count) rules"
        return "This breaks \(rules): \(named)\(more). Save anyway? "
            + "\(KeyWords.key(.answer(true), in: .rulesQuestion)) saves, "
            + "\(KeyWords.key(.answer(false), in: .rulesQuestion)) goes back (nothing is saved)."
    }

    /// A rule broken on `day`, as the day pane says it: `Rest 10 h 59 min
    /// before E Early: at least 11 h`.
    static func onDay(_ violation: RuleViolation, day: CalendarDay) -> String {
        switch violation {
        case .shortRest(let after, let before, let rest, let minimum):
            let which = before.day == day ? "before \(before.name)" : "after \(after.name)"
            return "Rest \(duration(minutes: rest)) \(which): at least \(duration(minutes: minimum))"
        case .consecutiveDays(let first, let last, let maximum):
            return "\(days(first, last)) working days in a row (\(span(first, last))): at most \(maximum)"
        case .consecutiveNights(let first, let last, let maximum):
            return "\(days(first, last)) nights in a row (\(span(first, last))): at most \(maximum)"
        case .weeklyMaximum(let start, let minutes, let maximum):
            return "\(duration(minutes: minutes)) in the week from \(start.shortLabel): "
                + "at most \(duration(minutes: maximum))"
        case .weeklyAverage(_, let last, let weeks, let average, let maximum):
            return "\(duration(minutes: average)) a week on average over \(weeks) weeks to "
                + "\(last.adding(days: 6).shortLabel): at most \(duration(minutes: maximum))"
        }
    }

    /// How many days from `first` to `last`, both counted.
    private static func days(_ first: CalendarDay, _ last: CalendarDay) -> Int {
        last.ordinal - first.ordinal + 1
    }
}
