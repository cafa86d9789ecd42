import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// The working-time rules a change or the month breaks, in words: in the
/// question before a change, and in the day pane for the cursor's day.
/// (The command line says its own; these are the screen's.)
enum ViolationWords {

    /// `Mon 1 Dec to Sun 7 Dec`.
    static func span(_ first: CalendarDay, _ last: CalendarDay) -> String {
        "\(first.shortLabel) to \(last.shortLabel)"
    }

    /// The question after a change that breaks rules, in the command
    /// line's sentences: `This change breaks a working-time rule: Short
    /// rest: 8 h between Late on Mon 7 Dec and Early on Tue 8 Dec (at least
    /// 11 h). Save anyway? y saves, n goes back (nothing is saved).` At most
    /// two are named; the day pane names them all.
    static func question(_ question: RulesQuestion) -> String {
        let count = question.violations.count
        let named = question.violations.prefix(2).map { RuleWords.sentence($0, days: .short).sanitizedForTerminal }
        let more = count > 2 ? " And \((count - 2).counted("more rule")) broken." : ""
        return "\(RuleWords.changeBreaks(count: count)) \(named.joined(separator: " "))\(more) Save anyway? "
            + "\(KeyWords.key(.answer(true), in: .rulesQuestion)) saves, "
            + "\(KeyWords.key(.answer(false), in: .rulesQuestion)) goes back (nothing is saved)."
    }

    /// A rule broken on `day`, as the day pane says it: `Rest 10 h 59 min
    /// before E Early: at least 11 h`.
    static func onDay(_ violation: RuleViolation, day: CalendarDay) -> String {
        switch violation {
        case .shortRest(let after, let before, let rest, let minimum):
            let which = before.day == day ? "before \(before.name)" : "after \(after.name)"
            return "Rest \(HoursWords.duration(minutes: rest)) \(which): at least \(HoursWords.duration(minutes: minimum))"
        case .consecutiveDays(let first, let last, let maximum):
            return "\(days(first, last)) working days in a row (\(span(first, last))): at most \(maximum)"
        case .consecutiveNights(let first, let last, let maximum):
            return "\(days(first, last)) nights in a row (\(span(first, last))): at most \(maximum)"
        case .weeklyMaximum(let start, let minutes, let maximum):
            return "\(HoursWords.duration(minutes: minutes)) in the week from \(start.shortLabel): "
                + "at most \(HoursWords.duration(minutes: maximum))"
        case .weeklyAverage(_, let last, let weeks, let average, let maximum):
            return "\(HoursWords.duration(minutes: average)) a week on average over \(weeks) weeks to "
                + "\(last.adding(days: 6).shortLabel): at most \(HoursWords.duration(minutes: maximum))"
        }
    }

    /// How many days from `first` to `last`, both counted.
    private static func days(_ first: CalendarDay, _ last: CalendarDay) -> Int {
        last.ordinal - first.ordinal + 1
    }
}
