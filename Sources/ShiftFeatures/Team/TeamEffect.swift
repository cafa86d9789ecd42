/// What the Team reducer asks for: team.json read; these rows read over
/// the span, each on its own; the members' calendars copied from their servers.
package enum TeamEffect: Hashable, Sendable {
    case loadTeam
    case loadRows(TeamSpan, [TeamRowID])
    case sync
}
