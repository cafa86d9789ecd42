import Foundation
import ShiftModel

/// Words about the team that the command line and the screens both say.
package enum TeamWords {
    /// `ok`, `missing` or `unreadable`: whether a member's calendar reads.
    package static func status(_ problem: MemberCalendarProblem?) -> String {
        switch problem {
        case nil: "ok"
        case .missing: "missing"
        case .unreadable: "unreadable"
        case .tooLarge: "too large"
        }
    }

    /// Why a member's calendar cannot be shown, in a sentence.
    package static func problem(_ problem: MemberCalendarProblem) -> String {
        switch problem {
        case .missing(let path):
            "there is nothing at \(path) yet (has the calendar been synced there?)"
        case .unreadable(let path, let reason):
            "\(path) cannot be read: \(reason); sync it again or fix it there (shifts only reads it)"
        case .tooLarge(let path, _, _):
            "\(path) is too large to show: \(reason(problem) ?? "")"
        }
    }

    /// The reason alone (no path), for a column that already shows it.
    package static func reason(_ problem: MemberCalendarProblem) -> String? {
        switch problem {
        case .missing: nil
        case .unreadable(_, let reason): reason
        case .tooLarge(_, let events, let limit):
            "\(events.counted("event")), more than the \(limit.counted("event")) read of one member: "
                + "sync a shorter range into it (vdirsyncer's start_date and end_date)"
        }
    }
}
