import Foundation

/// Why a member's calendar could not be read, as a fact.
package enum MemberCalendarProblem: Error, Hashable, Sendable {
    /// Nothing at the path (never synced, or moved).
    case missing(path: String)
    /// There, but not a calendar this program can read: the reason.
    case unreadable(path: String, reason: String)
    /// More events (a vdir: files) than are read of one member, `limit`:
    /// what one member may take of memory is bounded, and such a calendar
    /// is not shown in part.
    case tooLarge(path: String, events: Int, limit: Int)
}
