/// A location's identity in the catalog; stable across renames.
public struct LocationID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
}

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

/// What a location is apart from its id: what its form validates, before a
/// new location is given one when it is saved.
public struct LocationValues: Hashable, Sendable {
    public var name: String
    public var address: String

    public init(name: String, address: String = "") {
        self.name = name
        self.address = address
    }
}
