import Foundation

/// A swap (or a give-away, `theirs` nil) left out because it would break
/// working-time rules: the rules each person would break that they do not
/// break already.
package struct BlockedSwap: Hashable, Sendable {
    package var member: TeamMember
    package var theirs: ScheduledShift?
    package var yourViolations: [RuleViolation]
    package var theirViolations: [RuleViolation]

    package init(member: TeamMember, theirs: ScheduledShift?, yourViolations: [RuleViolation],
                theirViolations: [RuleViolation]) {
        self.member = member
        self.theirs = theirs
        self.yourViolations = yourViolations
        self.theirViolations = theirViolations
    }
}
