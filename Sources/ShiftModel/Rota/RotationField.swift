/// The fields of a rotation form.
package enum RotationField: Hashable, Sendable, CaseIterable {
    case name, cycle, anchor
}
