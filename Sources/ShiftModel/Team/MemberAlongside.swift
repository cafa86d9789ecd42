import Foundation

/// A member whose shifts overlap the user's on a day: their shifts that do.
public struct MemberAlongside: Hashable, Sendable {
    public var member: TeamMember
    /// The member's shifts that overlap one of the user's, in start order.
    public var shifts: [ScheduledShift]

    public init(member: TeamMember, shifts: [ScheduledShift]) {
        self.member = member
        self.shifts = shifts
    }
}
