import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The history and change-log middlewares through a real Store with the mock
/// calendar: what the calendar and the history hold after each action.
@Suite("History and change-log middlewares through a real Store")
@UIActor
struct HistoryMiddlewareTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: clock.calendar) }

    func makeStore(_ calendar: MockCalendarService, history: InMemoryHistoryService,
                   settings: Settings = Settings()) -> AppStore {
        var catalog = Catalog.defaults(displayName: "Sam")
        catalog.settings = settings
        return AppReducer.makeStore(
            services: ServiceContainer.inMemory(calendar: calendar, clock: clock,
                                                catalog: InMemoryCatalogService(catalog: catalog),
                                                ids: SequentialIDGenerator(prefix: "c-"), history: history),
            state: AppState(catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true),
                            history: HistoryState(status: .loaded)))
    }

    func history(_ calendar: MockCalendarService, log: [ChangeLogEntry] = []) -> InMemoryHistoryService {
        InMemoryHistoryService(calendar: calendar, timeZoneCalendar: clock.calendar, log: log)
    }

    var bulkAdd: [ShiftEditRequest] {
        (0..<3).map { .add("early", on: day.adding(days: $0), notes: "") }
    }

    @Test("a bulk add whose save fails writes nothing, records nothing, and says why")
    func bulkSaveFails() async throws {
        let existing = builder.shift("N", on: day.adding(days: -3), from: 22, to: 6)
        let mock = MockCalendarService(shifts: [existing])
        let history = history(mock)
        let store = makeStore(mock, history: history)
        mock.failNext(.apply, with: MockCalendarService.ScriptedFailure("Cannot save /d/calendar.ics: disk full."))

        await store.dispatch(.shiftEdit(.request(bulkAdd)))

        #expect(mock.callCount(.apply) == 1)
        #expect(mock.storedShifts == [existing])
        #expect(try await history.logEntries() == [])
        #expect(try await history.undoHistory() == UndoHistory())
        #expect(store.state.history.undo == UndoHistory())
        #expect(store.state.shiftEdit == ShiftEditState(notice: .changeRefused("Cannot save /d/calendar.ics: disk full.")))
    }

    @Test("a bulk add is one undo step with one entry per day; one u takes all of it back")
    func bulkIsOneStep() async throws {
        let mock = MockCalendarService()
        let history = history(mock)
        let store = makeStore(mock, history: history)

        await store.dispatch(.shiftEdit(.request(bulkAdd)))
        #expect(mock.storedShifts.map(\.day) == [day, day.adding(days: 1), day.adding(days: 2)])
        #expect(store.state.history.undo.undo.count == 1)
        let entries = try await history.logEntries()
        #expect(entries.map(\.actionLabel) == ["bulk add", "bulk add", "bulk add"])
        #expect(Set(entries.map(\.changeID)).count == 1)
        #expect(store.state.shiftEdit.notice?.change == "edit: Added 3 shifts")

        await store.dispatch(.history(.undo))
        #expect(mock.storedShifts == [])
        #expect(store.state.history.undo.undo == [])
        #expect(store.state.history.undo.redo.count == 1)
        #expect(try await history.logEntries().suffix(3).map(\.actionLabel) == ["undo: delete", "undo: delete", "undo: delete"])
        #expect(try await history.undoHistory() == store.state.history.undo)
    }

    @Test("u when the shift was deleted elsewhere refuses and leaves calendar, log and undo as they were")
    func undoRefusedWhenGone() async throws {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early])
        let history = history(mock)
        let store = makeStore(mock, history: history)
        await store.dispatch(.shiftEdit(.request([.markSick(early, reason: "flu")])))
        mock.setShifts([])

        await store.dispatch(.history(.undo))

        #expect(mock.storedShifts == [])
        #expect(mock.callCount(.apply) == 1)
        #expect(try await history.logEntries().count == 1)
        #expect(store.state.history.undo.undo.count == 1)
        #expect(store.state.shiftEdit.notice?.isError == true)
        #expect(store.state.shiftEdit.notice?.refusal?.hasSuffix("is no longer in the calendar, so this cannot be undone or redone. Nothing was changed.") == true)
    }

    @Test("more than 50 changes keep the last 50 for undo")
    func limit() async {
        let mock = MockCalendarService()
        let store = makeStore(mock, history: history(mock))
        for offset in 0..<52 {
            await store.dispatch(.shiftEdit(.request([.add("off", on: day.adding(days: offset), notes: "")])))
        }
        #expect(mock.storedShifts.count == 52)
        #expect(store.state.history.undo.undo.count == 50)
        for _ in 0..<51 { await store.dispatch(.history(.undo)) }
        #expect(mock.storedShifts.map(\.day) == [day, day.adding(days: 1)])
        #expect(store.state.shiftEdit.notice == .nothingTo(.undo))
    }

    @Test("r on Today reads an undo history that could not be read again; a loaded one is left alone")
    func retryHistory() async {
        let mock = MockCalendarService()
        let store = makeStore(mock, history: history(mock))
        await store.dispatch(.today(.load))
        #expect(store.state.history.status == .loaded)
        await store.dispatch(.history(.loaded(.failure(UserFacingError(message: "Cannot read /d/undo.json.")))))
        #expect(store.state.history.status == .failed("Cannot read /d/undo.json."))
        await store.dispatch(.today(.retry))
        #expect(store.state.history.status == .loaded)
    }

    @Test("the change log loads when its screen is first shown, not again on the next visit")
    func loadsOnFirstShow() async {
        let mock = MockCalendarService()
        let entry = ChangeLogEntry(id: "e1", changeID: "c1", time: clock.now(), user: "Sam", day: day, kind: .add,
                                   before: nil, after: builder.shift("E", on: day, from: 6, to: 14))
        let store = makeStore(mock, history: history(mock, log: [entry]))
        await store.dispatch(.showScreen(.changeLog))
        #expect(store.state.changeLog.status == .loaded)
        #expect(store.state.changeLog.entries == [entry])
        await store.dispatch(.showScreen(.today))
        await store.dispatch(.showScreen(.settings))
        #expect(store.state.screen == .settings)
        await store.dispatch(.showScreen(.changeLog))
        #expect(store.state.screen == .changeLog)
        #expect(store.state.changeLog.entries == [entry])
    }

    @Test("purge counts by the clock and the policy, asks, and removes only older entries")
    func purgeByPolicy() async throws {
        let mock = MockCalendarService()
        func entry(_ id: String, daysAgo: Double) -> ChangeLogEntry {
            ChangeLogEntry(id: id, changeID: id, time: clock.now().addingTimeInterval(-daysAgo * 86_400), user: "Sam",
                           day: day, kind: .delete, before: builder.shift("E", on: day, from: 6, to: 14), after: nil)
        }
        let history = history(mock, log: [entry("old", daysAgo: 31), entry("recent", daysAgo: 29)])
        let store = makeStore(mock, history: history, settings: Settings(retention: .days30))
        await store.dispatch(.changeLog(.load))
        await store.dispatch(.changeLog(.purge))
        let cutoff = try #require(RetentionPolicy.days30.cutoff(now: clock.now(), calendar: clock.calendar))
        #expect(store.state.changeLog.question == .purge(PurgePlan(cutoff: cutoff, policy: .days30, count: 1)))
        await store.dispatch(ChangeLogIntent.answer(true, in: store.state)!)
        #expect(try await history.logEntries().map(\.id) == ["recent"])
        #expect(store.state.changeLog.entries.map(\.id) == ["recent"])
        #expect(store.state.changeLog.notice == .removed(PurgePlan(cutoff: cutoff, policy: .days30, count: 1), onLaunch: false))
    }

    @Test("clear all removes every entry, also those the search hides, and the undo history stays")
    func clearAllReallyAll() async throws {
        let mock = MockCalendarService()
        let history = history(mock)
        let store = makeStore(mock, history: history)
        await store.dispatch(.changeLog(.load))
        await store.dispatch(.shiftEdit(.request([.add("early", on: day, notes: "")])))
        await store.dispatch(.shiftEdit(.request([.add("late", on: day.adding(days: 1), notes: "")])))
        #expect(store.state.changeLog.entries.count == 2)
        await store.dispatch(.changeLog(.search(.begin)))
        await store.dispatch(.changeLog(.search(.edit(.insert("Late")))))
        #expect(store.state.changeLog.visible.count == 1)

        await store.dispatch(.changeLog(.search(.commit)))
        await store.dispatch(.changeLog(.clearAll))
        #expect(store.state.changeLog.question == .clearAll(count: 2))
        await store.dispatch(ChangeLogIntent.answer(true, in: store.state)!)
        #expect(try await history.logEntries() == [])
        #expect(store.state.changeLog.entries == [])
        #expect(store.state.changeLog.notice == .removed(PurgePlan(cutoff: nil, policy: nil, count: 2), onLaunch: false))
        #expect(store.state.history.undo.undo.count == 2)
        #expect(try await history.undoHistory().undo.count == 2)
    }

    @Test("purge on launch runs only when the settings ask for it")
    func purgeOnLaunch() async throws {
        let mock = MockCalendarService()
        let old = ChangeLogEntry(id: "old", changeID: "old", time: clock.now().addingTimeInterval(-400 * 86_400),
                                 user: "Sam", day: day, kind: .delete,
                                 before: builder.shift("E", on: day, from: 6, to: 14), after: nil)
        let keep = history(mock, log: [old])
        await makeStore(mock, history: keep, settings: Settings(retention: .year1, purgeOnLaunch: false))
            .dispatch(.changeLog(.purgeOnLaunch))
        #expect(try await keep.logEntries() == [old])

        let purge = history(mock, log: [old])
        let store = makeStore(mock, history: purge, settings: Settings(retention: .year1, purgeOnLaunch: true))
        await store.dispatch(.changeLog(.purgeOnLaunch))
        #expect(try await purge.logEntries() == [])
        let cutoff = try #require(RetentionPolicy.year1.cutoff(now: clock.now(), calendar: clock.calendar))
        #expect(store.state.changeLog.notice == .removed(PurgePlan(cutoff: cutoff, policy: .year1, count: 1), onLaunch: true))
    }
}
