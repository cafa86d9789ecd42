import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import ShiftStorage
import Terminal

/// `shifts team sync [NAME...]`.
struct TeamSyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Copy the calendars of members added with a URL from their servers again.",
        discussion: """
            Syncs each member added with `shifts team add NAME URL` (or only
            those named), one after the other, through vdirsyncer, a line
            each. A member whose server fails is named with the reason, and
            the others still sync; the exit status is then 1. A password
            typed at `team add` is kept nowhere: it is asked for again here
            when there is a terminal (once per user and server), and such a
            member fails otherwise. The Team screen's r does the same sync.

            Examples:
              shifts team sync
              shifts team sync "Ana Ruiz" Ben
            """)

    @OptionGroup var data: DataOptions

    @Argument(help: ArgumentHelp("Only these members (names as `shifts team list` shows them).", valueName: "NAME"))
    var names: [String] = []

    func run() async throws {
        let environment = DataOptions.environment()
        let service = data.teamService(calendar: SystemWallClock.current().calendar)
        let sync = VdirsyncerTeamSync(dataDirectory: data.directory, team: service, environment: environment)
        let (pairs, vdirsyncer) = (sync.pairs, sync.vdirsyncer)
        let all: [VdirsyncerTeamSync.Target]
        do {
            all = try await sync.targets()
        } catch {
            throw failure(UserFacingError(error).message)
        }
        guard !all.isEmpty else {
            try CommandOutput.print("No member is synced from a server: add one with `shifts team add NAME URL`.")
            return
        }
        let targets = try Self.chosen(names, from: all)
        var passwords: [String: String] = [:]
        var failed: [String] = []
        for (index, target) in targets.enumerated() {
            var typed: String?
            if target.pair.password == .typed {
                let key = "\(target.pair.username ?? "")@\(target.pair.host)"
                if passwords[key] == nil {
                    passwords[key] = PasswordPrompt.ask("Password for \(target.pair.username ?? "you") at \(target.pair.host) "
                        + "(\(target.member.name)): ")
                }
                typed = passwords[key]
            }
            try CommandOutput.write(Array("Syncing \(target.member.name) (\(index + 1)/\(targets.count))... ".sanitizedForTerminal.utf8))
            let result: Result<Int, CalDAVSyncFailure>
            if target.pair.password == .typed, typed == nil {
                result = .failure(.passwordNeeded)
            } else {
                result = await vdirsyncer.sync(target.pair, of: pairs, password: typed)
            }
            try CommandOutput.print(TeamSyncWords.result(result, atTerminal: false).sanitizedForTerminal)
            if case .failure = result { failed.append(target.member.name) }
        }
        guard failed.isEmpty else {
            throw failure("\(failed.count) of " + targets.count.counted("member") + " did not sync: "
                + failed.joined(separator: ", ") + ".")
        }
    }

    /// The targets named (case ignored), or all when none is.
    static func chosen(_ names: [String], from all: [VdirsyncerTeamSync.Target]) throws -> [VdirsyncerTeamSync.Target] {
        guard !names.isEmpty else { return all }
        let team = Team(members: all.map(\.member))
        return try names.map { name in
            guard let member = team.member(named: name), let target = all.first(where: { $0.member.id == member.id }) else {
                throw usageError("\(name) is not a member synced from a server (those are "
                    + all.map(\.member.name).joined(separator: ", ") + ").")
            }
            return target
        }
    }
}
