/// A location's identity in the catalog; stable across renames.
package struct LocationID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    package let rawValue: String
    package init(_ rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { self.rawValue = value }
    package var description: String { rawValue }
}
