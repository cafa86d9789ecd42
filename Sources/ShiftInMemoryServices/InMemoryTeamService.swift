import Foundation
import ShiftFeatures
import ShiftModel

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
