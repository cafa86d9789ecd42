import Foundation
import ShiftModel
import ShiftPresentation
import Testing

@Suite("Rules and hours in words: the sentences both front ends say")
struct RuleWordsTests {
    let monday = HoursFixture.day(2026, 12, 7)

    @Test("each violation names the rule, the days, the measured value and the limit")
    func sentences() {
        let late = HoursFixture.shift("night", monday)
        let early = HoursFixture.shift("early", monday.adding(days: 1))
        #expect(RuleWords.sentence(.shortRest(after: late, before: early, restMinutes: 659, minimum: 660))
            == "Short rest: 10 h 59 min between night on 2026-12-07 and early on 2026-12-08 (at least 11 h).")
        #expect(RuleWords.sentence(.shortRest(after: late, before: early, restMinutes: 0, minimum: 660), days: .short)
            == "Short rest: 0 h between night on Mon 7 Dec and early on Tue 8 Dec (at least 11 h).")
        #expect(RuleWords.sentence(.consecutiveDays(first: monday, last: monday.adding(days: 6), maximum: 6))
            == "Too many days in a row: 7 working days from 2026-12-07 to 2026-12-13 (at most 6).")
        #expect(RuleWords.sentence(.consecutiveNights(first: monday, last: monday.adding(days: 4), maximum: 4))
            == "Too many nights in a row: 5 nights from 2026-12-07 to 2026-12-11 (at most 4).")
        #expect(RuleWords.sentence(.weeklyMaximum(weekStart: monday, minutes: 3601, maximum: 3600))
            == "Weekly maximum: 60 h 1 min in the week from 2026-12-07 to 2026-12-13 (at most 60 h).")
        #expect(RuleWords.sentence(.weeklyAverage(firstWeek: monday, lastWeek: monday.adding(days: 7 * 16), weeks: 17,
                                                  averageMinutes: 2910, maximum: 2880))
            == "Weekly average: 48 h 30 min a week over 17 weeks in the weeks from 2026-12-07 to 2027-04-04 "
            + "(at most 48 h on average).")
    }

    @Test("counts agree", arguments: [(0, "No working-time rule is broken."), (1, "1 working-time rule is broken."),
                                      (2, "2 working-time rules are broken.")])
    func summary(count: Int, sentence: String) {
        #expect(RuleWords.summary(count: count) == sentence)
    }

    @Test("the warning over a change counts the rules it breaks")
    func changeBreaks() {
        #expect(RuleWords.changeBreaks(count: 1) == "This change breaks a working-time rule:")
        #expect(RuleWords.changeBreaks(count: 3) == "This change breaks 3 working-time rules:")
    }

    @Test("durations in hours and minutes, never days; a balance has its sign", arguments: [
        (0, "0 h", "0 h"), (45, "45 min", "+45 min"), (450, "7 h 30 min", "+7 h 30 min"), (9600, "160 h", "+160 h"),
        (-210, "-3 h 30 min", "-3 h 30 min"), (-5, "-5 min", "-5 min"),
    ])
    func durations(minutes: Int, duration: String, signed: String) {
        #expect(HoursWords.duration(minutes: minutes) == duration)
        #expect(HoursWords.signed(minutes: minutes) == signed)
    }

    @Test("worked against the target, with the sick hours when they count, and without a contract")
    func worked() {
        let calculator = HoursCalculator(catalog: HoursFixture.catalog, calendar: HoursFixture.calendar)
        let week = monday...monday.adding(days: 6)
        let shifts = [HoursFixture.shift("early", monday), HoursFixture.shift("early", monday.adding(days: 1), sick: true)]
        let statistics = calculator.statistics(of: shifts, period: week)
        #expect(HoursWords.worked(statistics) == "Paid 7 h 30 min (15 h with sick hours), real 8 h; target 38 h 30 min, balance -23 h 30 min.")
        #expect(HoursWords.sick(statistics) == "Sick: 1 day, 7 h 30 min (counted toward the target).")
        var noContract = HoursFixture.catalog
        noContract.settings.workingTime.contractMinutesPerWeek = nil
        noContract.settings.workingTime.sickCountsTowardTarget = false
        let plain = HoursCalculator(catalog: noContract, calendar: HoursFixture.calendar).statistics(of: shifts, period: week)
        #expect(HoursWords.worked(plain) == "Paid 7 h 30 min, real 8 h (no contract hours set).")
        #expect(HoursWords.sick(plain) == "Sick: 1 day, 7 h 30 min (not counted toward the target).")
        #expect(HoursWords.sick(calculator.statistics(of: [], period: week)) == "Sick: none.")
        #expect(HoursWords.typeName(.type("early"), in: HoursFixture.catalog) == "E early")
        #expect(HoursWords.typeFigures(statistics.byType[0]) == "2 shifts, 15 h")
        #expect(HoursWords.window(.holiday, of: statistics) == "Public holidays: 0 h")
    }
}
