import ShiftModel

/// What both front ends say of the working-time rules: the day pane, the
/// statistics screen, the warning before a change and `shifts check` name a
/// broken rule in the same sentence.
package enum RuleWords {
    /// How days are spelled in a sentence: `2026-11-23` for the command
    /// line, `Mon 23 Nov` for a screen.
    package enum DayStyle: Sendable {
        case iso, short

        func spell(_ day: CalendarDay) -> String {
            switch self {
            case .iso: day.description
            case .short: day.shortLabel
            }
        }
    }

    /// The rule's name, as a label or the start of a sentence.
    package static func name(_ rule: RuleViolation.Rule) -> String {
        switch rule {
        case .rest: "Short rest"
        case .consecutiveDays: "Too many days in a row"
        case .consecutiveNights: "Too many nights in a row"
        case .weeklyMaximum: "Weekly maximum"
        case .weeklyAverage: "Weekly average"
        }
    }

    /// The rule broken, where, the measured value and the limit:
    /// `Short rest: 10 h 59 min between Late on 2026-11-23 and Early on
    /// 2026-11-24 (at least 11 h).` Shift titles come from files: the caller
    /// sanitizes before a terminal.
    package static func sentence(_ violation: RuleViolation, days style: DayStyle = .iso) -> String {
        let hours = HoursWords.duration(minutes:)
        let detail: String
        switch violation {
        case .shortRest(let after, let before, let rest, let minimum):
            detail = "\(hours(rest)) between \(after.title) on \(style.spell(after.day)) and "
                + "\(before.title) on \(style.spell(before.day)) (at least \(hours(minimum)))"
        case .consecutiveDays(let first, let last, let maximum):
            let count = last.ordinal - first.ordinal + 1
            detail = "\(count) working days from \(style.spell(first)) to \(style.spell(last)) (at most \(maximum))"
        case .consecutiveNights(let first, let last, let maximum):
            let count = last.ordinal - first.ordinal + 1
            detail = "\(count) nights from \(style.spell(first)) to \(style.spell(last)) (at most \(maximum))"
        case .weeklyMaximum(let start, let minutes, let maximum):
            detail = "\(hours(minutes)) in the week from \(style.spell(start)) to \(style.spell(start.adding(days: 6))) "
                + "(at most \(hours(maximum)))"
        case .weeklyAverage(let first, let last, let weeks, let average, let maximum):
            detail = "\(hours(average)) a week over \(weeks.counted("week")) in the weeks from \(style.spell(first)) "
                + "to \(style.spell(last.adding(days: 6))) (at most \(hours(maximum)) on average)"
        }
        return "\(name(violation.rule)): \(detail)."
    }

    /// `No working-time rule is broken.`, `2 working-time rules are broken.`
    package static func summary(count: Int) -> String {
        count == 0 ? "No working-time rule is broken."
            : "\(count.counted("working-time rule")) \(count.agreeing("is", "are")) broken."
    }

    /// The warning before (screen) or after (command line) a change that
    /// breaks rules: `This change breaks a working-time rule:`, followed by
    /// each violation's sentence.
    package static func changeBreaks(count: Int) -> String {
        "This change breaks \(count == 1 ? "a working-time rule" : count.counted("working-time rule")):"
    }
}
