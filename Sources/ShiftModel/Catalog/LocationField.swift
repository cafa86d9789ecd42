/// The fields of a location form.
package enum LocationField: Hashable, Sendable, CaseIterable {
    case name, address
}
