import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The Team screen reads only the rows it has room for: a week move asks
/// for the rows on screen, a scroll for the rows it brings in, never for
/// the ones off screen or already read.
@Suite("Team rows in view (TestStore)")
@UIActor
struct TeamRowsInViewTests {
    let f = EditFixtures()
    let ana = TeamMember(id: "ana", name: "Ana Ruiz", initials: "AR", calendarPath: "/team/ana.ics")
    let ben = TeamMember(id: "ben", name: "Ben Okafor", initials: "BO", calendarPath: "/team/ben")
    let cy = TeamMember(id: "cy", name: "Cy Lind", initials: "CL", calendarPath: "/team/cy.ics")
    var team: Team { Team(members: [ana, ben, cy]) }
    var span: TeamSpan { TeamSpan(first: f.day) }
    var nextSpan: TeamSpan { TeamSpan(first: f.day.adding(days: 7)) }
    var benShifts: [ScheduledShift] { [f.shift(f.night, on: f.day.adding(days: 1), id: "ben-1")] }
    var mine: [ScheduledShift] { [f.shift(f.early, on: f.day)] }
    var anaShifts: [ScheduledShift] { [f.shift(f.late, on: f.day, id: "ana-1")] }

    /// The screen shown with room for two rows: mine and Ana's read.
    func makeStore(gates: [MemberID: AsyncGate])
        -> (TestStore<AppState, AppAction, ServiceContainer>, MockTeamService) {
        let service = MockTeamService(
            team: team,
            shifts: ["ana": .success(anaShifts), "ben": .success(benShifts), "cy": .failure(.missing(path: "/team/cy.ics"))],
            gates: gates)
        var state = f.state(.team)
        state.clockToday = f.day
        state.team = TeamState(team: team, status: .loaded, cursor: f.day, span: span,
                               rows: [.own: .loaded(mine), .member("ana"): .loaded(anaShifts)], rowsInView: 2)
        let store = TestStore(initialState: state, reducer: AppReducer.reducer,
                              services: ServiceContainer.inMemory(calendar: MockCalendarService(shifts: mine), clock: f.clock,
                                                                team: service),
                              middlewares: AppReducer.middlewares())
        return (store, service)
    }

    @Test("j asks for the row it brings in alone, a scroll past the end stops at the last row, ] asks for the rows on screen only, more room asks for the row it shows")
    func onlyRowsOnScreenAreAsked() async throws {
        let gates: [MemberID: AsyncGate] = ["ana": AsyncGate(), "ben": AsyncGate(), "cy": AsyncGate()]
        let (store, service) = makeStore(gates: gates)
        let interval = span.interval(in: f.calendar)
        let nextInterval = nextSpan.interval(in: f.calendar)

        let scrolled = await store.start(.team(.scrollRows(by: 1))) {
            $0.team.firstRow = 1
            $0.team.rows[.member("ben")] = .loading
        }
        gates["ben"]?.open()
        await store.receive(.team(.rowsLoaded(span, [.member("ben"): .loaded(benShifts)]))) {
            $0.team.rows[.member("ben")] = .loaded(benShifts)
            // His night starts tomorrow: nothing of his yesterday or today.
            $0.team.aroundToday[.member("ben")] = []
        }
        await scrolled.finish()
        gates["ben"]?.close()

        // 5 down from the second row of four, two shown: the last two.
        let toEnd = await store.start(.team(.scrollRows(by: 5))) {
            $0.team.firstRow = 2
            $0.team.rows[.member("cy")] = .loading
        }
        gates["cy"]?.open()
        await store.receive(.team(.rowsLoaded(span, [.member("cy"): .failed(.member(.missing(path: "/team/cy.ics")))]))) {
            $0.team.rows[.member("cy")] = .failed(.member(.missing(path: "/team/cy.ics")))
        }
        await toEnd.finish()
        gates["cy"]?.close()
        #expect(service.calls.map(\.member) == ["ben", "cy"])
        #expect(service.calls.map(\.interval) == [interval, interval])

        // A week on: Ben's and Cy's rows only, the rows shown.
        let moved = await store.start(.team(.moveCursor(days: 7))) {
            $0.team.cursor = f.day.adding(days: 7)
            $0.team.span = nextSpan
            $0.team.rows = [.member("ben"): .loading, .member("cy"): .loading]
        }
        gates["ben"]?.open()
        await store.receive(.team(.rowsLoaded(nextSpan, [.member("ben"): .loaded([])]))) {
            $0.team.rows[.member("ben")] = .loaded([])
        }
        gates["cy"]?.open()
        await store.receive(.team(.rowsLoaded(nextSpan, [.member("cy"): .failed(.member(.missing(path: "/team/cy.ics")))]))) {
            $0.team.rows[.member("cy")] = .failed(.member(.missing(path: "/team/cy.ics")))
        }
        await moved.finish()
        #expect(service.calls.suffix(2).map(\.member) == ["ben", "cy"])
        #expect(service.calls.suffix(2).map(\.interval) == [nextInterval, nextInterval])

        // A taller terminal: three rows fit; the list ends at Cy, so Ana's row comes in above.
        gates["ana"]?.open()
        let taller = await store.start(.team(.rowsFit(3))) {
            $0.team.rowsInView = 3
            $0.team.firstRow = 1
            $0.team.rows[.member("ana")] = .loading
        }
        await store.receive(.team(.rowsLoaded(nextSpan, [.member("ana"): .loaded([])]))) {
            $0.team.rows[.member("ana")] = .loaded([])
        }
        await taller.finish()
        #expect(service.calls.map(\.member) == ["ben", "cy", "ben", "cy", "ana"])
        await store.finish()
    }

    @Test("rows scrolled out while still loading are not waited for; rows read stay for scrolling back; k at the top does nothing")
    func scrolledOutRowsAreDropped() {
        var state = TeamState(team: team, status: .loaded, cursor: f.day, span: span,
                              rows: [.own: .loaded(mine), .member("ana"): .loading], rowsInView: 2)
        let input = TeamReducer.Input(today: f.day, firstWeekday: .monday, isShown: true)
        TeamReducer.reduce(&state, .scrollRows(by: -1), input: input)
        #expect(state.firstRow == 0)
        #expect(state.rows == [.own: .loaded(mine), .member("ana"): .loading])
        TeamReducer.reduce(&state, .scrollRows(by: 2), input: input)
        #expect(state.firstRow == 2)
        #expect(state.rowsShown == 2..<4)
        #expect(state.rows == [.own: .loaded(mine), .member("ben"): .loading, .member("cy"): .loading])
        // Before the screen says how tall it is, every row is shown and read.
        var unsized = TeamState(team: team, status: .loading, cursor: f.day)
        TeamReducer.reduce(&unsized, .teamLoaded(.success(team)), input: input)
        #expect(unsized.rows.count == 4)
        TeamReducer.reduce(&unsized, .scrollRows(by: 1), input: input)
        #expect(unsized.firstRow == 0)
        TeamReducer.reduce(&unsized, .rowsFit(1), input: input)
        #expect(unsized.rows == [.own: .loading])
    }
}
