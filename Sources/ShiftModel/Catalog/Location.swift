
/// Where shifts happen. Shift types refer to it by id, so renaming a
/// location renames it for every type that uses it.
package struct Location: Hashable, Sendable, Identifiable {
    package var id: LocationID
    package var name: String
    package var address: String

    package init(id: LocationID, name: String, address: String = "") {
        self.id = id
        self.name = name
        self.address = address
    }

    /// The location with `id` and these values.
    package init(id: LocationID, _ values: LocationValues) {
        self.init(id: id, name: values.name, address: values.address)
    }
}
