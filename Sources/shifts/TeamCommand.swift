import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

/// `shifts team`: colleagues whose calendars `shifts` reads beside yours.
struct TeamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "team",
        abstract: "Add, remove or list team members, print who is on shift now, or export the team's month.",
        discussion: """
            A team member is a name and where a copy of their calendar is: one
            .ics file, or a folder of .ics files (a vdir, as vdirsyncer keeps
            one in sync with a CalDAV server), or a CalDAV calendar's URL,
            which shifts copies with vdirsyncer (`team sync` copies again).
            The team is kept in DIR/team.json. Members' calendars are only
            read, never written.
            """,
        subcommands: [TeamAddCommand.self, TeamRemoveCommand.self, TeamListCommand.self, TeamNowCommand.self,
                      TeamExportCommand.self, TeamSyncCommand.self])
}

extension DataOptions {
    /// team.json in the data dir, and the members' calendars.
    func teamService(calendar: Calendar) -> FileTeamService {
        FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: calendar,
                        cache: TeamCache.standard(environment: Self.environment()))
    }
}

extension TeamCommand {
    /// The team, or exit 1 saying why team.json cannot be read.
    static func load(_ service: any TeamService) async throws -> Team {
        do {
            return try await service.load()
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }
}
