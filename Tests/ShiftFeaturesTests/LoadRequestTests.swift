import Redux
import ShiftFeatures
import ShiftModel
import Testing

/// The Schedule, the Team screen, the holidays and the catalog request
/// their loads from their reducers: a taken action requests exactly the
/// load it needs, an ignored or refused one none, so no middleware runs.
@Suite("Load requests: the Schedule's, the Team's, the holidays' and the catalog's")
struct LoadRequestTests {
    static let f = EditFixtures()
    static let tomorrow = f.day.adding(days: 1)
    static let (october, november, december) = (f.october, f.november, f.december)
    static let january = YearMonth(year: 2027, month: 1)
    static let ana = TeamMember(id: "ana", name: "Ana Ruiz", initials: "AR", calendarPath: "/team/ana.ics")
    static let ben = TeamMember(id: "ben", name: "Ben Okafor", initials: "BO", calendarPath: "/team/ben.ics")
    static let team = Team(members: [ana, ben])
    static let allRows: [TeamRowID] = [.own, .member("ana"), .member("ben")]
    static let span = TeamSpan(first: f.day)

    /// The Schedule shown, the window around today loaded.
    static var shownGrid: AppState {
        var state = f.state(.schedule)
        state.schedule = f.loadedSchedule()
        return state
    }

    /// The Schedule never shown; the app said the day it started on.
    static var gridNeverShown: AppState {
        f.state(.today)
    }

    /// The Team screen shown, team.json read, every row read.
    static var teamShown: AppState {
        var state = f.state(.team)
        state.team = TeamState(team: team, status: .loaded, cursor: f.day, span: span,
                               rows: [.own: .loaded([]), .member("ana"): .loaded([]), .member("ben"): .loaded([])])
        return state
    }

    /// (what, state before, actions, what the last one requests)
    static let cases: [(String, AppState, [AppAction], [AppEffect])] = [
        ("] brings the month after the window into it: that month is read, and the month in view checked", shownGrid,
         [.schedule(.moveMonth(by: 1))], [.schedule(.loadMonths([january])), .checkRules(december)]),
        ("] ] ]: the last window's months still unread, read in one load", shownGrid,
         [.schedule(.moveMonth(by: 1)), .schedule(.moveMonth(by: 1)), .schedule(.moveMonth(by: 1))],
         [.schedule(.loadMonths([january, YearMonth(year: 2027, month: 2), YearMonth(year: 2027, month: 3)]))]),
        ("l inside the loaded window: nothing to read, nor to check", shownGrid, [.schedule(.moveCursor(days: 1))], []),
        ("[ back before ]'s load answered: that load stops, the month in view checked", shownGrid,
         [.schedule(.moveMonth(by: 1)), .schedule(.moveMonth(by: -1))], [.schedule(.stopMonthsLoad), .checkRules(november)]),
        ("h into the month before: the month before that read, the month in view checked", shownGrid,
         [.schedule(.moveCursor(days: -23))], [.schedule(.loadMonths([YearMonth(year: 2026, month: 9)])), .checkRules(october)]),
        ("a month's load answered: the month in view checked", shownGrid,
         [.schedule(.loaded([november], .success([])))], [.checkRules(november)]),
        ("another month's load answered: nothing checked", shownGrid,
         [.schedule(.loaded([december], .success([])))], []),
        ("l before the grid was ever shown: refused", gridNeverShown, [.schedule(.moveCursor(days: 1))], []),
        ("r: the window read again, and the holidays", shownGrid, [.schedule(.reload)],
         [.schedule(.loadMonths([october, november, december])), .holidays(.load)]),
        ("the calendar changed on disk before the grid was shown: nothing read", gridNeverShown,
         [.refresh(.filesChanged([.calendar]))], []),
        ("2 the first time: the clock asked, the cursor on the today known", gridNeverShown,
         [.showScreen(.schedule)], [.schedule(.askToday(moveCursor: true))]),
        ("2 again: the clock was asked already", shownGrid, [.showScreen(.schedule)], []),
        ("t: the clock asked, the cursor on today follows it; the month in view checked", shownGrid,
         [.schedule(.goToToday)], [.schedule(.askToday(moveCursor: true)), .checkRules(november)]),
        ("o from Today: the clock asked, the cursor stays on the day", gridNeverShown, [.schedule(.openOn(tomorrow))],
         [.schedule(.askToday(moveCursor: false))]),
        ("a new day on a shown grid: the cursor on today follows, the day told with the clock's calendar", shownGrid,
         [.refresh(.dayChanged(tomorrow))], [.schedule(.tellToday(tomorrow))]),
        ("a new day on a grid never shown: heard by the app, nothing asked", gridNeverShown,
         [.refresh(.dayChanged(tomorrow))], []),
        ("the clock's answer: the months the cursor's window needs read (their answer checks the rules)", gridNeverShown,
         [.showScreen(.schedule), .schedule(.todayIs(f.day, calendar: f.calendar, moveCursor: true))],
         [.schedule(.loadMonths([october, november, december]))]),

        ("9: team.json read", f.state(.today),
         [.showScreen(.team)], [.team(.loadTeam)]),
        ("the team reloaded away from its screen: refused", f.state(.today), [.team(.reload)], []),
        ("team.json read: every row on screen read over the span",
         { var state = teamShown; state.team.status = .loading; return state }(),
         [.team(.teamLoaded(.success(team)))], [.team(.loadRows(span, allRows))]),
        ("l inside the span: nothing to read", teamShown, [.team(.moveCursor(days: 1))], []),
        ("] past the span: every row read over the next", teamShown, [.team(.moveCursor(days: 7))],
         [.team(.loadRows(TeamSpan(first: f.day.adding(days: 7)), allRows))]),
        ("j with every row in view: nothing to read", teamShown, [.team(.scrollRows(by: 1))], []),
        ("room for one row more: the row it brings in read",
         { var state = teamShown; state.team.rowsInView = 2; state.team.rows[.member("ben")] = nil; return state }(),
         [.team(.rowsFit(3))], [.team(.loadRows(span, [.member("ben")]))]),
        ("r on the Team screen: the sync", teamShown, [.team(.sync)], [.team(.sync)]),
        ("r again while it syncs: refused", teamShown, [.team(.sync), .team(.sync)], []),
        ("the sync done: team.json read again", teamShown, [.team(.sync), .team(.synced([]))], [.team(.loadTeam)]),

        ("holidays.ics changed on disk: read", f.state(.today), [.refresh(.filesChanged([.holidays]))],
         [.holidays(.load)]),
        ("a shift type's edit through the history saved: the catalog follows, its file read", f.state(.shiftTypes),
         [.shiftTypes(.saved(.success(CatalogItemSaved(catalog: f.catalog, item: f.early, isNew: false))))],
         [.catalog(.load)]),
        ("a shift type's edit refused as stale: the catalog follows, its file read", f.state(.shiftTypes),
         [.shiftTypes(.refusedAsStale)], [.catalog(.load)]),
    ]

    @Test("each action requests exactly its load, and an ignored or refused one none", arguments: cases)
    func requests(_ what: String, before: AppState, actions: [AppAction], expected: [AppEffect]) {
        var state = before
        for action in actions { AppReducer.reducer.reduce(&state, action) }
        #expect(state.requested.all == expected, "\(what)")
    }
}
