import Foundation
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
    package var goTo: TextInput?
    package var goToError: FieldProblem?
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
                aroundToday: [TeamRowID: [ScheduledShift]] = [:], goTo: TextInput? = nil,
                goToError: FieldProblem? = nil, onWithYou: OnWithYou? = nil,
                swaps: TeamSwaps? = nil, rowsInView: Int? = nil, firstRow: Int = 0, sync: TeamSyncStatus? = nil) {
        self.team = team
        self.status = status
        self.cursor = cursor
        self.span = span
        self.rows = rows
        self.aroundToday = aroundToday
        self.goTo = goTo
        self.goToError = goToError
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

/// The days the Team screen has loaded: two weeks from the first day of the
/// cursor's week, so a wide terminal shows both and a narrow one the first.
package struct TeamSpan: Hashable, Sendable {
    package static let dayCount = 14
    package var first: CalendarDay

    package init(first: CalendarDay) { self.first = first }

    /// The span whose first week holds `day`.
    package static func containing(_ day: CalendarDay, firstWeekday: Weekday) -> TeamSpan {
        TeamSpan(first: day.startOfWeek(firstWeekday: firstWeekday.number))
    }

    package var days: [CalendarDay] { (0..<Self.dayCount).map { first.adding(days: $0) } }

    package var last: CalendarDay { first.adding(days: Self.dayCount - 1) }

    package func contains(_ day: CalendarDay) -> Bool { first <= day && day <= last }

    /// The instants the span covers; a night shift from the day before the
    /// first day reaches into it, so that day is read too.
    package func interval(in calendar: Calendar) -> DateInterval {
        DateInterval(start: first.adding(days: -1).start(in: calendar),
                     end: first.adding(days: Self.dayCount).start(in: calendar))
    }
}

/// A row of the Team screen: the user's own, from their own calendar, or a member's.
package enum TeamRowID: Hashable, Sendable {
    case own
    case member(MemberID)
}

/// Where one row's load stands.
package enum TeamRowLoad: Hashable, Sendable {
    case loading
    case loaded([ScheduledShift])
    /// A member's calendar missing or unreadable; the user's own calendar unreadable.
    case failed(TeamRowProblem)

    package var shifts: [ScheduledShift] {
        if case .loaded(let shifts) = self { return shifts }
        return []
    }
}

/// Why a row shows no shifts, as a fact; the row's words are the TUI's.
package enum TeamRowProblem: Hashable, Sendable {
    case member(MemberCalendarProblem)
    case own(UserFacingError)
}

package enum TeamAction: Hashable, Sendable {
    /// The screen was shown: the team is read, then every row.
    case opened
    /// team.json read, or why not.
    case teamLoaded(Result<Team, UserFacingError>)
    /// `h`/`l` and `[`/`]`: the cursor moves by days (a week is 7).
    case moveCursor(days: Int)
    /// `t`: today.
    case goToToday
    /// `g`: the prompt, its edits, Enter, Esc.
    case beginGoTo
    case editGoTo(TextEdit)
    case commitGoTo
    case cancelGoTo
    /// `r`, and files changed on disk while shown: team.json and every row again.
    case reload
    /// The rows' shifts over `span` (or why not) that came in together: a
    /// row answered alone when it is slow, many at once when they are quick.
    case rowsLoaded(TeamSpan, [TeamRowID: TeamRowLoad])
    /// Who works beside the user on Today's day; nil with no team.
    case onWithYouFound(OnWithYou?)
    /// `s`: who could take this shift of the user's.
    case findSwaps(ScheduledShift)
    case swapsFound(ScheduledShift, Result<SwapOptions, UserFacingError>)
    /// Esc: the swap list goes.
    case closeSwaps
    /// The screen has room for this many rows (at start and on resize).
    case rowsFit(Int)
    /// `j`/`k`: the rows scroll by this many; the rows scrolled in are read.
    case scrollRows(by: Int)
    /// `r`: members' calendars copied from their servers, then all read again.
    case sync
    /// How each member's sync ended (none: no member has a server).
    case synced([CalDAVSyncOutcome])
}

extension TeamAction {
    /// The Team screen's part of an app action.
    package init?(app action: AppAction) {
        switch action {
        case .team(let own): self = own
        case .showScreen(.team): self = .opened
        // The user's own row reads the calendar; its types come from the catalog.
        case .refresh(.filesChanged(let files)) where files.contains(.calendar) || files.contains(.catalog):
            self = .reload
        default: return nil
        }
    }
}
