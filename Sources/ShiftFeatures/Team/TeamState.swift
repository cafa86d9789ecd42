import ShiftModel

/// The Team screen: the members, the days shown, each row's load, and the
/// go-to prompt.
package struct TeamState: Hashable, Sendable {
    /// The members of team.json, as last read.
    package var team: Team
    /// Where reading team.json stands.
    package var status: LoadStatus
    /// The day selected; nil until the screen is first shown.
    package var cursor: CalendarDay?
    /// The days whose rows are loaded: the cursor's week and the next.
    package var span: TeamSpan?
    /// Each row's shifts over `span`, or where its load stands.
    package var rows: [TeamRowID: TeamRowLoad]
    /// Each row's shifts that start yesterday or today, from the last span
    /// loaded that held today: who is on shift now is shown whichever
    /// weeks the rows show.
    package var aroundToday: [TeamRowID: [ScheduledShift]]
    /// The `g` prompt, while open, and why what was typed is not a date.
    package var goTo: GoToLine?
    /// Who works beside the user on the day Today shows (Today draws it).
    package var onWithYou: OnWithYou?
    /// The swap finder's answer for one of the user's shifts, while shown.
    package var swaps: TeamSwaps?
    /// How many rows the screen has room for; nil: every row is shown
    /// (and read). Only the rows in view are read: with hundreds of members
    /// a week move asks for the few dozen on screen, not for all.
    package var rowsInView: Int?
    /// The first row on screen, an index into `rowIDs`.
    package var firstRow: Int
    /// Members' calendars being copied from their servers (`r`), or how
    /// the last such sync ended.
    package var sync: TeamSyncStatus?

    package init(team: Team = Team(), status: LoadStatus = .notLoaded, cursor: CalendarDay? = nil,
                span: TeamSpan? = nil, rows: [TeamRowID: TeamRowLoad] = [:],
                aroundToday: [TeamRowID: [ScheduledShift]] = [:], goTo: GoToLine? = nil,
                onWithYou: OnWithYou? = nil,
                swaps: TeamSwaps? = nil, rowsInView: Int? = nil, firstRow: Int = 0, sync: TeamSyncStatus? = nil) {
        self.team = team
        self.status = status
        self.cursor = cursor
        self.span = span
        self.rows = rows
        self.aroundToday = aroundToday
        self.goTo = goTo
        self.onWithYou = onWithYou
        self.swaps = swaps
        self.rowsInView = rowsInView
        self.firstRow = firstRow
        self.sync = sync
    }

    /// The rows in screen order: the user's own first, then the members as added.
    package var rowIDs: [TeamRowID] { [.own] + team.members.map { .member($0.id) } }

    /// How many rows there are: the user's own and one per member.
    package var rowCount: Int { team.members.count + 1 }

    /// The indices into `rowIDs` of the rows on screen.
    package var rowsShown: Range<Int> {
        guard let rowsInView else { return 0..<rowCount }
        let first = min(firstRow, max(0, rowCount - rowsInView))
        return first..<min(rowCount, first + rowsInView)
    }

    /// The rows on screen, in screen order: the ones read.
    package var shownRowIDs: [TeamRowID] {
        rowsShown.map { $0 == 0 ? .own : .member(team.members[$0 - 1].id) }
    }

    package var isLoading: Bool {
        if status == .loading || rows.values.contains(.loading) || sync == .syncing { return true }
        if case .finding? = swaps { return true }
        return false
    }
}
