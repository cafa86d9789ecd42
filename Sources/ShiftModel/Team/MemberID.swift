/// A team member's identity in team.json; stable across renames.
package struct MemberID: StringIdentifier {
    package let rawValue: String
    package init(_ rawValue: String) { self.rawValue = rawValue }
}
