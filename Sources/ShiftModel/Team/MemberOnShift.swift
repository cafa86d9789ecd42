import Foundation

/// A member at work at an instant: the shift that covers it.
public struct MemberOnShift: Hashable, Sendable {
    public var member: TeamMember
    public var shift: ScheduledShift

    public init(member: TeamMember, shift: ScheduledShift) {
        self.member = member
        self.shift = shift
    }

    /// When the member's shift ends.
    public var until: Date { shift.end }
}
