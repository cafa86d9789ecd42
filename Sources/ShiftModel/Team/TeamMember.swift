import Foundation

/// A colleague whose rota `shifts` shows beside the user's: read-only, from
/// a copy of their calendar that vdirsyncer (or anything else) keeps.
package struct TeamMember: Hashable, Sendable, Identifiable {
    package var id: MemberID
    package var name: String
    /// Initials or a symbol, shown where the name does not fit.
    package var initials: String
    /// Where the member's calendar is: one .ics file, or a folder of .ics
    /// files (a vdir, one event per file, as vdirsyncer writes it).
    package var calendarPath: String

    package init(id: MemberID, name: String, initials: String, calendarPath: String) {
        self.id = id
        self.name = name
        self.initials = initials
        self.calendarPath = calendarPath
    }

    /// Up to three letters from the name's words: `Ana María Ruiz` -> `AMR`.
    package static func initials(of name: String) -> String {
        String(name.split(whereSeparator: \.isWhitespace).compactMap(\.first).prefix(3)).uppercased()
    }

    package static let maxNameLength = 40
    package static let maxInitialsLength = 3
}
