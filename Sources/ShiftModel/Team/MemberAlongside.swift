import Foundation

/// A member whose shifts overlap the user's on a day: their shifts that do.
package struct MemberAlongside: Hashable, Sendable {
    package var member: TeamMember
    /// The member's shifts that overlap one of the user's, in start order.
    package var shifts: [ScheduledShift]

    package init(member: TeamMember, shifts: [ScheduledShift]) {
        self.member = member
        self.shifts = shifts
    }
}
