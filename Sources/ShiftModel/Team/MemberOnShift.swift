import Foundation

/// A member at work at an instant: the shift that covers it.
package struct MemberOnShift: Hashable, Sendable {
    package var member: TeamMember
    package var shift: ScheduledShift

    package init(member: TeamMember, shift: ScheduledShift) {
        self.member = member
        self.shift = shift
    }

    /// When the member's shift ends.
    package var until: Date { shift.end }
}
