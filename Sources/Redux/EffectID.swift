/// Names a long-running side effect, so a newer run of it cancels the one
/// in flight (a search for text the user has since changed).
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}
