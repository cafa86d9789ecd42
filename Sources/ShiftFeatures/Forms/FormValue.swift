import ShiftModel

/// The value of one option of a choice field, typed: what the feature reads back.
package enum FormValue: Hashable, Sendable {
    case shiftType(ShiftTypeID)
    case location(LocationID)
    case retention(RetentionPolicy)
    case weekday(Weekday)
    /// One of the user's rotations.
    case rotation(RotationID)
    /// A built-in rotation, by its id (`RotationPreset.id`).
    case preset(String)
}
