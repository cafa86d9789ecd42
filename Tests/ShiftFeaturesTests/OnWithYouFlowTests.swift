import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// Today's "on with you": after the day's own load, the members whose
/// shifts overlap the user's that day; nothing at all with no team.
@Suite("On with you (TestStore)")
@UIActor
struct OnWithYouFlowTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: clock.calendar) }
    let ana = TeamMember(id: "ana", name: "Ana Ruiz", initials: "AR", calendarPath: "/team/ana.ics")
    let ben = TeamMember(id: "ben", name: "Ben Okafor", initials: "BO", calendarPath: "/team/ben")
    let cy = TeamMember(id: "cy", name: "Cy Lind", initials: "CL", calendarPath: "/team/cy.ics")

    func makeStore(_ calendar: MockCalendarService, team: any TeamService) -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: AppState(), reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: calendar, clock: clock, team: team),
                  middlewares: AppReducer.middlewares())
    }

    func loaded(_ shifts: [ScheduledShift]) -> DaySchedule {
        DaySchedule(day: day, referenceToday: day, shifts: shifts, nextDayShifts: [],
                    outlook: Outlook(start: day, shifts: shifts), loadedAt: clock.now())
    }

    func todayState(_ shifts: [ScheduledShift]) -> TodayState {
        TodayState(selectedDay: day, shifts: shifts, nextDayShifts: [],
                   outlook: Outlook(start: day, shifts: shifts), now: clock.now(),
                   keptDays: [KeptDay(day: day, shifts: shifts, nextDayShifts: [])])
    }

    @Test("Ana's late overlaps my 10-18, Ben's early ends as mine starts (touching only), Cy's calendar is missing")
    func overlapping() async {
        let mine = builder.shift("D", on: day, from: 10, to: 18)
        let anaLate = builder.shift("L", on: day, from: 14, to: 22)
        let benEarly = builder.shift("E", on: day, from: 6, to: 10)
        let team = MockTeamService(team: Team(members: [ana, ben, cy]),
                                   shifts: ["ana": .success([anaLate]), "ben": .success([benEarly]),
                                            "cy": .failure(.missing(path: "/team/cy.ics"))])
        let store = makeStore(MockCalendarService(shifts: [mine]), team: team)

        await store.send(.today(.load)) { $0.today.isLoading = true }
        await store.receive(.today(.loaded(.success(loaded([mine]))))) {
            $0.clockToday = day
            $0.today = todayState([mine])
        }
        let found = OnWithYou(day: day, members: [MemberAlongside(member: ana, shifts: [anaLate])])
        await store.receive(.team(.onWithYouFound(found))) { $0.team.onWithYou = found }
        await store.finish()
        // Each member's day and the night after it, read once.
        let interval = DateInterval(start: day.start(in: clock.calendar), end: day.adding(days: 2).start(in: clock.calendar))
        #expect(Set(team.calls.map(\.member)) == ["ana", "ben", "cy"])
        #expect(team.calls.allSatisfy { $0.interval == interval })
    }

    @Test("with no team, Today's load is all that happens")
    func noTeam() async {
        let mine = builder.shift("D", on: day, from: 10, to: 18)
        let store = makeStore(MockCalendarService(shifts: [mine]), team: InMemoryTeamService())
        await store.send(.today(.load)) { $0.today.isLoading = true }
        await store.receive(.today(.loaded(.success(loaded([mine]))))) {
            $0.clockToday = day
            $0.today = todayState([mine])
        }
        await store.finish()
    }
}
