/// The fields of the editor's forms (each purpose shows some of them).
package enum EditorField: Hashable, Sendable {
    /// The shift type to add, or to switch to.
    case type
    case notes
    /// Why a shift is switched or marked sick.
    case reason
}
