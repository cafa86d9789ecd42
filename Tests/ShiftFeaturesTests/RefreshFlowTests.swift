import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The screens follow the files on disk and the day by themselves: every
/// state change and every action asserted (TestStore).
@Suite("Refresh flows: files changed on disk, a new day (TestStore)")
@UIActor
struct RefreshFlowTests {
    let f = EditFixtures()

    func makeStore(_ calendar: MockCalendarService, catalog: MockCatalogService = MockCatalogService(catalog: .defaults()),
                   state: AppState) -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: state, reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: calendar, clock: f.clock, catalog: catalog),
                  middlewares: AppReducer.middlewares())
    }

    /// Today loaded on `day` with `shifts`, `selected` chosen.
    func todayState(_ shifts: [ScheduledShift], selected: ShiftID?) -> AppState {
        var state = f.state(.today)
        state.today = TodayState(selectedDay: f.day, shifts: shifts, selectedShift: selected)
        return state
    }

    @Test("the calendar changed on disk: Today loads its day again keeping the selected shift; the grid asks for its months")
    func calendarChanged() async {
        let early = f.shift(f.early, on: f.day)
        let late = f.shift(f.late, on: f.day)
        let mock = MockCalendarService(shifts: [early, late])
        var state = todayState([early, late], selected: late.id)
        state.schedule = f.loadedSchedule(shifts: [early, late])
        state.bulk.marked = [f.day.adding(days: 2)]
        let store = makeStore(mock, state: state)
        // Another program switched the early shift to a night shift.
        let night = f.shift(f.night, on: f.day, id: early.id.rawValue)
        mock.setShifts([night, late])

        // Each screen follows by itself: Today loads its day, the grid keeps
        // what it shows until its months are read again.
        await store.send(.refresh(.filesChanged([.calendar]))) {
            $0.today.isLoading = true
            for month in [f.october, f.november, f.december] { $0.schedule.months[month]?.isLoading = true }
        }
        await store.receive(.today(.loaded(.success(DaySchedule(day: f.day, referenceToday: f.day,
                                                                 partitioning: [night, late], at: f.clock.now(),
                                                                 in: f.calendar))))) {
            $0.today.isLoading = false
            $0.today.shifts = [late, night]
            $0.today.outlook = Outlook(start: f.day, shifts: [late, night])
            $0.today.now = f.clock.now()
            $0.today.keptDays = [KeptDay(day: f.day, shifts: [late, night], nextDayShifts: [])]
        }
        await store.receive(.schedule(.loaded([f.october, f.november, f.december], .success([late, night])))) {
            $0.schedule.months = [f.october: MonthShifts(shifts: []), f.november: MonthShifts(shifts: [late, night]),
                                  f.december: MonthShifts(shifts: [])]
        }
        // The night now starts as the late ends: no rest between them, and the grid marks it.
        let noRest = RuleViolation.shortRest(after: late, before: night, restMinutes: 0, minimum: 660)
        await store.receive(.schedule(.rulesChecked([noRest]))) { $0.schedule.violations = [noRest] }
        await store.finish()
        #expect(store.state.today.selected == late)
        #expect(store.state.schedule.cursor == f.day)
        #expect(store.state.bulk.marked == [f.day.adding(days: 2)])
    }

    @Test("the catalog and the undo history changed: both are read again, quietly (no spinner, changes stay on)")
    func catalogAndHistoryChanged() async throws {
        var renamed = Catalog.defaults()
        renamed.shiftTypes[0].title = "Morning"
        let catalog = MockCatalogService(catalog: renamed)
        var state = f.state(.shiftTypes)
        state.history.status = .loaded
        let mock = MockCalendarService()
        let history = InMemoryHistoryService(calendar: mock, timeZoneCalendar: f.calendar)
        let store = TestStore(initialState: state, reducer: AppReducer.reducer,
                              services: ServiceContainer.inMemory(calendar: mock, clock: f.clock, catalog: catalog, history: history),
                              middlewares: AppReducer.middlewares())
        // Another process made a change: the history on disk has a step this state does not.
        let add = ShiftOperation([.add(f.shift(f.early, on: f.day))])
        _ = try await history.commit(HistoryCommit(id: "other", time: f.clock.now(), user: "", source: .edit, operation: add))
        let expected = UndoHistory(undo: [UndoStep(id: "other", title: add.summary, time: f.clock.now(), operation: add)])
        // Loaded already: read again quietly, nothing turns to "loading".
        await store.send(.refresh(.filesChanged([.catalog, .undoHistory])))
        await store.receive(.catalog(.loaded(.success(renamed)))) { $0.catalog.catalog = renamed }
        await store.receive(.history(.loaded(.success(expected)))) { $0.history.undo = expected }
        await store.finish()
    }

    @Test("the change log changed: read again on its screen, else when the screen is next shown")
    func changeLogChanged() async {
        let mock = MockCalendarService()
        var elsewhere = f.state(.today)
        elsewhere.changeLog.status = .loaded
        let store = makeStore(mock, state: elsewhere)
        await store.send(.refresh(.filesChanged([.changeLog]))) { $0.changeLog.status = .notLoaded }
        await store.send(.showScreen(.changeLog)) {
            $0.screen = .changeLog
            $0.changeLog.status = .loading
        }
        await store.receive(.changeLog(.loaded(.success([])))) { $0.changeLog.status = .loaded }
        // On its screen: read again at once, quietly.
        await store.send(.refresh(.filesChanged([.changeLog])))
        await store.receive(.changeLog(.loaded(.success([]))))
        #expect(mock.calls.isEmpty)
        await store.finish()
    }

    @Test("a new day: Today on today moves to it, the grid's today mark and a cursor on today move with it")
    func dayChangedOnToday() async {
        let tomorrow = f.day.adding(days: 1)
        let mock = MockCalendarService()
        var state = todayState([], selected: nil)
        state.schedule = f.loadedSchedule()
        let store = makeStore(mock, state: state)
        f.clock.advance(by: 86_400)
        // Both screens were on today: both go on to tomorrow at once.
        await store.send(.refresh(.dayChanged(tomorrow))) {
            $0.clockToday = tomorrow
            $0.today.selectedDay = tomorrow
            $0.today.isLoading = true
            $0.schedule.cursor = tomorrow
        }
        await store.receive(.today(.loaded(.success(DaySchedule(day: tomorrow, referenceToday: tomorrow,
                                                                 partitioning: [], at: f.clock.now(),
                                                                 in: f.calendar))))) {
            $0.today.isLoading = false
            $0.today.outlook = Outlook(start: tomorrow, shifts: [])
            $0.today.now = f.clock.now()
            $0.today.keptDays = [KeptDay(day: tomorrow, shifts: [], nextDayShifts: [])]
        }
        // The grid hears the new day with the clock's calendar.
        await store.receive(.schedule(.todayIs(tomorrow, calendar: f.calendar, moveCursor: false)))
        await store.finish()
    }

    @Test("a new day while another day is shown: it stays, its labels follow; the grid's cursor elsewhere stays")
    func dayChangedElsewhere() async {
        let tomorrow = f.day.adding(days: 1)
        let shown = f.day.adding(days: 5)
        let mock = MockCalendarService()
        var state = f.state(.today)
        state.today = TodayState(selectedDay: shown)
        state.schedule = f.loadedSchedule(cursor: shown)
        let store = makeStore(mock, state: state)
        f.clock.advance(by: 86_400)
        await store.send(.refresh(.dayChanged(tomorrow))) {
            $0.clockToday = tomorrow
            $0.today.isLoading = true
        }
        await store.receive(.today(.loaded(.success(DaySchedule(day: shown, referenceToday: tomorrow,
                                                                 partitioning: [], at: f.clock.now(),
                                                                 in: f.calendar))))) {
            $0.today.isLoading = false
            $0.today.outlook = Outlook(start: tomorrow, shifts: [])
            $0.today.now = f.clock.now()
            $0.today.keptDays = [KeptDay(day: shown, shifts: [], nextDayShifts: [])]
        }
        await store.receive(.schedule(.todayIs(tomorrow, calendar: f.calendar, moveCursor: false)))
        await store.finish()
    }

    @Test("a load that finds unreadable events says so once; a later load without them clears the warning")
    func unreadableEventsAreReported() async {
        let mock = MockCalendarService()
        let bad = UnreadableEvent(path: "/d/calendar.ics", line: 12, problem: "DTSTART: not a date")
        mock.setUnreadable([bad])
        let store = makeStore(mock, state: todayState([], selected: nil))
        let loaded = AppAction.today(.loaded(.success(DaySchedule(day: f.day, referenceToday: f.day, partitioning: [],
                                                                   at: f.clock.now(), in: f.calendar))))
        await store.send(.today(.load)) { $0.today.isLoading = true }
        let kept = [KeptDay(day: f.day, shifts: [], nextDayShifts: [])]
        await store.receive(loaded) {
            $0.today.isLoading = false
            $0.today.outlook = Outlook(start: f.day, shifts: [])
            $0.today.now = f.clock.now()
            $0.today.keptDays = kept
        }
        await store.receive(.refresh(.unreadableEventsFound([bad]))) { $0.unreadableEvents = [bad] }
        // Loaded again with the same problem: no new report (exhaustive: one would fail here).
        // A load forgets the days kept, then keeps the day again.
        await store.send(.today(.load)) {
            $0.today.isLoading = true
            $0.today.keptDays = []
        }
        await store.receive(loaded) {
            $0.today.isLoading = false
            $0.today.keptDays = kept
        }
        await store.finish()
        mock.setUnreadable([])
        // A load forgets the days kept, then keeps the day again.
        await store.send(.today(.load)) {
            $0.today.isLoading = true
            $0.today.keptDays = []
        }
        await store.receive(loaded) {
            $0.today.isLoading = false
            $0.today.keptDays = kept
        }
        await store.receive(.refresh(.unreadableEventsFound([]))) { $0.unreadableEvents = [] }
        await store.finish()
    }

    @Test("a broken calendar fixed on disk: Today, which never showed a day, loads today as the grid does")
    func todayRecoversFromABrokenCalendar() async {
        let early = f.shift(f.early, on: f.day)
        let mock = MockCalendarService(shifts: [early])
        let broken = MockCalendarService.ScriptedFailure("Cannot read /d/calendar.ics: line 1: not a calendar.")
        mock.failNext(.shifts, with: broken)
        let store = makeStore(mock, state: f.state(.today))
        await store.send(.today(.load)) { $0.today.isLoading = true }
        await store.receive(.today(.loaded(.failure(UserFacingError(broken))))) {
            $0.today.isLoading = false
            $0.today.errorMessage = UserFacingError(broken).message
        }
        // The user fixed the file in an editor: the watch sees it.
        await store.send(.refresh(.filesChanged([.calendar]))) {
            $0.today.isLoading = true
            $0.today.errorMessage = nil
        }
        await store.receive(.today(.loaded(.success(DaySchedule(day: f.day, referenceToday: f.day,
                                                                 partitioning: [early], at: f.clock.now(),
                                                                 in: f.calendar))))) {
            $0.today.isLoading = false
            $0.today.selectedDay = f.day
            $0.clockToday = f.day
            $0.today.shifts = [early]
            $0.today.outlook = Outlook(start: f.day, shifts: [early])
            $0.today.now = f.clock.now()
            $0.today.keptDays = [KeptDay(day: f.day, shifts: [early], nextDayShifts: [])]
        }
        await store.finish()
    }

    @Test("a calendar change before Today ever loaded (and without a failure) loads nothing")
    func calendarChangeBeforeAnyLoadIsIgnoredByToday() async {
        let mock = MockCalendarService()
        let store = makeStore(mock, state: f.state(.today))
        await store.send(.refresh(.filesChanged([.calendar])))
        await store.finish()
        #expect(mock.calls.isEmpty)
    }

    @Test("holidays imported or cleared on disk are read again, and r reads them too; other files do not")
    func holidaysFollowTheirFile() async {
        let christmas = PublicHolidays(names: [CalendarDay("2026-12-25"): "Christmas Day"])
        let holidays = MockHolidayService()
        let mock = MockCalendarService()
        var state = f.state(.today)
        state.today = TodayState(selectedDay: f.day)
        let store = TestStore(initialState: state, reducer: AppReducer.reducer,
                              services: ServiceContainer.inMemory(calendar: mock, clock: f.clock,
                                                                catalog: MockCatalogService(catalog: .defaults()),
                                                                holidays: holidays),
                              middlewares: AppReducer.middlewares())
        // `shifts holidays import` in another terminal.
        holidays.set(christmas)
        await store.send(.refresh(.filesChanged([.holidays])))
        await store.receive(.holidays(.loaded(.success(christmas)))) { $0.holidays.holidays = christmas }
        // Another file: the holidays are not read.
        await store.send(.refresh(.filesChanged([.changeLog])))
        #expect(holidays.loads == 1)
        // Cleared where no watch saw it: r on Today reads them again with the day.
        holidays.set(PublicHolidays())
        await store.send(.today(.retry)) { $0.today.isLoading = true }
        await store.receive(.today(.loaded(.success(DaySchedule(day: f.day, referenceToday: f.day, partitioning: [],
                                                                 at: f.clock.now(), in: f.calendar))))) {
            $0.today.isLoading = false
            $0.today.outlook = Outlook(start: f.day, shifts: [])
            $0.today.now = f.clock.now()
            $0.today.keptDays = [KeptDay(day: f.day, shifts: [], nextDayShifts: [])]
        }
        await store.receive(.holidays(.loaded(.success(PublicHolidays())))) { $0.holidays.holidays = PublicHolidays() }
        await store.finish()
        #expect(holidays.loads == 2)
    }
}
