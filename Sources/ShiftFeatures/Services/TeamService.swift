import Foundation
import ShiftModel

/// The team and the members' calendars. Members' calendars are read-only:
/// nothing here writes them. Implementations: `FileTeamService`
/// (ShiftStorage: team.json in the data dir, members' .ics files and
/// vdirs), `InMemoryTeamService` (here: tests, benchmarks, no data dir).
public protocol TeamService: Sendable {
    /// The team; empty when none was set up.
    func load() async throws -> Team
    /// One member's shifts that overlap `interval`, recurring events
    /// expanded within it. A missing or unreadable calendar is the result's
    /// failure, not a thrown error.
    func rota(of member: TeamMember, in interval: DateInterval) async -> MemberRota
}

/// A team held in memory, each member's shifts given.
public struct InMemoryTeamService: TeamService {
    public var team: Team
    public var shifts: [MemberID: Result<[ScheduledShift], MemberCalendarProblem>]

    public init(team: Team = Team(), shifts: [MemberID: Result<[ScheduledShift], MemberCalendarProblem>] = [:]) {
        self.team = team
        self.shifts = shifts
    }

    public func load() async throws -> Team { team }

    public func rota(of member: TeamMember, in interval: DateInterval) async -> MemberRota {
        let result = (shifts[member.id] ?? .success([])).map { all in
            all.filter { $0.end > interval.start && $0.start < interval.end }
        }
        return MemberRota(member: member, shifts: result)
    }
}
