import Foundation

/// A straight swap: the member takes the user's shift, and the user takes
/// `theirs`, which falls on one of the user's free days.
package struct StraightSwap: Hashable, Sendable {
    package var member: TeamMember
    /// The member's shift the user would take, its day in the user's zone.
    package var theirs: ScheduledShift

    package init(member: TeamMember, theirs: ScheduledShift) {
        self.member = member
        self.theirs = theirs
    }
}
