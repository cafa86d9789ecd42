import Foundation
import ShiftModel
import ShiftPresentation
import Testing

/// Values at the edges of the model's comparisons: the last month with a
/// leading zero and the first without, a grid's first row, a title exactly
/// as long as allowed, an operation that changes only the catalog, a shift
/// whose time alone changed.
@Suite("Model values at their boundaries")
struct ModelBoundaryTests {
    let f = RuleFixtures()

    @Test func monthsBeforeOctoberGetALeadingZero() {
        #expect([1, 9, 10, 12].map { YearMonth(year: 2026, month: $0).description }
            == ["2026-01", "2026-09", "2026-10", "2026-12"])
    }

    @Test func hoursAndMinutesBeforeTenGetALeadingZero() {
        #expect([TimeOfDay(hour: 9, minute: 9), TimeOfDay(hour: 10, minute: 10), TimeOfDay(hour: 0, minute: 0)]
            .map(\.description) == ["09:09", "10:10", "00:00"])
    }

    /// November 2026 starts on a Sunday: the last column of a Monday-first grid.
    @Test func aDayIsPlacedInItsRowAndColumn() throws {
        let grid = MonthGrid(month: YearMonth(year: 2026, month: 11), firstWeekday: 2)
        let positions = try [f.day("2026-10-26"), f.day("2026-11-01"), f.day("2026-11-02"), f.day("2026-11-30")]
            .map { try #require(grid.position(of: $0)) }
        #expect(positions.map { [$0.row, $0.column] } == [[0, 0], [0, 6], [1, 0], [5, 0]])
    }

    @Test func aTitleAsLongAsAllowedIsValidAndOneMoreIsNot() {
        func titleProblem(_ length: Int) -> FieldProblem? {
            let draft = ShiftTypeDraft(symbol: "X", title: String(repeating: "t", count: length), isAllDay: true,
                                       locationID: RuleFixtures.site.id)
            if case .failure(let errors) = draft.validated(in: RuleFixtures.catalog, editing: nil) {
                return errors[.title]
            }
            return nil
        }
        #expect(titleProblem(40) == nil)
        #expect(titleProblem(41) == .tooLong(max: 40))
    }

    @Test func anOperationIsEmptyOnlyWithNoEditsAndNoCatalogChange() {
        var renamed = RuleFixtures.early
        renamed.title = "Morning"
        #expect(ShiftOperation([]).isEmpty == true)
        #expect(ShiftOperation([], catalog: .shiftType(before: RuleFixtures.early, after: renamed)).isEmpty == false)
    }

    /// Three letters at least, and the start of a weekday's name.
    @Test func aWeekdayIsNamedByThreeLettersOrMore() {
        #expect(["mon", "Friday", " tue "].map(DayArgument.namesWeekday) == [true, true, true])
        #expect(["mo", "abc", "today", "2026-11-23"].map(DayArgument.namesWeekday) == [false, false, false, false])
    }

    /// An edit takes what the calendar stored for its shift; a delete (no
    /// after) and another shift's stored value leave it as it was.
    @Test func anEditTakesTheStoredShiftOnlyForItself() {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23", notes: "cover")
        var stored = early
        stored.notes = "cover (normalized)"
        let other = f.shift(RuleFixtures.late, on: "2026-11-24")
        #expect(ShiftEdit.add(early).with(after: stored) == ShiftEdit.add(stored))
        #expect(ShiftEdit.add(early).with(after: other) == ShiftEdit.add(early))
        #expect(ShiftEdit.add(early).with(after: nil) == ShiftEdit.add(early))
        #expect(ShiftEdit.delete(early).with(after: stored) == ShiftEdit.delete(early))
    }

    @Test func aShiftWhoseTimeAloneChangedIsDescribedByItsNewTime() {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23")
        var longer = early
        longer.end = f.date("2026-11-23", 15)
        #expect(early.difference(to: longer, in: f.calendar) == "now E Early 06:00–15:00 on Mon 2026-11-23")
    }
}

@Suite("A shift's length in words, at the hour's boundary")
struct ShiftLengthLabelTests {
    @Test("minutes past the hour stay minutes: 1 h 58 min, 1 h 59 min, 2 h, 23 h 59 min")
    func label() {
        #expect(ShiftLength.label(seconds: 118 * 60) == "1 h 58 min")
        #expect(ShiftLength.label(seconds: 119 * 60) == "1 h 59 min")
        #expect(ShiftLength.label(seconds: 120 * 60) == "2 h")
        #expect(ShiftLength.label(seconds: (24 * 60 - 1) * 60) == "23 h 59 min")
        #expect(ShiftLength.label(seconds: 25 * 3600) == "25 h")
    }
}
