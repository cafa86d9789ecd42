/// The first-run question: the display name.
package enum FirstRunField: Hashable, Sendable {
    case name
}
