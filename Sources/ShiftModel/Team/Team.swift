import Foundation

/// The members in team.json, in the order they were added.
public struct Team: Hashable, Sendable {
    public var members: [TeamMember]

    public init(members: [TeamMember] = []) { self.members = members }

    public func member(_ id: MemberID) -> TeamMember? { members.first { $0.id == id } }

    /// The member called `name`, ignoring case.
    public func member(named name: String) -> TeamMember? {
        let wanted = name.trimmingWhitespace().lowercased()
        return members.first { $0.name.lowercased() == wanted }
    }
}
