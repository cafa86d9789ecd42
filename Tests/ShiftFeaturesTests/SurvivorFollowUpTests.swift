import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// Boundaries and clean-ups the mutation check found untested: each test
/// here failed with its bug written in (a condition flipped, a line that
/// clears state dropped, a limit moved by one) and passes without it.
@Suite("Boundaries and clean-ups the mutation check found untested")
@UIActor
struct SurvivorFollowUpTests {
    let f = EditFixtures()

    @Test("Y leaves out a shift of no known type, and counts it")
    func copyCountsForeignShifts() {
        let early = f.shift(f.early, on: f.day)
        var foreign = f.shift(f.late, on: f.day.adding(days: 1), id: "foreign")
        foreign.shiftTypeID = nil
        let schedule = f.loadedSchedule(shifts: [early, foreign])
        let copied = CopiedDays.copying([f.day, f.day.adding(days: 1)], isWeek: false, from: schedule)
        #expect(copied == CopiedDays(entries: [CopiedDays.Entry(offset: 0, type: "early", notes: "")], dayCount: 2,
                                     isWeek: false, skipped: 1))
    }

    @Test("a display name of 60 characters is taken, 61 is refused")
    func nameLengthBoundary() {
        #expect(CatalogState.nameProblem(String(repeating: "n", count: 60)) == nil)
        #expect(CatalogState.nameProblem(String(repeating: "n", count: 61)) == .tooLong(max: 60))
    }

    @Test("clear all asks with the count and drops the last notice")
    func clearAllDropsTheNotice() {
        let entries = [ChangeLogEntry(id: "c1-1", changeID: "c1", time: Date(timeIntervalSince1970: 0), user: "Sam",
                                      day: f.day, kind: .add, before: nil, after: f.shift(f.early, on: f.day))]
        var state = ChangeLogState(entries: entries, status: .loaded, notice: .changeLogEmpty)
        ChangeLogReducer.reduce(&state, .clearAll, input: .init(retention: .year1, screen: .changeLog))
        #expect(state == ChangeLogState(entries: entries, status: .loaded, question: .clearAll(count: 1)))
    }

    @Test("a type filter leaves out shifts of no known type; a location filter keeps them when the place matches")
    func typeFilterAndForeignShifts() {
        var foreign = f.shift(f.early, on: f.day, id: "foreign")
        foreign.shiftTypeID = nil
        let early = f.shift(f.early, on: f.day)
        let byType = ScheduleFilter(types: ["early"])
        #expect(byType.matches(early))
        #expect(!byType.matches(foreign))
        #expect(ScheduleFilter(locations: ["main site"]).matches(foreign))
    }

    @Test("< from a matching day goes to the match before it, not to the same day; > likewise after it")
    func jumpsLeaveTheDay() {
        let days = [f.day, f.day.adding(days: 3), f.day.adding(days: 9)]
        #expect(ScheduleFilterMatch.next(after: days[1], forward: false, in: days) == days[0])
        #expect(ScheduleFilterMatch.next(after: days[1], forward: true, in: days) == days[2])
        #expect(ScheduleFilterMatch.next(after: days[0], forward: false, in: days) == nil)
        #expect(ScheduleFilterMatch.next(after: days[2], forward: true, in: days) == nil)
    }

    @Test("g again after a refused date starts a fresh prompt: no old message")
    func goToAgainForgetsTheMessage() {
        var state = f.loadedSchedule()
        state.goTo = GoToLine(TextInput("soon"), problem: .unknownDate("soon"))
        state.goTo = nil
        ScheduleReducer.reduce(&state, .beginGoTo)
        #expect(state.prompt == .goTo(GoToLine()))
    }

    @Test("a change that starts forgets what the last one left unfinished, and its notice")
    func aNewChangeForgetsTheUnfinishedNote() {
        var state = ShiftEditState(notice: .stepKept, unfinished: "Cannot save undo.json: disk full.")
        ShiftEditReducer.reduce(&state, .began)
        #expect(state == ShiftEditState(isApplying: true))
    }

    @Test("picking a day after a failed load drops the failure's message while the day loads")
    func selectingADayDropsTheError() {
        var state = TodayState(selectedDay: f.day, errorMessage: "Cannot read /d/calendar.ics")
        TodayReducer.reduce(&state, .select(f.day.adding(days: 2)))
        #expect(state.errorMessage == nil)
        #expect(state.isLoading)
        #expect(state.selectedDay == f.day.adding(days: 2))
    }

    @Test("saving a type without a change says it was saved, not added")
    func unchangedTypeIsSavedNotAdded() async {
        let catalog = MockCatalogService(catalog: .defaults())
        let store = AppReducer.makeStore(
            services: ServiceContainer.inMemory(calendar: MockCalendarService(), clock: f.clock, catalog: catalog),
            state: AppState(screen: .shiftTypes, catalog: CatalogState(catalog: .defaults(), status: .loaded,
                                                                       isSaved: true)))
        await store.dispatch(.shiftTypes(.edit))
        await store.dispatch(CatalogListIntent.submit(ShiftType.self, in: store.state))
        #expect(store.state.shiftTypes.notice == .shiftTypeSaved(name: "E Early", updatedShifts: 0))
        #expect(store.state.shiftTypes.form == nil)
    }
}
