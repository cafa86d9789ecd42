import Foundation
import ReduxTesting
import ShiftFeatures
import ShiftModel
import Synchronization

/// A `TeamService` for tests: the team and each member's shifts given, a log
/// of every rota asked for, and a gate per member that holds that member's
/// reads open until the test opens it (one slow calendar among quick ones).
package final class MockTeamService: TeamService {
    package struct RotaCall: Hashable, Sendable {
        package var member: MemberID
        package var interval: DateInterval
    }

    private struct State {
        var team: Team
        var shifts: [MemberID: Result<[ScheduledShift], MemberCalendarProblem>]
        var gates: [MemberID: AsyncGate]
        var calls: [RotaCall] = []
    }

    private let state: Mutex<State>

    package init(team: Team, shifts: [MemberID: Result<[ScheduledShift], MemberCalendarProblem>] = [:],
                gates: [MemberID: AsyncGate] = [:]) {
        state = Mutex(State(team: team, shifts: shifts, gates: gates))
    }

    /// Every rota asked for so far, in order.
    package var calls: [RotaCall] { state.withLock { $0.calls } }

    package func load() async throws -> Team { state.withLock { $0.team } }

    package func rota(of member: TeamMember, in interval: DateInterval) async -> MemberRota {
        let gate = state.withLock { s -> AsyncGate? in
            s.calls.append(RotaCall(member: member.id, interval: interval))
            return s.gates[member.id]
        }
        if let gate { await gate.pass() }
        let result = state.withLock { $0.shifts[member.id] ?? .success([]) }
        return MemberRota(member: member, shifts: result.map { all in
            all.filter { $0.end > interval.start && $0.start < interval.end }
        })
    }
}
