import Foundation

/// A swap (or a give-away, `theirs` nil) left out because it would break
/// working-time rules: the rules each person would break that they do not
/// break already.
public struct BlockedSwap: Hashable, Sendable {
    public var member: TeamMember
    public var theirs: ScheduledShift?
    public var yourViolations: [RuleViolation]
    public var theirViolations: [RuleViolation]

    public init(member: TeamMember, theirs: ScheduledShift?, yourViolations: [RuleViolation],
                theirViolations: [RuleViolation]) {
        self.member = member
        self.theirs = theirs
        self.yourViolations = yourViolations
        self.theirViolations = theirViolations
    }
}
