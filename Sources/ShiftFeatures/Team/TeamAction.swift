import ShiftModel

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
