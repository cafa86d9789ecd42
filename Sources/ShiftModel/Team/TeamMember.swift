import Foundation

/// A team member's identity in team.json; stable across renames.
public struct MemberID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A colleague whose rota `shifts` shows beside the user's: read-only, from
/// a copy of their calendar that vdirsyncer (or anything else) keeps.
public struct TeamMember: Hashable, Sendable, Identifiable {
    public var id: MemberID
    public var name: String
    /// Initials or a symbol, shown where the name does not fit.
    public var initials: String
    /// Where the member's calendar is: one .ics file, or a folder of .ics
    /// files (a vdir, one event per file, as vdirsyncer writes it).
    public var calendarPath: String

    public init(id: MemberID, name: String, initials: String, calendarPath: String) {
        self.id = id
        self.name = name
        self.initials = initials
        self.calendarPath = calendarPath
    }

    /// Up to three letters from the name's words: `Ana María Ruiz` -> `AMR`.
    public static func initials(of name: String) -> String {
        String(name.split(whereSeparator: \.isWhitespace).compactMap(\.first).prefix(3)).uppercased()
    }

    public static let maxNameLength = 40
    public static let maxInitialsLength = 3
}

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

/// One member's shifts over the range asked for, or why they could not be
/// read (a missing file, an unreadable one): one member's problem never
/// hides the others' rows.
public struct MemberRota: Hashable, Sendable {
    public var member: TeamMember
    public var shifts: Result<[ScheduledShift], MemberCalendarProblem>

    public init(member: TeamMember, shifts: Result<[ScheduledShift], MemberCalendarProblem>) {
        self.member = member
        self.shifts = shifts
    }
}

/// Why a member's calendar could not be read, as a fact.
public enum MemberCalendarProblem: Error, Hashable, Sendable {
    /// Nothing at the path (never synced, or moved).
    case missing(path: String)
    /// There, but not a calendar this program can read: the reason.
    case unreadable(path: String, reason: String)
    /// More events (a vdir: files) than are read of one member, `limit`:
    /// what one member may take of memory is bounded, and such a calendar
    /// is not shown in part.
    case tooLarge(path: String, events: Int, limit: Int)
}
