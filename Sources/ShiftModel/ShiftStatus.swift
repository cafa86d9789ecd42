import Foundation

/// Where a shift stands at a moment: not begun, running, or over. A pure
/// function of the shift and "now"; "now" comes from the injected clock, as a
/// whole minute (`minute(of:)`), so the status changes once a minute at most.
package enum ShiftStatus: Hashable, Sendable {
    /// Starts in this many minutes (at least 1).
    case upcoming(minutesToStart: Int)
    /// Began this many minutes ago, ends in this many (at least 1).
    case running(minutesDone: Int, minutesLeft: Int)
    case done

    package init(of shift: ScheduledShift, at now: Date) {
        if now < shift.start {
            self = .upcoming(minutesToStart: Self.wholeMinutes(shift.start.timeIntervalSince(now), roundingUp: true))
        } else if now < shift.end {
            self = .running(minutesDone: Self.wholeMinutes(now.timeIntervalSince(shift.start), roundingUp: false),
                            minutesLeft: Self.wholeMinutes(shift.end.timeIntervalSince(now), roundingUp: true))
        } else {
            self = .done
        }
    }

    /// How much of a running shift is behind, from 0 to 1.
    package var progress: Double? {
        guard case .running(let done, let left) = self else { return nil }
        return Double(done) / Double(max(1, done + left))
    }

    /// The start of the minute `date` falls in: the instant the screens
    /// count from, so a countdown moves on whole minutes.
    package static func minute(of date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }

    private static func wholeMinutes(_ seconds: TimeInterval, roundingUp: Bool) -> Int {
        let minutes = seconds / 60
        return max(roundingUp ? 1 : 0, Int(roundingUp ? minutes.rounded(.up) : minutes.rounded(.down)))
    }
}
