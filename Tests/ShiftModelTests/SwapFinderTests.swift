import Foundation
import ShiftModel
import Testing

@Suite("Swap finder: straight swaps, give-aways, and what the rules leave out")
struct SwapFinderTests {
    typealias F = RuleFixtures
    let berlin = TeamFixtures.berlin
    var finder: SwapFinder { SwapFinder(calculator: HoursCalculator(catalog: F.catalog, calendar: berlin.calendar)) }

    /// Mine: earlies on Monday 7 December (the one to swap), Wednesday 9 and Friday 11.
    var target: ScheduledShift { berlin.shift(F.early, on: "2026-12-07") }
    var mine: [ScheduledShift] {
        [target, berlin.shift(F.early, on: "2026-12-09"), berlin.shift(F.early, on: "2026-12-11")]
    }

    @Test("a member free that day with an early on my free Thursday: a swap and a give-away")
    func straightSwap() {
        let anaEarly = berlin.shift(F.early, on: "2026-12-10")
        let options = finder.options(for: target, yours: mine, rotas: [TeamFixtures.rota("Ana", [anaEarly])])
        #expect(options == SwapOptions(shift: target, swaps: [StraightSwap(member: TeamFixtures.member("Ana"), theirs: anaEarly)],
                                       giveAways: [TeamFixtures.member("Ana")]))
    }

    @Test("a member working that day, or on none of my free days, or past four weeks: no swap")
    func noSwap() {
        let ben = TeamFixtures.rota("Ben", [berlin.shift(F.early, on: "2026-12-07", id: "ben")])
        // Her shifts fall on days I work, and one is 29 days on.
        let cy = TeamFixtures.rota("Cy", [berlin.shift(F.late, on: "2026-12-09"), berlin.shift(F.early, on: "2027-01-05")])
        let options = finder.options(for: target, yours: mine, rotas: [ben, cy, TeamFixtures.unreadable("Eve")])
        #expect(options == SwapOptions(shift: target, giveAways: [TeamFixtures.member("Cy")],
                                       unknown: [TeamFixtures.member("Eve")]))
    }

    @Test("days are mine: a New York night of the 9th is my 10th (a swap); one of the 6th there runs into my Monday (not free)")
    func otherZones() throws {
        let newYork = TeamFixtures.newYork
        // 20:00-04:00 New York = 02:00-10:00 Berlin on the 10th, a day I am free.
        var cyNight = ScheduledShift(id: "cy-night", day: newYork.day("2026-12-09"), start: newYork.date("2026-12-09", 20),
                                     end: newYork.date("2026-12-10", 4), title: "Night", symbol: "N", shiftTypeID: "night")
        // 23:00-07:00 New York = 05:00-13:00 Berlin on Monday the 7th.
        let deeNight = ScheduledShift(id: "dee-night", day: newYork.day("2026-12-06"), start: newYork.date("2026-12-06", 23),
                                      end: newYork.date("2026-12-07", 7), title: "Night", symbol: "N", shiftTypeID: "night")
        let options = finder.options(for: target, yours: mine,
                                     rotas: [TeamFixtures.rota("Cy", [cyNight]), TeamFixtures.rota("Dee", [deeNight])])
        cyNight.day = berlin.day("2026-12-10")
        #expect(options == SwapOptions(shift: target, swaps: [StraightSwap(member: TeamFixtures.member("Cy"), theirs: cyNight)],
                                       giveAways: [TeamFixtures.member("Cy")]))
    }

    @Test("only shifts: a member's appointment (no type) is not offered, and one of a not-work type does not make them busy")
    func onlyShifts() {
        var catalog = F.catalog
        let meeting = ShiftType(id: "meeting", symbol: "M", title: "Staff meeting", duration: F.timed(8, 9),
                                locationID: F.site.id, pay: ShiftPay(isWork: false))
        catalog.addOrReplace(meeting)
        let finder = SwapFinder(calculator: HoursCalculator(catalog: catalog, calendar: berlin.calendar))
        // On my free Thursday, a dentist from another calendar program.
        let dentist = ScheduledShift(id: "dentist", day: berlin.day("2026-12-10"), start: berlin.date("2026-12-10", 10),
                                     end: berlin.date("2026-12-10", 11), title: "Dentist")
        // On the Monday of my early, during it, a staff meeting.
        let staffMeeting = berlin.shift(meeting, on: "2026-12-07")
        let options = finder.options(for: target, yours: mine,
                                     rotas: [TeamFixtures.rota("Ana", [dentist, staffMeeting])])
        #expect(options == SwapOptions(shift: target, giveAways: [TeamFixtures.member("Ana")]))
        // The same dentist as a shift of a type I do not know is her work: offered.
        var typed = dentist
        typed.shiftTypeID = "hers"
        let offered = finder.options(for: target, yours: mine, rotas: [TeamFixtures.rota("Ana", [typed])])
        #expect(offered.swaps == [StraightSwap(member: TeamFixtures.member("Ana"), theirs: typed)])
    }

    @Test("a swap that would leave either of us 8 hours' rest or none is left out, with the rules it breaks")
    func ruleBreakingSwapLeftOut() {
        // Eve's late on Sunday ends at 22:00, eight hours before my Monday early;
        // her night on Thursday ends at 06:00 Friday, as my Friday early starts.
        let eveLate = berlin.shift(F.late, on: "2026-12-06")
        let eveNight = berlin.shift(F.night, on: "2026-12-10")
        let anaEarly = berlin.shift(F.early, on: "2026-12-10")
        let options = finder.options(for: target, yours: mine,
                                     rotas: [TeamFixtures.rota("Eve", [eveLate, eveNight]), TeamFixtures.rota("Ana", [anaEarly])])
        let friday = mine[2]
        let eve = TeamFixtures.member("Eve")
        #expect(options == SwapOptions(
            shift: target,
            swaps: [StraightSwap(member: TeamFixtures.member("Ana"), theirs: anaEarly)],
            giveAways: [TeamFixtures.member("Ana")],
            blocked: [
                BlockedSwap(member: eve, theirs: eveNight,
                            yourViolations: [.shortRest(after: eveNight, before: friday, restMinutes: 0, minimum: 660)],
                            theirViolations: [.shortRest(after: eveLate, before: target, restMinutes: 480, minimum: 660)]),
                BlockedSwap(member: eve, theirs: nil, yourViolations: [],
                            theirViolations: [.shortRest(after: eveLate, before: target, restMinutes: 480, minimum: 660)]),
            ]))
    }

    @Test("the days the finder needs reach back over the rules' weeks and four weeks and one on")
    func neededDays() {
        let days = finder.neededDays(for: berlin.day("2026-12-07"))
        #expect(days.upperBound == berlin.day("2027-01-11"))
        #expect(days.lowerBound == berlin.day("2026-08-10"))
    }
}
