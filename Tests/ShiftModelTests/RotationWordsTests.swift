import ShiftModel
import ShiftPresentation
import Testing

@Suite("Applying a rotation in words: what was (or would be) added, skipped, replaced")
struct RotationWordsTests {
    @Test("the outcome names each count there is, in the past once written and as a preview before", arguments: [
        ((91, 0, 3, 0), true, "Added 91 shifts, skipped 3 days with shifts."),
        ((91, 0, 3, 0), false, "Would add 91 shifts, skip 3 days with shifts."),
        ((1, 0, 0, 0), true, "Added 1 shift."),
        ((5, 1, 0, 1), true, "Added 5 shifts, replaced the shifts of 1 day, left 1 day that had it already."),
        ((5, 2, 0, 1), false, "Would add 5 shifts, replace the shifts of 2 days, leave 1 day that has it already."),
        ((0, 0, 1, 2), false, "Would add 0 shifts, skip 1 day with shifts, leave 2 days that have it already."),
    ])
    func outcome(counts: (Int, Int, Int, Int), written: Bool, sentence: String) {
        #expect(RotationWords.outcome(added: counts.0, replacedDays: counts.1, skippedDays: counts.2,
                                      alreadyDays: counts.3, written: written) == sentence)
    }

    @Test("a plan that adds nothing says why")
    func nothingToAdd() {
        let first = CalendarDay(year: 2026, month: 12, day: 7)
        let offOnly = Rotation(id: "r", name: "R", cycle: [nil], anchor: first)
        let plan = RotationPlan(rotation: offOnly, days: first...first.adding(days: 2), existing: [],
                                existingShifts: .keep, catalog: .defaults())
        #expect(RotationWords.nothingToAdd(plan) == "Nothing to add from 2026-12-07 to 2026-12-09: the cycle is off on every day.")
    }

    @Test("a preset's roles in words", arguments: [("D", "a day shift"), ("n", "a night"), ("E", "an early"),
                                                    ("L", "a late"), ("X", "a shift")])
    func role(role: String, words: String) {
        #expect(RotationWords.role(role) == words)
    }
}
