/// The fields of a location form.
public enum LocationField: Hashable, Sendable, CaseIterable {
    case name, address
}
