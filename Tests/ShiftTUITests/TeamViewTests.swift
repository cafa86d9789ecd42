import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The Team screen on a grid, on Monday 23 November 2026 at 09:00 in
/// Berlin: the user (an early today, so on now), Ana (a late today, a night
/// on Tuesday into Wednesday), Ben (whose calendar is missing) and Cy (an
/// early today, a type the catalog does not know on Thursday, and one known
/// only by its title on Friday).
@Suite("Team screen on a grid")
struct TeamViewTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    var calendar: Calendar { clock.calendar }
    let catalog = Catalog.defaults()
    let day = CalendarDay("2026-11-23")
    let ana = TeamMember(id: "ana", name: "Ana Ruiz", initials: "AR", calendarPath: "/team/ana.ics")
    let ben = TeamMember(id: "ben", name: "Ben Okafor", initials: "BO", calendarPath: "/team/ben")
    let cy = TeamMember(id: "cy", name: "Cy Lind", initials: "CL", calendarPath: "/team/cy.ics")

    func shift(_ index: Int, on offset: Int, id: String) -> ScheduledShift {
        let type = catalog.shiftTypes[index]
        return ScheduledShift.scheduling(type, location: catalog.location(type.locationID), on: day.adding(days: offset),
                                         id: ShiftID(id), calendar: calendar)
    }

    /// A shift another program wrote: its own title and symbol.
    func foreign(_ title: String, symbol: String?, on offset: Int, from hour: Int, to end: Int, id: String) -> ScheduledShift {
        let start = day.adding(days: offset).start(in: calendar).addingTimeInterval(Double(hour) * 3600)
        return ScheduledShift(id: ShiftID(id), day: day.adding(days: offset), start: start,
                              end: start.addingTimeInterval(Double(end - hour) * 3600), title: title, symbol: symbol)
    }

    var state: TeamState {
        TeamState(team: Team(members: [ana, ben, cy]), status: .loaded, cursor: day.adding(days: 1),
                  span: TeamSpan(first: day), rows: [
                      .own: .loaded([shift(0, on: 0, id: "me-1"), shift(0, on: 7, id: "me-2")]),
                      .member("ana"): .loaded([shift(1, on: 0, id: "ana-1"), shift(2, on: 1, id: "ana-2")]),
                      .member("ben"): .failed(.member(.missing(path: "/team/ben"))),
                      .member("cy"): .loaded([shift(0, on: 0, id: "cy-1"),
                                              foreign("Standby", symbol: "SB", on: 3, from: 8, to: 16, id: "cy-2"),
                                              foreign("late", symbol: "Sp", on: 4, from: 14, to: 22, id: "cy-3"),
                                              foreign("Training", symbol: nil, on: 9, from: 9, to: 12, id: "cy-4")]),
                  ])
    }

    func render(_ state: TeamState, rows: Int, columns: Int) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        let props = TeamProps(team: state, catalog: catalog, today: day, now: clock.now(), calendar: calendar)
        TeamView.render(props, spinnerFrame: 0, statusLine: KeyBindings.team.statusLine(width: columns - 1), into: &grid)
        return grid
    }

    static let header = " shifts │ 1 2 3 4 5 6 7 8 9 │ Team · from Mon 23 Nov 2026"
    static let legend = " ● on shift now  › from the night before  dim: a type not in your catalog"
    static let ben = "   Ben Okafor  No calendar at /team/ben: sync it, or fix the path in the team."

    @Test("80x24: one week, the user first, Ben's missing calendar in his row, today marked, on-now dots")
    func golden80() {
        let grid = render(state, rows: 24, columns: 80)
        #expect(Array(grid.lines.prefix(9)) == [
            Self.header,
            Self.legend,
            "",
            "               •Mo 23   Tu 24    We 25    Th 26    Fr 27    Sa 28    Su 29",
            " ● You         E        ·",
            "   Ana Ruiz    L        N        ›",
            Self.ben,
            " ● Cy Lind     E        ·                 SB       L",
            "",
        ])
        #expect(grid.lines[9..<23].allSatisfy { $0.isEmpty })
        #expect(grid.line(23) == " h/l day  [/] week  g go to  t today  s swap  j/k scroll  ? help  q quit")
        // Today's column bold, the cursor's (Tuesday) reversed.
        #expect(grid[3, 15].style.bold)
        #expect(grid[3, 24].style.reverse)
        // Known types in their colours (Cy's "late" matched by title), the unknown one dim.
        let colors = TypeColors(catalog)
        #expect(grid[4, 15].style.foreground == colors.color(of: catalog.shiftTypes[0]))
        #expect(grid[7, 51].style.foreground == colors.color(of: catalog.shiftTypes[1]))
        #expect(grid[7, 42].style == .dim)
        #expect(grid[7, 1].style.foreground == .green)
    }

    @Test("120x40: two weeks across, Cy's event with no symbol shown as ?")
    func golden120() {
        let grid = render(state, rows: 40, columns: 120)
        #expect(Array(grid.lines.prefix(9)) == [
            Self.header,
            Self.legend,
            "",
            "               •Mo 23 Tu 24  We 25  Th 26  Fr 27  Sa 28  Su 29  Mo 30  Tu 1   We 2   Th 3   Fr 4   Sa 5   Su 6",
            " ● You         E      ·                                         E",
            "   Ana Ruiz    L      N      ›",
            Self.ben,
            " ● Cy Lind     E      ·             SB     L                                  ?",
            "",
        ])
        #expect(grid.lines[9..<39].allSatisfy { $0.isEmpty })
        #expect(grid[7, 78].style == .dim)
    }

    @Test("a long name takes the room the days leave at their narrowest; cut with … only when there is none")
    func longNames() {
        var long = state
        long.team.members[2].name = "Cyrielle Lindqvist-Almeida"
        // Two weeks at 120 columns leave the names 17 columns.
        let wide = render(long, rows: 40, columns: 120)
        #expect(Array(wide.lines[3...7]) == [
            "                     •Mo 23 Tu 24  We 25  Th 26  Fr 27  Sa 28  Su 29  Mo 30  Tu 1   We 2   Th 3   Fr 4   Sa 5   Su 6",
            " ● You               E      ·                                         E",
            "   Ana Ruiz          L      N      ›",
            "   Ben Okafor        No calendar at /team/ben: sync it, or fix the path in the team.",
            " ● Cyrielle Lindqvi… E      ·             SB     L                                  ?",
        ])
        // One week at 80: the whole name, the days in narrower cells.
        let narrow = render(long, rows: 24, columns: 80)
        #expect(Array(narrow.lines[3...7]) == [
            "                              •Mo 23 Tu 24  We 25  Th 26  Fr 27  Sa 28  Su 29",
            " ● You                        E      ·",
            "   Ana Ruiz                   L      N      ›",
            "   Ben Okafor                 No calendar at /team/ben: sync it, or fix the pa…",
            " ● Cyrielle Lindqvist-Almeida E      ·             SB     L",
        ])
    }

    @Test("with room for two rows of four, scrolled by one: Ana's and Ben's rows, the title says which, the name column as wide as the widest name off screen too")
    func scrolledRows() {
        #expect(TeamView.rowsInView(TerminalSize(rows: 24, columns: 80)) == 19)
        var scrolled = state
        scrolled.team.members[2].name = "Cyrielle Lindqvist"
        scrolled.rowsInView = 2
        scrolled.firstRow = 1
        let grid = render(scrolled, rows: 24, columns: 80)
        #expect(Array(grid.lines.prefix(7)) == [
            Self.header + " · rows 2–3 of 4",
            Self.legend,
            "",
            "                       •Mo 23  Tu 24   We 25   Th 26   Fr 27   Sa 28   Su 29",
            "   Ana Ruiz            L       N       ›",
            "   Ben Okafor          No calendar at /team/ben: sync it, or fix the path in t…",
            "",
        ])
    }

    @Test("a member's calendar over the limit read of one member: the row says how many events and what to do")
    func tooLargeRow() {
        var large = state
        large.rows[.member("ben")] = .failed(.member(.tooLarge(path: "/team/ben", events: 120_000, limit: 100_000)))
        let grid = render(large, rows: 24, columns: 200)
        #expect(grid.line(6) == "   Ben Okafor  Too large to show: 120000 events, more than the 100000 events read of one member: "
            + "sync a shorter range into it (vdirsyncer's start_date and end_date).")
    }

    @Test("a row still loading turns a spinner of its own; the others show")
    func loadingRow() {
        var loading = state
        loading.rows[.member("ana")] = .loading
        let grid = render(loading, rows: 24, columns: 80)
        #expect(grid.line(5) == "   Ana Ruiz    ⠋ loading…")
        #expect(grid.line(7) == " ● Cy Lind     E        ·                 SB       L")
    }

    @Test("a week on, away from today: who is on shift now still has the dot, from the days kept around today")
    func onNowAwayFromToday() {
        var later = state
        later.cursor = day.adding(days: 7)
        later.span = TeamSpan(first: day.adding(days: 7))
        later.rows = [.own: .loaded([shift(0, on: 7, id: "me-2")]), .member("ana"): .loaded([]),
                      .member("ben"): .failed(.member(.missing(path: "/team/ben"))), .member("cy"): .loaded([])]
        later.aroundToday = [.own: [shift(0, on: 0, id: "me-1")], .member("ana"): [shift(1, on: 0, id: "ana-1")],
                             .member("cy"): [shift(0, on: 0, id: "cy-1")]]
        let grid = render(later, rows: 24, columns: 80)
        #expect(Array(grid.lines[4...7]) == [
            " ● You         E",
            "   Ana Ruiz    ·",
            Self.ben,
            " ● Cy Lind     ·",
        ])
    }

    @Test("Today: on with you under the day's own shifts, Cy's title-matched late as L; not for another day")
    func todayOnWithYou() {
        var app = AppState(screen: .today, catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true))
        let mine = shift(0, on: 0, id: "me-1")
        app.clockToday = day
        app.today = TodayState(selectedDay: day, shifts: [mine], nextDayShifts: [], now: clock.now())
        let cyLate = foreign("late", symbol: "Sp", on: 0, from: 13, to: 21, id: "cy-9")
        app.team.onWithYou = OnWithYou(day: day, members: [
            MemberAlongside(member: ana, shifts: [shift(1, on: 0, id: "ana-1")].map { var s = $0; s.start = s.start.addingTimeInterval(-3600); return s }),
            MemberAlongside(member: cy, shifts: [cyLate]),
        ])
        func drawn(_ state: AppState) -> CellGrid {
            var grid = CellGrid(size: TerminalSize(rows: 24, columns: 80))
            TodayView.render(TodayProps(TodayProps.Input(state), calendar: calendar), spinnerFrame: 0,
                             statusLine: "", into: &grid)
            return grid
        }
        let grid = drawn(app)
        let row = grid.lines.firstIndex { $0.contains("On with you") }
        #expect(row.map { grid.line($0) } == "   On with you: Ana Ruiz L 13:00–22:00 · Cy Lind L 13:00–21:00")
        // The row under the user's own early.
        // Under the user's own early and its status line.
        #expect(row == 5)
        #expect(grid.line(3).hasPrefix("   E    Early              06:00–14:00"))
        var otherDay = app
        otherDay.team.onWithYou?.day = day.adding(days: 1)
        #expect(!drawn(otherDay).lines.contains { $0.contains("On with you") })
    }

    @Test("the swap finder's answer under the rows, in words")
    func swapLines() {
        var shown = state
        let mine = shift(0, on: 0, id: "me-1")
        let anaTuesday = shift(0, on: 1, id: "ana-x")
        shown.swaps = .found(SwapOptions(shift: mine, swaps: [StraightSwap(member: ana, theirs: anaTuesday)],
                                         giveAways: [ana, cy],
                                         blocked: [BlockedSwap(member: cy, theirs: nil, yourViolations: [], theirViolations: [])],
                                         unknown: [ben]))
        let grid = render(shown, rows: 24, columns: 80)
        #expect(Array(grid.lines[9..<15]) == [
            " Who could take your E Mon 23 Nov 06:00–14:00 (nothing is changed; ask them):",
            "   Swap with Ana Ruiz: you take their E Tue 24 Nov 06:00–14:00",
            "   Free that day: Ana Ruiz, Cy Lind",
            "   Left out: 1 swap that would break a working-time rule.",
            "   Not known (calendar not readable): Ben Okafor",
            "",
        ])
    }
}
