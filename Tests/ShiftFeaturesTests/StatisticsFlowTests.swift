import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The Statistics screen through the exhaustive TestStore: its period, its
/// loads (one call from the first of January, for the running balance), a
/// newer period cancelling the load in flight, and the range form.
@Suite("Statistics flows (TestStore)")
@UIActor
struct StatisticsFlowTests {
    let f = EditFixtures()
    /// 38 h 30 min a week.
    var catalog: Catalog {
        var catalog = f.catalog
        catalog.settings.workingTime.contractMinutesPerWeek = 38 * 60 + 30
        return catalog
    }
    var november: StatisticsPeriod {
        StatisticsPeriod(kind: .month, days: CalendarDay("2026-11-01")...CalendarDay("2026-11-30"))
    }
    var december: StatisticsPeriod {
        StatisticsPeriod(kind: .month, days: CalendarDay("2026-12-01")...CalendarDay("2026-12-31"))
    }

    func state(today: CalendarDay? = nil) -> AppState {
        var state = AppState(screen: .today, catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true))
        state.clockToday = today
        return state
    }

    func makeStore(_ mock: MockCalendarService, state: AppState) -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: state, reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: mock, clock: f.clock, ids: SequentialIDGenerator(prefix: "uid-")),
                  middlewares: AppReducer.middlewares())
    }

    /// The call that reads `days`.
    func read(_ days: ClosedRange<CalendarDay>) -> MockCalendarService.Call {
        .shifts(DateInterval(start: days.lowerBound.start(in: f.calendar),
                             end: days.upperBound.adding(days: 1).start(in: f.calendar)))
    }

    /// The figures of `period` over `shifts`, as the middleware computes them.
    func figures(_ period: StatisticsPeriod, _ shifts: [ScheduledShift]) -> StatisticsFigures {
        let calculator = HoursCalculator(catalog: catalog, calendar: f.calendar)
        return StatisticsFigures(period: period, statistics: calculator.statistics(of: shifts, period: period.days),
                                 yearToDate: calculator.statistics(of: shifts, period: period.balanceDays(WorkingTimeSettings())),
                                 violations: calculator.violations(in: shifts, range: period.days))
    }

    /// An early shift on the 23rd (8 h), a night from the 30th into December
    /// (8 h, counted in November), an early in December and one in March.
    var shifts: [ScheduledShift] {
        [f.shift(f.early, on: f.day), f.shift(f.night, on: CalendarDay("2026-11-30")),
         f.shift(f.early, on: CalendarDay("2026-12-01")), f.shift(f.early, on: CalendarDay("2026-03-02"))]
    }

    @Test("8 with no day known yet: the month of the clock's today, read from the first of January, figures exact")
    func openOnTheClocksMonth() async throws {
        let mock = MockCalendarService(shifts: shifts)
        let store = makeStore(mock, state: state())

        await store.send(.showScreen(.statistics)) {
            $0.screen = .statistics
            $0.statistics.status = .loading
        }
        let expected = figures(november, mock.storedShifts)
        await store.receive(.statistics(.loaded(november, .success(expected)))) {
            $0.statistics.period = november
            $0.statistics.status = .loaded
            $0.statistics.figures = expected
        }
        // The night of the 30th ends at 06:00 as December's first early starts: no rest at all.
        #expect(expected.violations.map(\.rule) == [.rest])
        await store.finish()
        // From the first of January (the running balance) to a week after
        // the month (the rules look a week on, and 17 weeks back from 1 November).
        #expect(mock.calls == [read(CalendarDay("2026-01-01")...CalendarDay("2026-12-07"))])
        // By hand: 8 h early + 8 h night (its start is in November); the December one is not counted.
        let stats = expected.statistics
        #expect(stats.workedMinutes == 16 * 60)
        #expect(stats.nightMinutes == 8 * 60)
        // 38 h 30 min × 30 / 7 = 165 h (9,900 min).
        #expect(stats.targetMinutes == 9_900)
        #expect(stats.balanceMinutes == 16 * 60 - 9_900)
        // The year to date holds March's early too.
        #expect(expected.yearToDate.workedMinutes == 24 * 60)
    }

    @Test("with an hours account from 2 November 2025 and 20 h carried in: read from then, the balance starts at +20 h")
    func accountStart() async throws {
        var account = catalog
        account.settings.workingTime.accountStart = CalendarDay("2025-11-02")
        account.settings.workingTime.openingBalanceMinutes = 20 * 60
        var start = state()
        start.catalog.catalog = account
        let mock = MockCalendarService(shifts: shifts)
        let store = makeStore(mock, state: start)

        await store.send(.showScreen(.statistics)) {
            $0.screen = .statistics
            $0.statistics.status = .loading
        }
        let calculator = HoursCalculator(catalog: account, calendar: f.calendar)
        let stored = mock.storedShifts
        let balanceDays = CalendarDay("2025-11-02")...CalendarDay("2026-11-30")
        #expect(november.balanceDays(account.settings.workingTime) == balanceDays)
        let expected = StatisticsFigures(period: november, statistics: calculator.statistics(of: stored, period: november.days),
                                         yearToDate: calculator.statistics(of: stored, period: balanceDays),
                                         violations: calculator.violations(in: stored, range: november.days))
        await store.receive(.statistics(.loaded(november, .success(expected)))) {
            $0.statistics.period = november
            $0.statistics.status = .loaded
            $0.statistics.figures = expected
        }
        await store.finish()
        #expect(mock.calls == [read(CalendarDay("2025-11-02")...CalendarDay("2026-12-07"))])
        // +20 h, less the target of 394 days at 330 min (38 h 30 min / 7),
        // plus the early in March, the early and the night in November (24 h).
        // The first week (from Monday 27 October) holds one day of the account.
        #expect(expected.yearToDate.runningBalance?.first == 20 * 60 - 330)
        #expect(expected.yearToDate.closingBalanceMinutes == 20 * 60 + 24 * 60 - 394 * 330)
    }

    @Test("] and [ move by a month, each a load; w, m and y switch to the week, month and year of today")
    func movePeriodAndKind() async throws {
        let mock = MockCalendarService(shifts: shifts)
        var start = state(today: f.day)
        start.screen = .statistics
        start.statistics = StatisticsState(period: november, status: .loaded, figures: figures(november, shifts))
        let store = makeStore(mock, state: start)
        let stored = mock.storedShifts

        await store.send(.statistics(.movePeriod(by: 1))) {
            $0.statistics.period = december
            $0.statistics.status = .loading
        }
        await store.receive(.statistics(.loaded(december, .success(figures(december, stored))))) {
            $0.statistics.status = .loaded
            $0.statistics.figures = figures(december, stored)
        }
        await store.send(.statistics(.movePeriod(by: -1))) {
            $0.statistics.period = november
            $0.statistics.status = .loading
        }
        await store.receive(.statistics(.loaded(november, .success(figures(november, stored))))) {
            $0.statistics.status = .loaded
            $0.statistics.figures = figures(november, stored)
        }
        // Today (Monday 23 November) is in the period: its week, Monday to Sunday.
        let week = StatisticsPeriod(kind: .week, days: CalendarDay("2026-11-23")...CalendarDay("2026-11-29"))
        await store.send(.statistics(.showKind(.week))) {
            $0.statistics.period = week
            $0.statistics.status = .loading
        }
        await store.receive(.statistics(.loaded(week, .success(figures(week, stored))))) {
            $0.statistics.status = .loaded
            $0.statistics.figures = figures(week, stored)
        }
        #expect(store.state.statistics.figures?.statistics.workedMinutes == 8 * 60)
        let year = StatisticsPeriod(kind: .year, days: CalendarDay("2026-01-01")...CalendarDay("2026-12-31"))
        await store.send(.statistics(.showKind(.year))) {
            $0.statistics.period = year
            $0.statistics.status = .loading
        }
        await store.receive(.statistics(.loaded(year, .success(figures(year, stored))))) {
            $0.statistics.status = .loaded
            $0.statistics.figures = figures(year, stored)
        }
        #expect(store.state.statistics.figures?.statistics.workedMinutes == 32 * 60)
        // ] on a year: the next year.
        let next = StatisticsPeriod(kind: .year, days: CalendarDay("2027-01-01")...CalendarDay("2027-12-31"))
        await store.send(.statistics(.movePeriod(by: 1))) {
            $0.statistics.period = next
            $0.statistics.status = .loading
        }
        await store.receive(.statistics(.loaded(next, .success(figures(next, stored))))) {
            $0.statistics.status = .loaded
            $0.statistics.figures = figures(next, stored)
        }
        await store.finish()
        #expect(mock.calls == [
            read(CalendarDay("2026-01-01")...CalendarDay("2027-01-07")),
            read(CalendarDay("2026-01-01")...CalendarDay("2026-12-07")),
            read(CalendarDay("2026-01-01")...CalendarDay("2026-12-06")),
            // A year from January: 17 weeks back reach Monday 1 September 2025.
            read(CalendarDay("2025-09-01")...CalendarDay("2027-01-07")),
            read(CalendarDay("2026-08-31")...CalendarDay("2028-01-07")),
        ])
    }

    @Test("a load that fails: the message in state, no figures; r reads again and they come")
    func loadFails() async throws {
        let mock = MockCalendarService(shifts: shifts)
        mock.failNext(.shifts, with: MockCalendarService.ScriptedFailure("calendar.ics: not readable"))
        var start = state(today: f.day)
        start.screen = .statistics
        let store = makeStore(mock, state: start)

        await store.send(.showScreen(.statistics)) {
            $0.statistics.period = november
            $0.statistics.status = .loading
        }
        await store.receive(.statistics(.loaded(november, .failure(UserFacingError(message: "calendar.ics: not readable"))))) {
            $0.statistics.status = .failed("calendar.ics: not readable")
        }
        await store.send(.statistics(.reload)) { $0.statistics.status = .loading }
        let expected = figures(november, mock.storedShifts)
        await store.receive(.statistics(.loaded(november, .success(expected)))) {
            $0.statistics.status = .loaded
            $0.statistics.figures = expected
        }
        await store.finish()
    }

    @Test("] ] while the first load is held by a gate: the second cancels it, and only January's answer lands")
    func newerPeriodCancelsTheLoadInFlight() async throws {
        let mock = MockCalendarService(shifts: shifts)
        var start = state(today: f.day)
        start.screen = .statistics
        start.statistics = StatisticsState(period: november, status: .loaded, figures: figures(november, shifts))
        let store = makeStore(mock, state: start)
        let gate = AsyncGate()
        mock.hold(at: gate)
        let january = StatisticsPeriod(kind: .month, days: CalendarDay("2027-01-01")...CalendarDay("2027-01-31"))

        let toDecember = await store.start(.statistics(.movePeriod(by: 1))) {
            $0.statistics.period = december
            $0.statistics.status = .loading
        }
        await gate.waitForArrivals(1)
        let toJanuary = await store.start(.statistics(.movePeriod(by: 1))) {
            $0.statistics.period = january
        }
        await gate.waitForArrivals(2)
        await store.receiveCancellation(of: StatisticsMiddleware.loadEffect)
        gate.open()
        let expected = figures(january, mock.storedShifts)
        await store.receive(.statistics(.loaded(january, .success(expected)))) {
            $0.statistics.status = .loaded
            $0.statistics.figures = expected
        }
        await toDecember.finish()
        await toJanuary.finish()
        // Exhaustive: December's answer, had it come, would be left over here and fail.
        await store.finish()
        #expect(mock.calls == [read(CalendarDay("2026-01-01")...CalendarDay("2027-01-07")),
                               read(CalendarDay("2026-08-31")...CalendarDay("2027-02-07"))])
    }

    @Test("g: the range form; a range ending before it starts is refused under Through; a valid one is loaded")
    func rangeForm() async throws {
        let mock = MockCalendarService(shifts: shifts)
        var start = state(today: f.day)
        start.screen = .statistics
        start.statistics = StatisticsState(period: november, status: .loaded, figures: figures(november, shifts))
        let store = makeStore(mock, state: start)

        await store.send(.statistics(.openRangeForm)) {
            $0.statistics.rangeForm = FormState([
                FormField(.from, .text(maxLength: 20), text: "2026-11-01"),
                FormField(.through, .text(maxLength: 20), text: "2026-11-30"),
            ])
        }
        // Through: ^U, then 2026-10-01 (before From).
        await store.send(.statistics(.form(.edit(.nextField)))) { $0.statistics.rangeForm?.focus = 1 }
        await store.send(.statistics(.form(.edit(.text(.deleteToStart))))) {
            $0.statistics.rangeForm?.fields[1].input = TextInput("")
        }
        await store.send(.statistics(.form(.edit(.text(.insert("2026-10-01")))))) {
            $0.statistics.rangeForm?.fields[1].input = TextInput("2026-10-01")
        }
        #expect(StatisticsIntent.submit(in: store.state) == .statistics(.form(.submit)))
        await store.send(.statistics(.form(.submit))) {
            $0.statistics.rangeForm?.fields[1].problem = .beforeStart
        }
        await store.send(.statistics(.form(.edit(.text(.deleteToStart))))) {
            $0.statistics.rangeForm?.fields[1].input = TextInput("")
        }
        await store.send(.statistics(.form(.edit(.text(.insert("2026-12-15")))))) {
            $0.statistics.rangeForm?.fields[1].input = TextInput("2026-12-15")
            $0.statistics.rangeForm?.fields[1].problem = nil
        }
        let days = CalendarDay("2026-11-01")...CalendarDay("2026-12-15")
        #expect(StatisticsIntent.submit(in: store.state) == .statistics(.rangeSubmitted(days)))
        let range = StatisticsPeriod(kind: .range, days: days)
        await store.send(.statistics(.rangeSubmitted(days))) {
            $0.statistics.rangeForm = nil
            $0.statistics.period = range
            $0.statistics.status = .loading
        }
        let expected = figures(range, mock.storedShifts)
        await store.receive(.statistics(.loaded(range, .success(expected)))) {
            $0.statistics.status = .loaded
            $0.statistics.figures = expected
        }
        // 45 days: ] moves by 45.
        #expect(range.moved(by: 1).days == CalendarDay("2026-12-16")...CalendarDay("2027-01-29"))
        #expect(expected.statistics.workedMinutes == 24 * 60)
        await store.finish()
    }
}
