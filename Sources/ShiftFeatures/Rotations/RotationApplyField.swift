/// The fields of the apply form.
package enum RotationApplyField: Hashable, Sendable, CaseIterable {
    /// One of the user's rotations or a preset.
    case rotation
    case from, to
    /// The day the cycle's first day falls on; empty: the rotation's own
    /// (a preset's: the first day).
    case anchor
}
