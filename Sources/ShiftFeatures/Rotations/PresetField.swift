import ShiftModel

/// The fields of the preset picker: which preset, then (for a preset with
/// roles no type's symbol matches) a type per such role.
package enum PresetField: Hashable, Sendable {
    case preset
    /// The user's type for a role of the preset (`D`, `N`, `E`, `L`).
    case role(String)
}
