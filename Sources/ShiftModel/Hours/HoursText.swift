/// Hours as typed into a form: `38`, `38:30` or `7:05` (hours, then minutes
/// under 60), read as minutes.
package enum HoursText {
    /// The minutes `text` means, or nil when it is not hours in that form.
    package static func minutes(_ text: String) -> Int? {
        let typed = text.trimmingWhitespace()
        let parts = typed.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hours = Int(parts[0]) else { return nil }
        guard parts.count == 2 else { return hours * 60 }
        guard parts[1].count == 2, let minutes = Int(parts[1]), minutes < 60 else { return nil }
        return hours * 60 + minutes
    }

    /// `38:30`, `8:00`: how a form shows minutes as hours.
    package static func text(_ minutes: Int) -> String {
        let rest = minutes % 60
        return "\(minutes / 60):\(rest < 10 ? "0" : "")\(rest)"
    }

    /// `-12:30`, `+40`, `0`: hours with a sign, as a balance is typed.
    package static func signedMinutes(_ text: String) -> Int? {
        let typed = text.trimmingWhitespace()
        if let sign = typed.first, sign == "-" || sign == "+" {
            return minutes(String(typed.dropFirst())).map { sign == "-" ? -$0 : $0 }
        }
        return minutes(typed)
    }

    /// `-12:30`, `+40:00`, `0:00`: how a form shows a balance.
    package static func signedText(_ minutes: Int) -> String {
        minutes < 0 ? "-" + text(-minutes) : minutes > 0 ? "+" + text(minutes) : text(0)
    }

    /// The minutes of signed `text` inside `range`, else its problem.
    package static func parsedSigned(_ text: String, in range: ClosedRange<Int>) -> Reading {
        guard let minutes = signedMinutes(text), range.contains(minutes) else {
            return .problem(.notSignedHours(lowest: range.lowerBound, highest: range.upperBound))
        }
        return .value(minutes)
    }

    /// The minutes of `text` when they are hours inside `range`, else its problem.
    package static func parsed(_ text: String, in range: ClosedRange<Int>) -> Reading {
        guard let minutes = minutes(text), range.contains(minutes) else {
            return .problem(.notHours(lowest: range.lowerBound, highest: range.upperBound))
        }
        return .value(minutes)
    }

    /// A whole number inside `range`, else its problem.
    package static func number(_ text: String, in range: ClosedRange<Int>) -> Reading {
        let typed = text.trimmingWhitespace()
        guard typed.count <= 6, !typed.isEmpty, typed.allSatisfy({ $0.isASCII && $0.isNumber }),
              let value = Int(typed), range.contains(value) else {
            return .problem(.notANumber(lowest: range.lowerBound, highest: range.upperBound))
        }
        return .value(value)
    }

    /// What a field of hours or of a count reads as.
    package enum Reading: Hashable, Sendable {
        case value(Int)
        case problem(FieldProblem)
    }
}

extension WorkingTimeSettings {
    /// Contract hours a week: up to every hour of it.
    package static let contractRange = 0...(168 * 60)
}

extension WorkingTimeLimits {
    /// The least rest: up to a day.
    package static let restRange = 0...(24 * 60)
    /// Days or nights in a row.
    package static let consecutiveRange = 1...31
    /// A week's maximum and the average's: from an hour to every hour of the week.
    package static let weeklyRange = 60...(168 * 60)
    /// The weeks the average is taken over: up to a year.
    package static let averagingRange = 1...52
}
