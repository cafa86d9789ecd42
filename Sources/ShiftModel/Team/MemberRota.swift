import Foundation

/// One member's shifts over the range asked for, or why they could not be
/// read (a missing file, an unreadable one): one member's problem never
/// hides the others' rows.
package struct MemberRota: Hashable, Sendable {
    package var member: TeamMember
    package var shifts: Result<[ScheduledShift], MemberCalendarProblem>

    package init(member: TeamMember, shifts: Result<[ScheduledShift], MemberCalendarProblem>) {
        self.member = member
        self.shifts = shifts
    }
}
