import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The Team screen through the exhaustive TestStore: team.json read, then
/// each row under its own effect; a slow member behind a gate holds no
/// other row back, a missing calendar says so in its row, and a week move
/// cancels the loads in flight.
@Suite("Team flows (TestStore)")
@UIActor
struct TeamFlowTests {
    let f = EditFixtures()
    let ana = TeamMember(id: "ana", name: "Ana Ruiz", initials: "AR", calendarPath: "/team/ana.ics")
    let ben = TeamMember(id: "ben", name: "Ben Okafor", initials: "BO", calendarPath: "/team/ben")
    let cy = TeamMember(id: "cy", name: "Cy Lind", initials: "CL", calendarPath: "/team/cy.ics")
    var team: Team { Team(members: [ana, ben, cy]) }
    /// Monday 23 November: the span is that week and the next.
    var span: TeamSpan { TeamSpan(first: f.day) }
    var nextSpan: TeamSpan { TeamSpan(first: f.day.adding(days: 7)) }

    var anaShifts: [ScheduledShift] {
        [f.shift(f.late, on: f.day, id: "ana-1"), f.shift(f.early, on: f.day.adding(days: 8), id: "ana-2")]
    }
    var benShifts: [ScheduledShift] { [f.shift(f.night, on: f.day.adding(days: 1), id: "ben-1")] }
    var ownShifts: [ScheduledShift] { [f.shift(f.early, on: f.day), f.shift(f.early, on: f.day.adding(days: 7))] }

    struct Gates {
        let own = AsyncGate()
        let ana = AsyncGate()
        let ben = AsyncGate()
        let cy = AsyncGate()
    }

    func makeStore(gates: Gates) -> (TestStore<AppState, AppAction, ServiceContainer>, MockTeamService, MockCalendarService) {
        let calendar = MockCalendarService(shifts: ownShifts)
        calendar.hold(at: gates.own)
        let service = MockTeamService(
            team: team,
            shifts: ["ana": .success(anaShifts), "ben": .success(benShifts), "cy": .failure(.missing(path: "/team/cy.ics"))],
            gates: ["ana": gates.ana, "ben": gates.ben, "cy": gates.cy])
        var state = f.state(.today)
        state.clockToday = f.day
        let store = TestStore(initialState: state, reducer: AppReducer.reducer,
                              services: ServiceContainer.inMemory(calendar: calendar, clock: f.clock, team: service),
                              middlewares: AppReducer.middlewares())
        return (store, service, calendar)
    }

    func interval(_ span: TeamSpan) -> DateInterval { span.interval(in: f.calendar) }

    /// What a row keeps for the on-now marks: its shifts of yesterday and today.
    func aroundToday(_ shifts: [ScheduledShift]) -> [ScheduledShift] {
        shifts.filter { $0.day == f.day || $0.day == f.day.adding(days: -1) }
    }

    var allLoading: [TeamRowID: TeamRowLoad] {
        [.own: .loading, .member("ana"): .loading, .member("ben"): .loading, .member("cy"): .loading]
    }

    @Test("9: the team, then every row at once; Ben slow behind a gate while the others land, Cy's missing file in her row")
    func slowMemberHoldsNoOtherBack() async throws {
        let gates = Gates()
        let (store, service, _) = makeStore(gates: gates)
        let shown = await store.start(.showScreen(.team)) {
            $0.screen = .team
            $0.team.cursor = f.day
            $0.team.status = .loading
        }
        await store.receive(.team(.teamLoaded(.success(team)))) {
            $0.team.team = team
            $0.team.status = .loaded
            $0.team.span = span
            $0.team.rows = allLoading
        }
        // Every row's load starts before any answer comes.
        for gate in [gates.own, gates.ana, gates.ben, gates.cy] { await gate.waitForArrivals(1) }

        gates.cy.open()
        await store.receive(.team(.rowsLoaded(span, [.member("cy"): .failed(.member(.missing(path: "/team/cy.ics")))]))) {
            $0.team.rows[.member("cy")] = .failed(.member(.missing(path: "/team/cy.ics")))
        }
        gates.ana.open()
        await store.receive(.team(.rowsLoaded(span, [.member("ana"): .loaded(anaShifts)]))) {
            $0.team.rows[.member("ana")] = .loaded(anaShifts)
            $0.team.aroundToday[.member("ana")] = aroundToday(anaShifts)
        }
        gates.own.open()
        await store.receive(.team(.rowsLoaded(span, [.own: .loaded(ownShifts)]))) {
            $0.team.rows[.own] = .loaded(ownShifts)
            $0.team.aroundToday[.own] = aroundToday(ownShifts)
        }
        // Ben is still behind his gate: his row alone turns, the screen is busy.
        #expect(store.state.team.rows[.member("ben")] == .loading)
        #expect(store.state.isBusy)
        gates.ben.open()
        await store.receive(.team(.rowsLoaded(span, [.member("ben"): .loaded(benShifts)]))) {
            $0.team.rows[.member("ben")] = .loaded(benShifts)
            $0.team.aroundToday[.member("ben")] = aroundToday(benShifts)
        }
        await shown.finish()
        #expect(!store.state.isBusy)
        // The rows load at once, each under its own effect: in any order.
        #expect(service.calls.map(\.member.rawValue).sorted() == ["ana", "ben", "cy"])
        #expect(Set(service.calls.map(\.interval)) == [interval(span)])
        await store.finish()
    }

    /// Shows the screen and lands every row but Ben's, closing each gate
    /// again after its answer so the next span's loads wait at it too.
    func showAllButBen(_ store: TestStore<AppState, AppAction, ServiceContainer>, gates: Gates) async -> TestStoreTask {
        let shown = await store.start(.showScreen(.team)) {
            $0.screen = .team
            $0.team.cursor = f.day
            $0.team.status = .loading
        }
        await store.receive(.team(.teamLoaded(.success(team)))) {
            $0.team.team = team
            $0.team.status = .loaded
            $0.team.span = span
            $0.team.rows = allLoading
        }
        gates.own.open()
        await store.receive(.team(.rowsLoaded(span, [.own: .loaded(ownShifts)]))) {
            $0.team.rows[.own] = .loaded(ownShifts)
            $0.team.aroundToday[.own] = aroundToday(ownShifts)
        }
        gates.own.close()
        gates.ana.open()
        await store.receive(.team(.rowsLoaded(span, [.member("ana"): .loaded(anaShifts)]))) {
            $0.team.rows[.member("ana")] = .loaded(anaShifts)
            $0.team.aroundToday[.member("ana")] = aroundToday(anaShifts)
        }
        gates.ana.close()
        gates.cy.open()
        await store.receive(.team(.rowsLoaded(span, [.member("cy"): .failed(.member(.missing(path: "/team/cy.ics")))]))) {
            $0.team.rows[.member("cy")] = .failed(.member(.missing(path: "/team/cy.ics")))
        }
        gates.cy.close()
        return shown
    }

    @Test("] while Ben's row loads: every row loads the next span, Ben's old load is cancelled and never lands")
    func weekMoveCancelsLoadsInFlight() async throws {
        let gates = Gates()
        let (store, service, _) = makeStore(gates: gates)
        let shown = await showAllButBen(store, gates: gates)

        let moved = await store.start(.team(.moveCursor(days: 7))) {
            $0.team.cursor = f.day.adding(days: 7)
            $0.team.span = nextSpan
            $0.team.rows = allLoading
        }
        // Ben's load of the old span, still at his gate, is cancelled; the
        // other rows had landed, so nothing else is.
        await store.receiveCancellation(of: TeamMiddleware.rowsEffect)
        await shown.finish()
        gates.ben.open()
        await store.receive(.team(.rowsLoaded(nextSpan, [.member("ben"): .loaded([])]))) {
            $0.team.rows[.member("ben")] = .loaded([])
        }
        gates.ana.open()
        let anaNext = anaShifts.filter { $0.day >= nextSpan.first }
        await store.receive(.team(.rowsLoaded(nextSpan, [.member("ana"): .loaded(anaNext)]))) {
            $0.team.rows[.member("ana")] = .loaded(anaNext)
        }
        gates.own.open()
        let ownNext = ownShifts.filter { $0.day >= nextSpan.first }
        await store.receive(.team(.rowsLoaded(nextSpan, [.own: .loaded(ownNext)]))) {
            $0.team.rows[.own] = .loaded(ownNext)
        }
        gates.cy.open()
        await store.receive(.team(.rowsLoaded(nextSpan, [.member("cy"): .failed(.member(.missing(path: "/team/cy.ics")))]))) {
            $0.team.rows[.member("cy")] = .failed(.member(.missing(path: "/team/cy.ics")))
        }
        await moved.finish()
        // Each row loads under its own effect, at once: within a span the
        // calls come in any order (on a busy machine, cy's before ben's).
        #expect(service.calls.count == 6)
        #expect(service.calls.prefix(3).map(\.member.rawValue).sorted() == ["ana", "ben", "cy"])
        #expect(service.calls.suffix(3).map(\.member.rawValue).sorted() == ["ana", "ben", "cy"])
        #expect(service.calls.suffix(3).map(\.interval) == Array(repeating: interval(nextSpan), count: 3))
        await store.finish()
    }

    @Test("h inside the span moves the cursor alone; t comes back to today; g takes a typed date")
    func cursorMoves() async throws {
        let gates = Gates()
        let (store, _, _) = makeStore(gates: gates)
        let shown = await showAllButBen(store, gates: gates)
        gates.ben.open()
        await store.receive(.team(.rowsLoaded(span, [.member("ben"): .loaded(benShifts)]))) {
            $0.team.rows[.member("ben")] = .loaded(benShifts)
            $0.team.aroundToday[.member("ben")] = aroundToday(benShifts)
        }
        await shown.finish()
        await store.send(.team(.moveCursor(days: 1))) { $0.team.cursor = f.day.adding(days: 1) }
        await store.send(.team(.beginGoTo)) { $0.team.goTo = GoToLine() }
        await store.send(.team(.editGoTo(.insert("x")))) { $0.team.goTo = GoToLine(TextInput("x")) }
        await store.send(.team(.commitGoTo)) { $0.team.goTo?.problem = .unknownDate("x") }
        await store.send(.team(.cancelGoTo)) {
            $0.team.goTo = nil
        }
        await store.send(.team(.goToToday)) { $0.team.cursor = f.day }
        await store.finish()
    }

    @Test("s on my early: Ana (free that day, an early on a free day of mine) swaps or takes it; Ben works that day")
    func swapFinder() async throws {
        let mine = f.shift(f.early, on: f.day)
        let anaTuesday = f.shift(f.early, on: f.day.adding(days: 1), id: "ana-tue")
        let benLate = f.shift(f.late, on: f.day, id: "ben-mon")
        let service = InMemoryTeamService(team: Team(members: [ana, ben]),
                                          shifts: ["ana": .success([anaTuesday]), "ben": .success([benLate])])
        var state = f.state(.team)
        state.clockToday = f.day
        state.team = TeamState(team: Team(members: [ana, ben]), status: .loaded, cursor: f.day, span: span,
                               rows: [.own: .loaded([mine]), .member("ana"): .loaded([anaTuesday]),
                                      .member("ben"): .loaded([benLate])])
        let store = TestStore(initialState: state, reducer: AppReducer.reducer,
                              services: ServiceContainer.inMemory(calendar: MockCalendarService(shifts: [mine]), clock: f.clock,
                                                                team: service),
                              middlewares: AppReducer.middlewares())
        #expect(TeamIntent.findSwaps(in: state) == .team(.findSwaps(mine)))
        await store.send(.team(.findSwaps(mine))) { $0.team.swaps = .finding(mine) }
        let expected = SwapOptions(shift: mine, swaps: [StraightSwap(member: ana, theirs: anaTuesday)], giveAways: [ana])
        await store.receive(.team(.swapsFound(mine, .success(expected)))) { $0.team.swaps = .found(expected) }
        // A move of the cursor puts the list away; Esc too.
        await store.send(.team(.moveCursor(days: 1))) {
            $0.team.cursor = f.day.adding(days: 1)
            $0.team.swaps = nil
        }
        // Tuesday: no shift of mine, so s does nothing.
        #expect(TeamIntent.findSwaps(in: store.state) == nil)
        await store.finish()
    }

    @Test("s on a day with only an appointment of mine (no type, or a type that is not work): nothing to swap")
    func noSwapForAppointments() {
        var dentist = f.shift(f.early, on: f.day, id: "dentist")
        dentist.shiftTypeID = nil
        dentist.title = "Dentist"
        var state = f.state(.team)
        state.clockToday = f.day
        state.team = TeamState(team: Team(members: [ana]), status: .loaded, cursor: f.day, span: span,
                               rows: [.own: .loaded([dentist])])
        #expect(TeamIntent.findSwaps(in: state) == nil)
        state.catalog.catalog.shiftTypes[0].pay.isWork = false
        state.team.rows[.own] = .loaded([f.shift(f.early, on: f.day)])
        #expect(TeamIntent.findSwaps(in: state) == nil)
        state.catalog.catalog.shiftTypes[0].pay.isWork = true
        #expect(TeamIntent.findSwaps(in: state) == .team(.findSwaps(f.shift(f.early, on: f.day))))
    }
}
