import Foundation

/// A team member's identity in team.json; stable across renames.
package struct MemberID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    package let rawValue: String
    package init(_ rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { self.rawValue = value }
    package var description: String { rawValue }

    package init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
