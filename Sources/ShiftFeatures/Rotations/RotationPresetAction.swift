import ShiftModel

package enum RotationPresetAction: Hashable, Sendable {
    /// p: the preset picker opens.
    case choosePreset
    /// A key in the preset picker. Enter arrives as `.submit` only when a
    /// role has no type chosen.
    case presetForm(FormAction)
    /// Enter on the picker for a preset with roles no type matches: it asks
    /// a type for each of them.
    case askRoles(RotationPreset)
    /// The preset, its roles mapped to these types: the rotation form opens
    /// with it copied in.
    case copyPreset(RotationPreset, mapping: [String: ShiftTypeID])
}
