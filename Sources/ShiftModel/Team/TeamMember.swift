import Foundation

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
