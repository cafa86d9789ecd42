import Foundation

/// One member's shifts over the range asked for, or why they could not be
/// read (a missing file, an unreadable one): one member's problem never
/// hides the others' rows.
public struct MemberRota: Hashable, Sendable {
    public var member: TeamMember
    public var shifts: Result<[ScheduledShift], MemberCalendarProblem>

    public init(member: TeamMember, shifts: Result<[ScheduledShift], MemberCalendarProblem>) {
        self.member = member
        self.shifts = shifts
    }
}
