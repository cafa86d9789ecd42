/// The fields of a rotation form.
public enum RotationField: Hashable, Sendable, CaseIterable {
    case name, cycle, anchor
}
