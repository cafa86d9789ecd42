import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
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

    func makeStore(_ calendar: MockCalendarService, status: LoadStatus = .loaded)
        -> (TestStore<AppState, AppAction, ServiceContainer>, InMemoryHistoryService) {
        let history = InMemoryHistoryService(calendar: calendar, timeZoneCalendar: clock.calendar)
        let state = AppState(catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true),
                             history: HistoryState(status: status))
        let store = TestStore(initialState: state, reducer: AppReducer.reducer,
                              services: ServiceContainer.inMemory(calendar: calendar, clock: clock, catalog: InMemoryCatalogService(catalog: catalog),
                                                                ids: SequentialIDGenerator(prefix: "c-"), history: history),
                              middlewares: AppReducer.middlewares())
        return (store, history)
    }

    func commit(_ id: String, _ operation: ShiftOperation, _ source: ShiftEditSource = .edit,
                step: String? = nil) -> HistoryCommit {
        HistoryCommit(id: id, time: clock.now(), user: "Sam", source: source, operation: operation, stepID: step)
    }

    func step(_ id: String, _ operation: ShiftOperation) -> UndoStep {
        UndoStep(id: id, title: operation.summary, time: clock.now(), operation: operation)
    }

    @Test("delete, u brings the shift back, Ctrl-R deletes it again; each recorded in the log")
    func deleteUndoRedo() async throws {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService(shifts: [early])
        let (store, history) = makeStore(mock)
        let delete = ShiftOperation([.delete(early)])
        let step = step("c-1", delete)

        await store.send(.shiftEdit(.request([.delete(early)]))) { $0.shiftEdit.isApplying = true }
        await store.receive(.shiftEdit(.applied(HistoryRecord(commit: commit("c-1", delete), undo: UndoHistory(undo: [step])),
                                                source: .edit))) {
            $0.history.undo = UndoHistory(undo: [step])
            $0.shiftEdit = ShiftEditState(notice: .changed(delete, by: .edit), lastOperation: delete)
        }
        #expect(mock.storedShifts == [])

        await store.send(.history(.undo)) { $0.shiftEdit = ShiftEditState(isApplying: true, lastOperation: delete) }
        let undone = UndoHistory(redo: [step])
        await store.receive(.shiftEdit(.applied(HistoryRecord(commit: commit("c-2", delete.inverse, .undo, step: "c-1"),
                                                              undo: undone), source: .undo))) {
            $0.history.undo = undone
            $0.shiftEdit = ShiftEditState(notice: .changed(delete.inverse, by: .undo), lastOperation: delete.inverse)
        }
        #expect(mock.storedShifts == [early])
        #expect(store.state.history.undo.nextRedo == step)

        await store.send(.history(.redo)) {
            $0.shiftEdit = ShiftEditState(isApplying: true, lastOperation: delete.inverse)
        }
        let redone = UndoHistory(undo: [step])
        await store.receive(.shiftEdit(.applied(HistoryRecord(commit: commit("c-3", delete, .redo, step: "c-1"), undo: redone),
                                                source: .redo))) {
            $0.history.undo = redone
            $0.shiftEdit = ShiftEditState(notice: .changed(delete, by: .redo), lastOperation: delete)
        }
        await store.finish()
        #expect(mock.storedShifts == [])
        #expect(store.state.history.undo.undo == [step])
        #expect(try await history.logEntries().map(\.actionLabel) == ["delete", "undo: add", "redo: delete"])
        #expect(try await history.logEntries().map(\.user) == ["Sam", "Sam", "Sam"])
    }

    @Test("an undo after the shift changed elsewhere says which shift, changes nothing, and offers to drop the step")
    func undoThatNoLongerApplies() async throws {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let late = builder.shift("L", on: day.adding(days: 1), from: 14, to: 22)
        let mock = MockCalendarService(shifts: [early])
        let (store, history) = makeStore(mock)
        let addLate = ShiftOperation([.add(late)])
        var noted = early
        noted.notes = "keys"
        let edit = ShiftOperation([.change(.notes, from: early, to: noted)])
        _ = try await history.commit(commit("c-0", addLate))
        mock.setShifts([early, late])

        await store.send(.shiftEdit(.request([.setNotes(early, notes: "keys")]))) { $0.shiftEdit.isApplying = true }
        let recorded = UndoHistory(undo: [step("c-0", addLate), step("c-1", edit)])
        await store.receive(.shiftEdit(.applied(HistoryRecord(commit: commit("c-1", edit), undo: recorded), source: .edit))) {
            $0.history.undo = recorded
            $0.shiftEdit = ShiftEditState(notice: .changed(edit, by: .edit), lastOperation: edit)
        }

        // Another program changes the notes again: the newest step cannot apply.
        var elsewhere = noted
        elsewhere.notes = "keys and badge"
        mock.setShifts([elsewhere, late])

        await store.send(.history(.undo)) { $0.shiftEdit = ShiftEditState(isApplying: true, lastOperation: edit) }
        let message = "E Early 06:00–14:00 on Mon 2026-11-23 was changed since (its notes changed), so this cannot be "
            + "undone or redone. Nothing was changed."
        let stale = StaleStep(step: step("c-1", edit), list: .undo,
                              refusal: ShiftEditRefusal(.stepStale(expected: noted, now: elsewhere), calendar: clock.calendar))
        await store.receive(.shiftEdit(.failed(ShiftEditFailure(message: message, isStale: true, staleStep: stale),
                                               source: .undo))) {
            $0.shiftEdit = ShiftEditState(notice: .changeRefused(message), lastOperation: edit)
            $0.history.staleStep = stale
        }
        #expect(mock.storedShifts == [elsewhere, late])
        #expect(mock.callCount(.apply) == 2)

        // y drops the step; the older one is next, and u takes it.
        await store.send(.history(.drop(stale))) {
            $0.history.staleStep = nil
            $0.shiftEdit = ShiftEditState(isApplying: true, lastOperation: edit)
        }
        let dropped = UndoHistory(undo: [step("c-0", addLate)])
        await store.receive(.history(.dropped(.success(dropped), step: step("c-1", edit)))) {
            $0.history.undo = dropped
            $0.shiftEdit = ShiftEditState(notice: .stepDropped(title: "Saved the notes of E Early on 2026-11-23"),
                                          lastOperation: edit)
        }
        await store.send(.history(.undo)) { $0.shiftEdit = ShiftEditState(isApplying: true, lastOperation: edit) }
        let undone = UndoHistory(redo: [step("c-0", addLate)])
        await store.receive(.shiftEdit(.applied(HistoryRecord(commit: commit("c-2", addLate.inverse, .undo, step: "c-0"),
                                                              undo: undone), source: .undo))) {
            $0.history.undo = undone
            $0.shiftEdit = ShiftEditState(notice: .changed(addLate.inverse, by: .undo),
                                          lastOperation: addLate.inverse)
        }
        await store.finish()
        #expect(mock.storedShifts == [elsewhere])
        #expect(try await history.logEntries().map(\.id) == ["c-0-1", "c-1-1", "c-2-1"])
    }

    @Test("n keeps a step that cannot apply; u tries it again")
    func keepingAStaleStep() async throws {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let mock = MockCalendarService()
        let (store, history) = makeStore(mock)
        let add = ShiftOperation([.add(early)])
        _ = try await history.commit(commit("c-0", add))
        // The shift is gone elsewhere: undoing its add cannot apply.
        mock.setShifts([])
        await store.send(.history(.undo)) { $0.shiftEdit.isApplying = true }
        let message = "E Early 06:00–14:00 on Mon 2026-11-23 is no longer in the calendar, so this cannot be undone or "
            + "redone. Nothing was changed."
        let stale = StaleStep(step: step("c-0", add), list: .undo, refusal: ShiftEditRefusal(.stepStale(expected: early, now: nil), calendar: clock.calendar))
        await store.receive(.shiftEdit(.failed(ShiftEditFailure(message: message, isStale: true, staleStep: stale),
                                               source: .undo))) {
            $0.shiftEdit = ShiftEditState(notice: .changeRefused(message))
            $0.history.staleStep = stale
        }
        await store.send(.history(.keepStaleStep)) {
            $0.history.staleStep = nil
            $0.shiftEdit.notice = .stepKept
        }
        await store.finish()
        #expect(try await history.undoHistory().undo.map(\.id) == ["c-0"])
    }

    @Test("y to drop a step another process moved meanwhile drops nothing and says so")
    func droppingAStepThatMoved() async throws {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let late = builder.shift("L", on: day.adding(days: 3), from: 14, to: 22)
        let mock = MockCalendarService()
        let (store, history) = makeStore(mock)
        let add = ShiftOperation([.add(early)])
        _ = try await history.commit(commit("c-0", add))
        mock.setShifts([])
        store.exhaustivity = .off
        await store.send(.history(.undo))
        await store.finish()
        let stale = try #require(store.state.history.staleStep)
        // Before the answer, another process makes a change: c-0 is no longer the next step.
        _ = try await history.commit(commit("other", ShiftOperation([.add(late)])))
        await store.send(.history(.drop(stale)))
        await store.finish()
        #expect(store.state.shiftEdit.notice == .failed("The undo history changed meanwhile (another window or command), "
            + "so nothing was dropped; undo takes its newest step."))
        #expect(try await history.undoHistory().undo.map(\.id) == ["c-0", "other"])
    }

    @Test("u undoes the newest change on disk, even one another process made after the screen loaded the history")
    func undoTakesTheNewestStepOfTheSharedHistory() async throws {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let late = builder.shift("L", on: day.adding(days: 44), from: 14, to: 22)
        let mock = MockCalendarService()
        let (store, history) = makeStore(mock)
        let addEarly = ShiftOperation([.add(early)])
        _ = try await history.commit(commit("c-0", addEarly))
        await store.send(.history(.load))
        await store.receive(.history(.loaded(.success(UndoHistory(undo: [step("c-0", addEarly)]))))) {
            $0.history.undo = UndoHistory(undo: [step("c-0", addEarly)])
        }
        // Another process adds L on 2027-01-06; this screen's copy still ends with c-0.
        let addLate = ShiftOperation([.add(late)])
        _ = try await history.commit(commit("other", addLate))
        mock.setShifts([early, late])

        await store.send(.history(.undo)) { $0.shiftEdit.isApplying = true }
        let undone = UndoHistory(undo: [step("c-0", addEarly)], redo: [step("other", addLate)])
        await store.receive(.shiftEdit(.applied(HistoryRecord(commit: commit("c-1", addLate.inverse, .undo, step: "other"),
                                                              undo: undone), source: .undo))) {
            $0.history.undo = undone
            $0.shiftEdit = ShiftEditState(notice: .changed(addLate.inverse, by: .undo),
                                          lastOperation: addLate.inverse)
        }
        await store.finish()
        #expect(mock.storedShifts == [early])
        #expect(try await history.undoHistory() == undone)
    }

    @Test("u with nothing to undo says so and asks nothing of the calendar")
    func nothingToUndo() async {
        let mock = MockCalendarService()
        let (store, _) = makeStore(mock)
        await store.send(.history(.undo)) { $0.shiftEdit.isApplying = true }
        await store.receive(.shiftEdit(.failed(ShiftEditFailure(nothingTo: .undo),
                                               source: .undo))) {
            $0.shiftEdit = ShiftEditState(notice: .nothingTo(.undo))
        }
        await store.send(.history(.redo)) { $0.shiftEdit = ShiftEditState(isApplying: true) }
        await store.receive(.shiftEdit(.failed(ShiftEditFailure(nothingTo: .redo),
                                               source: .redo))) {
            $0.shiftEdit = ShiftEditState(notice: .nothingTo(.redo))
        }
        await store.finish()
        #expect(mock.calls == [])
    }

    @Test("the undo history loads at start with the spinner flag; a reload when another process changed it is quiet")
    func loadHistory() async throws {
        let mock = MockCalendarService()
        let (store, history) = makeStore(mock, status: .notLoaded)
        await store.send(.history(.load)) { $0.history.status = .loading }
        await store.receive(.history(.loaded(.success(UndoHistory())))) { $0.history.status = .loaded }

        let add = ShiftOperation([.add(builder.shift("E", on: day, from: 6, to: 14))])
        _ = try await history.commit(commit("c-0", add))
        await store.send(.history(.load))
        await store.receive(.history(.loaded(.success(UndoHistory(undo: [step("c-0", add)]))))) {
            $0.history.undo = UndoHistory(undo: [step("c-0", add)])
        }
        await store.finish()
    }
}
