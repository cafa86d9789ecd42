import Foundation
import ShiftModel

/// The rules check of a change, made after it is planned and before it is
/// written, on the shifts of the days the rules look at around it.
enum ChangeRuleCheck {
    /// Whether `requests` can break a rule: they add work (an add, a switch,
    /// a sick mark taken off). A delete, notes or a sick mark only take
    /// work away.
    static func canBreakRules(_ requests: [ShiftEditRequest]) -> Bool {
        requests.contains { request in
            switch request {
            case .add, .switchType, .unmarkSick: true
            case .delete, .setNotes, .markSick, .addShift, .addAbsence: false
            }
        }
    }

    /// The days a change's requests are on, first to last.
    static func days(of requests: [ShiftEditRequest]) -> ClosedRange<CalendarDay>? {
        let days = requests.flatMap(\.days)
        guard let first = days.min(), let last = days.max() else { return nil }
        return first...last
    }

    /// The instants of `days`, from the first's midnight to the midnight after the last.
    static func interval(_ days: ClosedRange<CalendarDay>, in calendar: Calendar) -> DateInterval {
        DateInterval(start: days.lowerBound.start(in: calendar), end: days.upperBound.adding(days: 1).start(in: calendar))
    }

    /// The rules `operation` would break on `range` that `context` (the
    /// shifts of the check's context, as the calendar holds them) does not
    /// break already.
    static func newViolations(of operation: ShiftOperation, context: [ScheduledShift],
                              range: ClosedRange<CalendarDay>, calculator: HoursCalculator) -> [RuleViolation] {
        var after = context
        for edit in operation.edits {
            if let before = edit.before { after.removeAll { $0.id == before.id } }
            if let changed = edit.after {
                after.removeAll { $0.id == changed.id }
                after.append(changed)
            }
        }
        return calculator.newViolations(before: context, after: after, range: range)
    }
}
