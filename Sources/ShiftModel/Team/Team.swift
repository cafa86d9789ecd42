import Foundation

/// The members in team.json, in the order they were added.
package struct Team: Hashable, Sendable {
    package var members: [TeamMember]

    package init(members: [TeamMember] = []) { self.members = members }

    package func member(_ id: MemberID) -> TeamMember? { members.first { $0.id == id } }

    /// The member called `name`, ignoring case.
    package func member(named name: String) -> TeamMember? {
        let wanted = name.trimmingWhitespace().lowercased()
        return members.first { $0.name.lowercased() == wanted }
    }
}
