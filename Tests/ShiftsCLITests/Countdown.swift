import Foundation

/// The countdowns a command may print, when it ran at some moment between
/// the start of the minute a test began in and now: the process reads its
/// own clock, and on a busy machine minutes may pass between the test's
/// "now" and the command's. The bounds follow from the clock, not from a
/// guess at how long a run takes.
enum Countdown {
    /// Whole minutes from any moment in [`startedMinute`, now] to `target`
    /// (seconds since 1970), rounded either way.
    static func possibleMinutes(until target: Double, since startedMinute: Double) -> ClosedRange<Int> {
        let latest = Date().timeIntervalSince1970
        return Int(((target - latest) / 60).rounded(.down))...Int(((target - startedMinute) / 60).rounded(.up))
    }

    /// The whole number right after `key` in `text`:
    /// `number(after: "\"startsInMinutes\":", in: json)`.
    static func number(after key: String, in text: String) -> Int? {
        guard let range = text.range(of: key) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// The minutes of a leading "in 2 h 4 min" (124), or "in 4 min" (4).
    static func leadingMinutes(_ text: String) -> Int? {
        if let match = text.prefixMatch(of: #/in (\d+) h (\d+) min/#) {
            return Int(match.output.1).flatMap { hours in Int(match.output.2).map { hours * 60 + $0 } }
        }
        return text.prefixMatch(of: #/in (\d+) min/#).flatMap { Int($0.output.1) }
    }
}
