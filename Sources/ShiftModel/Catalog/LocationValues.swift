/// What a location is apart from its id: what its form validates, before a
/// new location is given one when it is saved.
package struct LocationValues: Hashable, Sendable {
    package var name: String
    package var address: String

    package init(name: String, address: String = "") {
        self.name = name
        self.address = address
    }
}
