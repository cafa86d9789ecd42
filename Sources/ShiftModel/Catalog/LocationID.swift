/// A location's identity in the catalog; stable across renames.
package struct LocationID: StringIdentifier {
    package let rawValue: String
    package init(_ rawValue: String) { self.rawValue = rawValue }
}
