import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage
import Terminal

/// `shifts team remove NAME`.
struct TeamRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a team member (their calendar is not touched).",
        discussion: """
            NAME is matched ignoring case. A member added with a URL loses
            their vdirsyncer pair and the copy shifts made of their calendar
            (DIR/team/NAME/); the server is not touched. A folder or file
            given as PATH is never removed.

            Example:
              shifts team remove "Ana Ruiz"
            """)

    @OptionGroup var data: DataOptions

    @Argument(help: ArgumentHelp("The member's name, as `shifts team list` shows it.", valueName: "NAME"))
    var name: String

    func run() async throws {
        let service = data.teamService(calendar: SystemWallClock.current().calendar)
        let wanted = name
        let outcome: (removed: TeamMember?, names: [String])
        do {
            outcome = try await service.update { team in
                guard let member = team.member(named: wanted) else { return (nil, team.members.map(\.name)) }
                team.members.removeAll { $0.id == member.id }
                return (member, [])
            }
        } catch {
            throw failure(UserFacingError(error).message)
        }
        guard let removed = outcome.removed else {
            let known = outcome.names.isEmpty ? "the team has no members"
                : "the members are " + outcome.names.joined(separator: ", ")
            throw usageError("there is no member called \(name) in the team (\(known)).")
        }
        let pairs = SyncPairs(dataDirectory: data.directory)
        let pair: CalDAVPair?
        do {
            pair = try pairs.pair(filling: removed.calendarPath)
            if let pair { try pairs.remove(pair) }
        } catch {
            throw failure("\(removed.name) is out of the team, but their sync pair is not: \(error.message)")
        }
        if let pair {
            try CommandOutput.print(("Removed \(removed.name) from the team, with their sync pair and the copy of "
                + "their calendar at \(removed.calendarPath); \(pair.url) was not touched.").sanitizedForTerminal)
        } else {
            try CommandOutput.print(("Removed \(removed.name) from the team; their calendar at \(removed.calendarPath) "
                + "was not touched.").sanitizedForTerminal)
        }
    }
}
