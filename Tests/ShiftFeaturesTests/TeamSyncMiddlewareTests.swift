import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// `r` on the Team screen through a real Store: the sync service runs in
/// the middleware (held open by a gate: the screen is busy meanwhile), its
/// outcomes are kept for the screen, then team.json and every row are read
/// again.
@Suite("Team screen sync (r) through a real Store")
@UIActor
struct TeamSyncMiddlewareTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let ana = TeamMember(id: "ana", name: "Ana Ruiz", initials: "AR", calendarPath: "/data/team/ana")
    let ben = TeamMember(id: "ben", name: "Ben Okafor", initials: "BO", calendarPath: "/data/team/ben")
    let outcomes = [
        CalDAVSyncOutcome(name: "Ana Ruiz", result: .success(3)),
        CalDAVSyncOutcome(name: "Ben Okafor", result: .failure(.cannotConnect(host: "dav.example.org", reason: "refused"))),
    ]

    func makeStore(team: MockTeamService, sync: MockTeamSync) -> AppStore {
        var state = AppState()
        state.clockToday = CalendarDay("2026-11-23")
        return AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: MockCalendarService(), clock: clock, team: team,
                                                                        teamSync: sync), state: state)
    }

    @Test("r: busy while the sync runs, its outcomes kept, then every row read again")
    func syncThenReload() async {
        let gate = AsyncGate()
        let sync = MockTeamSync(outcomes: outcomes, gate: gate)
        let team = MockTeamService(team: Team(members: [ana, ben]))
        let store = makeStore(team: team, sync: sync)
        await store.dispatch(.showScreen(.team))
        #expect(team.calls.map(\.member) == ["ana", "ben"])

        let pressed = Task { await store.dispatch(.team(.sync)) }
        await gate.waitForArrivals(1)
        #expect(store.state.team.sync == .syncing)
        #expect(store.state.isBusy)
        // Pressed again while it runs: no second sync.
        await store.dispatch(.team(.sync))
        gate.open()
        await pressed.value

        #expect(sync.syncs == 1)
        #expect(store.state.team.sync == .done(outcomes))
        #expect(team.calls.map(\.member) == ["ana", "ben", "ana", "ben"])
        #expect(!store.state.isBusy)
    }

    @Test("r with no member on a server: nothing synced, every row read again as a reload")
    func nothingToSyncStillReloads() async {
        let sync = MockTeamSync(outcomes: [])
        let team = MockTeamService(team: Team(members: [ana]))
        let store = makeStore(team: team, sync: sync)
        await store.dispatch(.showScreen(.team))
        await store.dispatch(.team(.sync))
        #expect(sync.syncs == 1)
        #expect(store.state.team.sync == .done([]))
        #expect(team.calls.map(\.member) == ["ana", "ana"])
    }

    @Test("the sync action away from the Team screen does nothing")
    func notShown() async {
        let sync = MockTeamSync(outcomes: outcomes)
        let store = makeStore(team: MockTeamService(team: Team(members: [ana])), sync: sync)
        await store.dispatch(.team(.sync))
        #expect(sync.syncs == 0)
        #expect(store.state.team.sync == nil)
    }
}
