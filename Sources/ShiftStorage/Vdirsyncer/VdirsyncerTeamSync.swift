import Foundation
import ShiftFeatures
import ShiftModel

/// The team's CalDAV members synced through vdirsyncer, one after the
/// other: `shifts team sync` and the Team screen's `r`.
package struct VdirsyncerTeamSync: TeamSyncService {
    /// A member and the pair that fills their folder.
    package struct Target: Sendable {
        package var member: TeamMember
        package var pair: CalDAVPair
    }

    private let dataDirectory: URL
    private let environment: EnvironmentVariables
    package let team: any TeamService

    /// Built with every command's services, so it only keeps what it is
    /// given: the config's path and vdirsyncer are found when a sync asks.
    package init(dataDirectory: URL, team: any TeamService, environment: EnvironmentVariables) {
        self.dataDirectory = dataDirectory
        self.team = team
        self.environment = environment
    }

    package var pairs: SyncPairs { SyncPairs(dataDirectory: dataDirectory) }
    private static let queue = DispatchQueue(label: "shifts.team-sync")
    package var vdirsyncer: Vdirsyncer { .onPath(environment) }

    /// The members with a pair, in the team's order.
    package func targets() async throws -> [Target] {
        let pairs = self.pairs
        // The config is read off the cooperative pool, as any file.
        let all = try await Self.queue.run { () throws(SyncPairs.Failure) in try pairs.pairs() }
        return try await team.load().members.compactMap { member in
            all.first { pair in
                if case .member(let folder) = pair.role { return SyncPairs.clean(folder) == SyncPairs.clean(member.calendarPath) }
                return false
            }.map { Target(member: member, pair: $0) }
        }
    }

    /// A password typed at `team add` is not kept: here, with no terminal
    /// to ask, such a member fails saying so.
    package func syncTeam() async -> [CalDAVSyncOutcome] {
        let targets: [Target]
        do {
            targets = try await self.targets()
        } catch {
            return [CalDAVSyncOutcome(name: nil, result: .failure(.other(reason: UserFacingError(error).message)))]
        }
        let (pairs, vdirsyncer) = (self.pairs, self.vdirsyncer)
        var outcomes: [CalDAVSyncOutcome] = []
        for target in targets {
            outcomes.append(CalDAVSyncOutcome(name: target.member.name,
                                              result: await vdirsyncer.sync(target.pair, of: pairs, password: nil)))
        }
        return outcomes
    }
}

extension SyncPairs.Failure: LocalizedError {
    package var errorDescription: String? { message }
}
