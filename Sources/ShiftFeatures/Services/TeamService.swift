import Foundation
import ShiftModel

/// The team and the members' calendars. Members' calendars are read-only:
/// nothing here writes them. Implementations: `FileTeamService`
/// (ShiftStorage: team.json in the data dir, members' .ics files and
/// vdirs), `InMemoryTeamService` (ShiftInMemoryServices).
package protocol TeamService: Sendable {
    /// The team; empty when none was set up.
    func load() async throws -> Team
    /// One member's shifts that overlap `interval`, recurring events
    /// expanded within it. A missing or unreadable calendar is the result's
    /// failure, not a thrown error.
    func rota(of member: TeamMember, in interval: DateInterval) async -> MemberRota
}
