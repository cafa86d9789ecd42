import ShiftModel

/// A change from the screens that would break working-time rules: nothing
/// was written, and the screen that sent it asks. Yes sends the same
/// requests again with the rules accepted; no goes back to what was open.
package struct RulesQuestion: Hashable, Sendable {
    /// The rules the change would break that were not broken before it.
    package var violations: [RuleViolation]
    /// What yes sends.
    package var requests: [ShiftEditRequest]

    package init(violations: [RuleViolation], requests: [ShiftEditRequest]) {
        self.violations = violations
        self.requests = requests
    }
}
