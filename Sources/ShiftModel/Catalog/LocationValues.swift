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
