/// Applying a rotation to a range of days from the Schedule: a form asks
/// which rotation, the days and the anchor; the shifts of those days are
/// read; the grid then previews what Enter writes (nothing is written
/// before it), and Enter writes it all as one change, one undo step.
package struct RotationApplyState: Hashable, Sendable {
    /// The form or the preview, while open.
    package var open: RotationApplyOpen?
    /// The preview's change is being written.
    package var isWaiting: Bool
    /// Asked when the preview's change would break working-time rules:
    /// over the preview, which no keeps as it was.
    package var rulesQuestion: RulesQuestion?

    package init(open: RotationApplyOpen? = nil, isWaiting: Bool = false, rulesQuestion: RulesQuestion? = nil) {
        self.rulesQuestion = rulesQuestion
        self.open = open
        self.isWaiting = isWaiting
    }

    /// The longest range applied at once: ten years.
    package static let maxDays = 3_660
}
