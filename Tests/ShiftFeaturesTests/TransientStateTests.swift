import Foundation
import ShiftFeatures
import ShiftModel
import Testing

/// What a new request leaves of the last answer, and which loaded months an
/// answer may still fill.
@Suite("Transient state: a new question, a late answer")
struct TransientStateTests {
    let f = EditFixtures()

    @Test("a new question forgets the last answer and its error")
    func askingAgainStartsClean() {
        let early = f.shift(f.early, on: f.day)
        var state = ShiftQueryState()
        ShiftQueryReducer.reducer.reduce(&state, .ask(.days(first: f.day, last: f.day)))
        ShiftQueryReducer.reducer.reduce(&state, .answered(.success([early])))
        state.errorMessage = "Cannot read the calendar."
        let next = ShiftQueryState.Question.days(first: f.day.adding(days: 1), last: f.day.adding(days: 2))
        ShiftQueryReducer.reducer.reduce(&state, .ask(next))
        var expected = ShiftQueryState()
        expected.question = next
        expected.isLoading = true
        #expect(state == expected)
    }

    /// Months up to three from the cursor are kept (`keepRadius`): an answer
    /// for a month exactly three away is stored, one for four away is not.
    @Test("a late answer fills a month three away from the cursor, not four")
    func answersForMonthsAtTheKeepRadius() {
        var state = f.loadedSchedule()
        let february = YearMonth(year: 2027, month: 2), march = YearMonth(year: 2027, month: 3)
        let before = state.months
        ScheduleReducer.reduce(&state, .loaded([february, march], .success([])))
        #expect(state.months == before.merging([february: MonthShifts(shifts: [])]) { $1 })
        #expect(ScheduleState.keepRadius == 3)
    }

    @Test("Esc on the go-to prompt closes it and forgets its error")
    func cancellingGoToForgetsTheError() {
        var state = f.loadedSchedule()
        for action: ScheduleAction in [.beginGoTo, .editGoTo(.insert("31 Feb")), .commitGoTo] {
            ScheduleReducer.reduce(&state, action)
        }
        #expect(state.goTo?.problem != nil)
        ScheduleReducer.reduce(&state, .cancelGoTo)
        #expect(state == f.loadedSchedule())
    }

    @Test("opening the export form forgets the last notice")
    func exportFormForgetsTheNotice() {
        var state = SettingsState(notice: .settingsSaved)
        #expect(SettingsReducer.reduce(&state, .export, input: .init(catalog: CatalogState(status: .loaded), today: f.day)) == nil)
        // Today and 29 days on: 30 days.
        #expect(state == SettingsState(exportForm: LiteralForms.export(from: "2026-11-23", through: "2026-12-22")))
    }

    @Test("a failed change forgets what the last one left unfinished")
    func aFailedChangeForgetsTheUnfinishedNote() {
        var state = ShiftEditState(isApplying: true, unfinished: "Cannot save undo.json: disk full.")
        ShiftEditReducer.reduce(&state, .failed(ShiftEditFailure(message: "Cannot save calendar.ics: disk full.")))
        #expect(state == ShiftEditState(notice: .changeRefused("Cannot save calendar.ics: disk full.")))
    }

    @Test("j and k move the Locations selection")
    func locationsSelectionMoves() {
        var catalog = Catalog.defaults()
        catalog.locations.append(Location(id: "annex", name: "Annex"))
        let catalogState = CatalogState(catalog: catalog, status: .loaded, isSaved: true)
        var state = LocationsState()
        CatalogListReducer.reduce(&state, .moveSelection(by: 1), input: CatalogListInput(catalog: catalogState))
        #expect(state == LocationsState(selection: 1))
        CatalogListReducer.reduce(&state, .moveSelection(by: 5), input: CatalogListInput(catalog: catalogState))
        #expect(state == LocationsState(selection: 1))
        CatalogListReducer.reduce(&state, .moveSelection(by: -1), input: CatalogListInput(catalog: catalogState))
        #expect(state == LocationsState())
    }

    @Test("y on the bulk question sends the change and closes the question")
    func sendingTheBulkChangeClosesTheQuestion() {
        let early = f.shift(f.early, on: f.day)
        let question = BulkEditState.Question(days: [f.day], requests: [.delete(early)])
        var state = BulkEditState(marked: [f.day], open: .deleteQuestion(question))
        BulkEditReducer.reduce(&state, .submitted([.delete(early)]), catalog: .defaults())
        #expect(state == BulkEditState(marked: [f.day], isWaiting: true))
    }
}
