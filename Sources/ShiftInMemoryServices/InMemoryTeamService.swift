import Foundation
import ShiftFeatures
import ShiftModel

/// A team held in memory, each member's shifts given.
package struct InMemoryTeamService: TeamService {
    package var team: Team
    package var shifts: [MemberID: Result<[ScheduledShift], MemberCalendarProblem>]

    package init(team: Team = Team(), shifts: [MemberID: Result<[ScheduledShift], MemberCalendarProblem>] = [:]) {
        self.team = team
        self.shifts = shifts
    }

    package func load() async throws -> Team { team }

    package func rota(of member: TeamMember, in interval: DateInterval) async -> MemberRota {
        let result = (shifts[member.id] ?? .success([])).map { all in
            all.filter { $0.end > interval.start && $0.start < interval.end }
        }
        return MemberRota(member: member, shifts: result)
    }
}
