import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

/// Undo and redo through the exhaustive TestStore: every state change and
/// every action the middlewares dispatch is asserted, and the calendar and
/// history are checked after.
@Suite("Undo and redo flows (TestStore)")
@UIActor
struct UndoFlowTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: clock.calendar) }
    var catalog: Catalog { .defaults(displayName: "Sam") }

    func makeStore(_ calendar: MockCalendarService, history: InMemoryHistoryService? = nil)
        -> (TestStore<AppState, AppAction, ServiceContainer>, InMemoryHistoryService) {
        let history = history ?? InMemoryHistoryService(calendar: calendar, timeZoneCalendar: clock.calendar)
        let state = AppState(catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true),
                             history: HistoryState(status: .loaded))
        let store = TestStore(initialState: state, reducer: AppReducer.reducer,
                              services: ServiceContainer(calendar: calendar, clock: clock, catalog: InMemoryCatalogService(catalog: catalog),
                                                         ids: SequentialIDGenerator(prefix: "c-"), history: history),
                              middlewares: AppReducer.middlewares())
        return (store, history)
    }

    func commit(_ id: String, _ operation: ShiftOperation, _ source: ShiftEditSource = .edit,
                step: String? = nil) -> HistoryCommit {
        HistoryCommit(id: id, time: clock.now(), user: "Sam", source: source, operation: operation, stepID: step)
    }

    @Test("delete, u brings the shift back, Ctrl-R deletes it again; each recorded in the log")
    func deleteUndoRedo() async throws {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early])
        let (store, history) = makeStore(mock)
        let delete = ShiftOperation([.delete(early)])
        let step = UndoStep(id: "c-1", title: "Deleted E Early on 2026-11-23", time: clock.now(), operation: delete)

        await store.send(.shiftEdit(.request([.delete(early)]))) { $0.shiftEdit.isApplying = true }
        await store.receive(.history(.recorded(commit("c-1", delete)))) { $0.history.undo.apply(.record(step)) }
        await store.receive(.shiftEdit(.applied(delete, source: .edit))) {
            $0.shiftEdit = ShiftEditState(notice: Notice("Deleted E Early on 2026-11-23."), lastOperation: delete)
        }
        #expect(mock.storedShifts == [])

        await store.send(.history(.undo))
        await store.receive(.shiftEdit(.apply(delete.inverse, source: .undo))) {
            $0.shiftEdit = ShiftEditState(isApplying: true, lastOperation: delete)
        }
        await store.receive(.history(.recorded(commit("c-2", delete.inverse, .undo, step: "c-1")))) {
            $0.history.undo.apply(.undo(stepID: "c-1"))
        }
        await store.receive(.shiftEdit(.applied(delete.inverse, source: .undo))) {
            $0.shiftEdit = ShiftEditState(notice: Notice("Undone: Added E Early on 2026-11-23."), lastOperation: delete.inverse)
        }
        #expect(mock.storedShifts == [early])
        #expect(store.state.history.undo.nextRedo == step)

        await store.send(.history(.redo))
        await store.receive(.shiftEdit(.apply(delete, source: .redo))) {
            $0.shiftEdit = ShiftEditState(isApplying: true, lastOperation: delete.inverse)
        }
        await store.receive(.history(.recorded(commit("c-3", delete, .redo, step: "c-1")))) {
            $0.history.undo.apply(.redo(stepID: "c-1"))
        }
        await store.receive(.shiftEdit(.applied(delete, source: .redo))) {
            $0.shiftEdit = ShiftEditState(notice: Notice("Redone: Deleted E Early on 2026-11-23."), lastOperation: delete)
        }
        await store.finish()
        #expect(mock.storedShifts == [])
        #expect(store.state.history.undo.undo == [step])
        #expect(try await history.logEntries().map(\.actionLabel) == ["delete", "undo: add", "redo: delete"])
        #expect(try await history.logEntries().map(\.user) == ["Sam", "Sam", "Sam"])
    }

    @Test("an undo after the shift changed elsewhere says why and changes nothing")
    func undoThatNoLongerApplies() async throws {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early])
        let (store, history) = makeStore(mock)
        var noted = early
        noted.notes = "keys"
        let edit = ShiftOperation([.change(.notes, from: early, to: noted)])

        await store.send(.shiftEdit(.request([.setNotes(early, notes: "keys")]))) { $0.shiftEdit.isApplying = true }
        await store.receive(.history(.recorded(commit("c-1", edit)))) {
            $0.history.undo.apply(.record(UndoStep(id: "c-1", title: "Saved the notes of E Early on 2026-11-23",
                                                   time: clock.now(), operation: edit)))
        }
        await store.receive(.shiftEdit(.applied(edit, source: .edit))) {
            $0.shiftEdit = ShiftEditState(notice: Notice("Saved the notes of E Early on 2026-11-23."), lastOperation: edit)
        }

        // Another program changes the notes again.
        var elsewhere = noted
        elsewhere.notes = "keys and badge"
        mock.setShifts([elsewhere])
        let undoneBefore = store.state.history

        await store.send(.history(.undo))
        await store.receive(.shiftEdit(.apply(edit.inverse, source: .undo))) {
            $0.shiftEdit = ShiftEditState(isApplying: true, lastOperation: edit)
        }
        let message = "E Early 06:00–14:00 on Mon 2026-11-23 was changed since, so this cannot be undone or redone. Nothing was changed."
        await store.receive(.shiftEdit(.failed(UserFacingError(message: message), source: .undo))) {
            $0.shiftEdit = ShiftEditState(notice: .error(message), lastOperation: edit)
        }
        await store.finish()
        #expect(store.state.history == undoneBefore)
        #expect(mock.storedShifts == [elsewhere])
        #expect(mock.callCount(.apply) == 1)
        #expect(try await history.logEntries().count == 1)
        #expect(try await history.undoHistory().undo.map(\.id) == ["c-1"])
    }

    @Test("u with nothing to undo says so and asks nothing of the calendar")
    func nothingToUndo() async {
        let mock = MockCalendarService()
        let (store, _) = makeStore(mock)
        await store.send(.history(.undo)) { $0.shiftEdit.notice = Notice("Nothing to undo.") }
        await store.send(.history(.redo)) { $0.shiftEdit.notice = Notice("Nothing to redo.") }
        await store.finish()
        #expect(mock.calls == [])
    }

    @Test("the undo history loads at start, with the spinner flag while it does")
    func loadHistory() async {
        let mock = MockCalendarService()
        let (store, _) = makeStore(mock)
        await store.send(.history(.load)) { $0.history.status = .loading }
        await store.receive(.history(.loaded(.success(UndoHistory())))) { $0.history.status = .loaded }
        await store.finish()
    }
}
