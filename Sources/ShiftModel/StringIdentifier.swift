/// An identity that is a plain string in the files (a UID, an id in
/// catalog.json or team.json) and a type of its own in code, so a shift's
/// id cannot be passed where a member's is wanted. Conforming takes the
/// stored `rawValue` and `init(_:)`; the rest is here.
package protocol StringIdentifier: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    var rawValue: String { get }
    init(_ rawValue: String)
}

extension StringIdentifier {
    package init(stringLiteral value: String) { self.init(value) }
    package var description: String { rawValue }

    /// Encoded as the bare string, as the files and `--json` have always had it.
    package init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
