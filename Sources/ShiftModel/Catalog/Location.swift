
/// Where shifts happen. Shift types refer to it by id, so renaming a
/// location renames it for every type that uses it.
public struct Location: Hashable, Sendable, Identifiable {
    public var id: LocationID
    public var name: String
    public var address: String

    public init(id: LocationID, name: String, address: String = "") {
        self.id = id
        self.name = name
        self.address = address
    }

    /// The location with `id` and these values.
    public init(id: LocationID, _ values: LocationValues) {
        self.init(id: id, name: values.name, address: values.address)
    }
}
