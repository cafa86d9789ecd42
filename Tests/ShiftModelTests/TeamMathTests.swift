import Foundation
import ShiftModel
import Testing

/// Members and their rotas for the team tests: the user in Berlin, some
/// members' calendars in other zones.
struct TeamFixtures {
    static let berlin = RuleFixtures()
    static let newYork = RuleFixtures("America/New_York")
    static let tokyo = RuleFixtures("Asia/Tokyo")

    static func member(_ name: String) -> TeamMember {
        TeamMember(id: MemberID(name.lowercased()), name: name, initials: TeamMember.initials(of: name),
                   calendarPath: "/team/\(name.lowercased()).ics")
    }

    static func rota(_ name: String, _ shifts: [ScheduledShift]) -> MemberRota {
        MemberRota(member: member(name), shifts: .success(shifts))
    }

    static func unreadable(_ name: String) -> MemberRota {
        MemberRota(member: member(name), shifts: .failure(.unreadable(path: "/team/x.ics", reason: "not iCalendar")))
    }
}

@Suite("Who is on, and who is on with you")
struct TeamMathTests {
    let berlin = TeamFixtures.berlin
    typealias F = RuleFixtures

    @Test("on at an instant: a night from the day before counts, a shift in New York counts by its instants, the start is in and the end is out")
    func onNow() {
        let anaNight = berlin.shift(F.night, on: "2026-11-23")                 // 22:00-06:00 Berlin
        let benEarly = berlin.shift(F.early, on: "2026-11-24")                 // 06:00-14:00 Berlin
        let cyLate = TeamFixtures.newYork.shift(F.late, on: "2026-11-23")      // 14:00-22:00 New York: 20:00-04:00 Berlin
        var deeSick = berlin.shift(F.night, on: "2026-11-23", id: "sick")
        deeSick.sick = SickMark(reason: "flu")
        let rotas = [
            TeamFixtures.rota("Ana", [anaNight]), TeamFixtures.rota("Ben", [benEarly]),
            TeamFixtures.rota("Cy", [cyLate]), TeamFixtures.rota("Dee", [deeSick]), TeamFixtures.unreadable("Eve"),
        ]

        let at3 = TeamMath.onNow(rotas: rotas, at: berlin.date("2026-11-24", 3))
        #expect(at3 == [MemberOnShift(member: TeamFixtures.member("Ana"), shift: anaNight),
                        MemberOnShift(member: TeamFixtures.member("Cy"), shift: cyLate)])
        #expect(at3.map(\.until) == [berlin.date("2026-11-24", 6), berlin.date("2026-11-24", 4)])

        let at6 = TeamMath.onNow(rotas: rotas, at: berlin.date("2026-11-24", 6))
        #expect(at6 == [MemberOnShift(member: TeamFixtures.member("Ben"), shift: benEarly)])
        #expect(TeamMath.onNow(rotas: rotas, at: berlin.date("2026-11-24", 15)) == [])
    }

    @Test("on with you: overlapping shifts in any zone count, touching ones do not, an overnight shift of yours counts to its end")
    func onWithYou() {
        let mine = [berlin.shift(F.late, on: "2026-11-23"), berlin.shift(F.night, on: "2026-11-24")]
        let anaNight = berlin.shift(F.night, on: "2026-11-23")                 // starts as my late ends
        let benEarly = berlin.shift(F.early, on: "2026-11-23")                 // ends as my late starts
        let cyEarly = TeamFixtures.newYork.shift(F.early, on: "2026-11-23")    // 12:00-20:00 Berlin
        let deeLate = TeamFixtures.tokyo.shift(F.late, on: "2026-11-24")       // 06:00-14:00 Berlin on the 24th
        let rotas = [
            TeamFixtures.rota("Ana", [anaNight]), TeamFixtures.rota("Ben", [benEarly]),
            TeamFixtures.rota("Cy", [cyEarly]), TeamFixtures.rota("Dee", [deeLate]), TeamFixtures.unreadable("Eve"),
        ]

        #expect(TeamMath.onWithYou(rotas: rotas, yours: mine, on: berlin.day("2026-11-23"))
            == [MemberAlongside(member: TeamFixtures.member("Cy"), shifts: [cyEarly])])

        // My night of the 24th runs to 06:00 on the 25th: a late in New York (20:00-04:00 Berlin) is with it.
        let fayLate = TeamFixtures.newYork.shift(F.late, on: "2026-11-24", id: "fay")  // 20:00-04:00 Berlin
        let withFay = rotas + [TeamFixtures.rota("Fay", [fayLate])]
        #expect(TeamMath.onWithYou(rotas: withFay, yours: mine, on: berlin.day("2026-11-24"))
            == [MemberAlongside(member: TeamFixtures.member("Fay"), shifts: [fayLate])])
        #expect(TeamMath.onWithYou(rotas: withFay, yours: mine, on: berlin.day("2026-11-25")) == [])
    }
}
