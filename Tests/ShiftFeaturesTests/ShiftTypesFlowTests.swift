import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// Add, edit (with the calendar cascade) and delete of shift types, every
/// step asserted (ST1-ST3).
@Suite("Shift types flows (TestStore)")
@UIActor
struct ShiftTypesFlowTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: clock.calendar) }
    let loaded = AppState(screen: .shiftTypes, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))

    func makeStore(calendar: MockCalendarService = MockCalendarService(), catalog: MockCatalogService,
                   state: AppState? = nil) -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: state ?? loaded, reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: calendar, clock: clock, catalog: catalog,
                                                    ids: SequentialIDGenerator(prefix: "type-")),
                  middlewares: AppReducer.middlewares())
    }

    /// Sends the keys of `text` into field `field`, which holds `before` with
    /// the cursor at its end; each key expects the text typed so far.
    func type(_ text: String, into field: Int, after before: String = "",
              _ store: TestStore<AppState, AppAction, ServiceContainer>) async {
        var typed = before
        for character in text {
            typed.append(character)
            let expected = typed
            await store.send(.shiftTypes(.form(.edit(.text(.insert(String(character))))))) {
                $0.shiftTypes.form?.fields[field].input = TextInput(expected)
            }
        }
    }

    /// Tab `times` times from field `from`; each key expects the next field's number.
    func next(_ store: TestStore<AppState, AppAction, ServiceContainer>, from: Int, times: Int = 1) async {
        for step in 1...times {
            await store.send(.shiftTypes(.form(.edit(.nextField)))) { $0.shiftTypes.form?.focus = from + step }
        }
    }

    @Test("add: invalid fields get their messages and keep what was typed; fixed, the type is saved with a new id")
    func add() async {
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(catalog: catalog)
        await store.send(.shiftTypes(.add)) {
            $0.shiftTypes.form = LiteralForms.shiftType()
        }
        await type("l", into: 0, store)
        await next(store, from: 0)
        await type("Evening", into: 1, store)
        await next(store, from: 1, times: 3)
        await type("18:00", into: 4, store)
        await next(store, from: 4)
        await type("18:00", into: 5, store)
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state)) {
            $0.shiftTypes.form?.fields[0].problem = .symbolTaken(symbol: "L", by: "Late")
            $0.shiftTypes.form?.fields[5].problem = .endIsStart
            $0.shiftTypes.form?.focus = 0
        }
        #expect(store.state.shiftTypes.form?.text(.title) == "Evening")
        #expect(store.state.shiftTypes.form?.focus == 0)
        #expect(catalog.calls == [])

        await store.send(.shiftTypes(.form(.edit(.text(.deleteBackward))))) {
            $0.shiftTypes.form?.fields[0].input = TextInput("")
        }
        // V is no other type's symbol: its problem goes as it is typed.
        await store.send(.shiftTypes(.form(.edit(.text(.insert("V")))))) {
            $0.shiftTypes.form?.fields[0].input = TextInput("V")
            $0.shiftTypes.form?.fields[0].problem = nil
        }
        // Back from the first field wraps to the last.
        for focus in [9, 8, 7, 6, 5] {
            await store.send(.shiftTypes(.form(.edit(.previousField)))) { $0.shiftTypes.form?.focus = focus }
        }
        await store.send(.shiftTypes(.form(.edit(.text(.deleteToStart))))) {
            $0.shiftTypes.form?.fields[5].input = TextInput("")
        }
        await type("02:0", into: 5, store)
        // "02:00" is a time, not the start: the end's problem goes with its last digit.
        await store.send(.shiftTypes(.form(.edit(.text(.insert("0")))))) {
            $0.shiftTypes.form?.fields[5].input = TextInput("02:00")
            $0.shiftTypes.form?.fields[5].problem = nil
        }
        let evening = ShiftType(id: "type-1", symbol: "V", title: "Evening",
                                duration: .timed(start: TimeOfDay(hour: 18, minute: 0), end: TimeOfDay(hour: 2, minute: 0)),
                                locationID: "main")
        // The values go to be saved; the new type's id is given when it is.
        let values = ShiftTypeValues(symbol: "V", title: "Evening", duration: evening.duration, locationID: "main")
        #expect(ShiftType(id: "type-1", values) == evening)
        #expect(CatalogListIntent.submit(ShiftType.self, in: store.state)
            == .shiftTypes(.submitted(values, editing: nil, allowingOverlaps: false)))
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state)) {
            $0.shiftTypes.form?.isSaving = true
        }
        var expected = Catalog.defaults()
        expected.shiftTypes.append(evening)
        await store.receive(.shiftTypes(.saved(.success(CatalogItemSaved(
            catalog: expected, item: evening, isNew: true, updatedShifts: 0))))) {
            $0.catalog.catalog = expected
            $0.shiftTypes = ShiftTypesState(selection: 4, notice: .shiftTypeAdded(name: "V Evening"))
        }
        await store.finish()
        #expect(catalog.calls == [.save(expected)])
    }

    @Test("edit: the type's shifts in the calendar are updated (labels always, times from today) and counted")
    func editCascades() async {
        let past = builder.shift("E", on: day.adding(days: -2), from: 6, to: 14)
        let future = builder.shift("E", on: day.adding(days: 3), from: 6, to: 14, notes: "keys")
        let late = builder.shift("L", on: day, from: 14, to: 22)
        var pastE = past, futureE = future, lateE = late
        pastE.shiftTypeID = "early"
        futureE.shiftTypeID = "early"
        lateE.shiftTypeID = "late"
        let calendar = MockCalendarService(shifts: [pastE, futureE, lateE])
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(calendar: calendar, catalog: catalog)

        await store.send(.shiftTypes(.edit)) {
            $0.shiftTypes.editing = Catalog.defaults().shiftTypes[0]
            $0.shiftTypes.form = LiteralForms.early
        }
        await next(store, from: 0)
        await type("s", into: 1, after: "Early", store)
        await next(store, from: 1, times: 3)
        await store.send(.shiftTypes(.form(.edit(.text(.deleteToStart))))) {
            $0.shiftTypes.form?.fields[4].input = TextInput("")
        }
        // Nothing after the cursor: Ctrl-K changes nothing.
        await store.send(.shiftTypes(.form(.edit(.text(.deleteToEnd)))))
        await type("07:00", into: 4, store)
        let edited = ShiftType(id: "early", symbol: "E", title: "Earlys",
                               duration: .timed(start: TimeOfDay(hour: 7, minute: 0), end: TimeOfDay(hour: 14, minute: 0)),
                               locationID: "main")
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state)) {
            $0.shiftTypes.form?.isSaving = true
        }
        var expected = Catalog.defaults()
        expected.shiftTypes[0] = edited
        var newPast = pastE
        newPast.title = "Earlys"
        newPast.location = "Main site"
        var newFuture = futureE
        newFuture.title = "Earlys"
        newFuture.location = "Main site"
        newFuture.start = newFuture.start.addingTimeInterval(3600)
        // The edit and its shifts are one change: one log entry, one undo step.
        let operation = ShiftOperation([.change(.typeEdit, from: pastE, to: newPast),
                                        .change(.typeEdit, from: futureE, to: newFuture)],
                                       catalog: .shiftType(before: Catalog.defaults().shiftTypes[0], after: edited))
        let commit = HistoryCommit(id: "type-1", time: clock.now(), user: "", source: .edit, operation: operation)
        let undo = UndoHistory(undo: [UndoStep(id: "type-1", title: "Edited shift type E Earlys (was E Early); 2 shifts updated",
                                               time: clock.now(), operation: operation)])
        await store.receive(.shiftEdit(.applied(HistoryRecord(commit: commit, undo: undo), source: .edit))) {
            $0.history = HistoryState(undo: undo, status: .loaded)
            $0.catalog.catalog = expected
            $0.shiftEdit = ShiftEditState(notice: .changed(operation, by: .edit),
                                          lastOperation: operation)
        }
        await store.receive(.shiftTypes(.saved(.success(CatalogItemSaved(
            catalog: expected, item: edited, isNew: false, updatedShifts: 2))))) {
            $0.shiftTypes = ShiftTypesState(notice: .shiftTypeSaved(name: "E Earlys", updatedShifts: 2))
        }
        // The catalog follows the save and reads its file again, so the
        // screens hold what the file holds.
        await store.receive(.catalog(.loaded(.success(expected))))
        await store.finish()

        #expect(calendar.calls.filter { $0.method == .apply } == [.apply(operation.changes)])
        #expect(calendar.storedShifts == [newPast, lateE, newFuture])
        #expect(catalog.calls == [.load, .load, .save(expected), .load])
    }

    @Test("edit that makes shifts overlap: it asks, naming them; n goes back to the form, y saves anyway")
    func editThatMakesOverlapsAsks() async throws {
        var early = builder.shift("E", on: day, from: 6, to: 14, location: "Main site")
        early.shiftTypeID = "early"
        var late = builder.shift("L", on: day, from: 14, to: 22, location: "Main site")
        late.shiftTypeID = "late"
        let calendar = MockCalendarService(shifts: [early, late])
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(calendar: calendar, catalog: catalog)
        await store.send(.shiftTypes(.edit)) {
            $0.shiftTypes.editing = Catalog.defaults().shiftTypes[0]
            $0.shiftTypes.form = LiteralForms.early
        }
        await next(store, from: 0, times: 5)
        await store.send(.shiftTypes(.form(.edit(.text(.deleteToStart))))) {
            $0.shiftTypes.form?.fields[5].input = TextInput("")
        }
        await type("15:00", into: 5, store)
        var edited = Catalog.defaults().shiftTypes[0]
        edited.duration = .timed(start: TimeOfDay(hour: 6, minute: 0), end: TimeOfDay(hour: 15, minute: 0))
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state)) {
            $0.shiftTypes.form?.isSaving = true
        }
        var longer = early
        longer.end = longer.end.addingTimeInterval(3600)
        await store.receive(.shiftTypes(.clashesFound([ShiftClash(longer, late)]))) {
            $0.shiftTypes.clashes = [ShiftClash(longer, late)]
            $0.shiftTypes.form?.isSaving = false
        }
        #expect(calendar.calls.filter { $0.method == .apply } == [])

        // n: back to the form, nothing written; Enter asks again, y saves.
        await store.send(.shiftTypes(.overlapsDeclined)) {
            $0.shiftTypes.clashes = nil
        }
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state)) {
            $0.shiftTypes.form?.isSaving = true
        }
        await store.receive(.shiftTypes(.clashesFound([ShiftClash(longer, late)]))) {
            $0.shiftTypes.clashes = [ShiftClash(longer, late)]
            $0.shiftTypes.form?.isSaving = false
        }
        store.exhaustivity = .off
        await store.send(CatalogListIntent.answerOverlaps(ShiftType.self, true, in: store.state)!)
        await store.finish()
        #expect(calendar.storedShifts == [longer, late])
        #expect(store.state.shiftTypes.notice == .shiftTypeSaved(name: "E Early", updatedShifts: 1))
        #expect(store.state.shiftTypes.form == nil)
        // Undo and redo put the shifts back as they were each time: the overlap
        // accepted here is not a reason to refuse the redo.
        await store.send(.history(.undo))
        await store.finish()
        #expect(store.state.shiftEdit.notice?.change == "undo: Edited shift type E Early; 1 shift updated")
        #expect(calendar.storedShifts == [early, late])
        await store.send(.history(.redo))
        await store.finish()
        #expect(store.state.shiftEdit.notice?.change == "redo: Edited shift type E Early; 1 shift updated")
        #expect(calendar.storedShifts == [longer, late])
    }

    /// Opens Early's form, lets the screens read `onDisk` (another
    /// program's catalog) while it is open, types into the title and saves.
    func editEarly(afterReading onDisk: Catalog, calendar: MockCalendarService,
                   catalog: MockCatalogService) async -> TestStore<AppState, AppAction, ServiceContainer> {
        let store = makeStore(calendar: calendar, catalog: catalog)
        store.exhaustivity = .off
        await store.send(.shiftTypes(.edit))
        await store.send(.catalog(.loaded(.success(onDisk))))
        await next(store, from: 0)
        await type("!", into: 1, after: "Early", store)
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state))
        await store.finish()
        return store
    }

    @Test("edit: the type changed elsewhere since the form opened: nothing is saved, and the catalog loads again")
    func editOfATypeChangedElsewhere() async {
        let calendar = MockCalendarService()
        var onDisk = Catalog.defaults()
        onDisk.shiftTypes[0].title = "Morning"
        let catalog = MockCatalogService(catalog: onDisk)
        let store = await editEarly(afterReading: onDisk, calendar: calendar, catalog: catalog)
        #expect(store.state.shiftTypes.form?.failure == .saveFailed("E Early was changed elsewhere since this form "
            + "opened (now E Morning 06:00–14:00). Nothing was saved; open the form again."))
        #expect(catalog.calls == [.load, .load])
        #expect(store.state.catalog.catalog == onDisk)
        #expect(calendar.calls.filter { $0.method == .apply } == [])
    }

    @Test("edit of a type deleted elsewhere while its form was open: refused, never saved as a new type")
    func editOfATypeDeletedElsewhere() async {
        var onDisk = Catalog.defaults()
        onDisk.removeShiftType("early")
        let catalog = MockCatalogService(catalog: onDisk)
        let store = await editEarly(afterReading: onDisk, calendar: MockCalendarService(), catalog: catalog)
        #expect(store.state.shiftTypes.form?.failure == .saveFailed("E Early is no longer in the catalog "
            + "(deleted elsewhere?). Nothing was saved."))
        #expect(store.state.catalog.catalog.shiftTypes.map(\.id) == ["late", "night", "off"])
        #expect(catalog.calls.filter { if case .save = $0 { true } else { false } } == [])
    }

    @Test("edit: an emptied title and a 24-hour span get their messages; Esc asks, n keeps editing, y discards")
    func editInvalidThenDiscard() async {
        let calendar = MockCalendarService()
        let catalog = MockCatalogService(catalog: .defaults())
        var state = loaded
        state.shiftTypes.selection = 1
        let store = makeStore(calendar: calendar, catalog: catalog, state: state)
        await store.send(.shiftTypes(.edit)) {
            $0.shiftTypes.editing = Catalog.defaults().shiftTypes[1]
            $0.shiftTypes.form = LiteralForms.late
        }
        await next(store, from: 0)
        await store.send(.shiftTypes(.form(.edit(.text(.deleteToStart))))) {
            $0.shiftTypes.form?.fields[1].input = TextInput("")
        }
        await next(store, from: 1, times: 4)
        await store.send(.shiftTypes(.form(.edit(.text(.deleteToStart))))) {
            $0.shiftTypes.form?.fields[5].input = TextInput("")
        }
        await type("14:00", into: 5, store)
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state)) {
            $0.shiftTypes.form?.fields[1].problem = .missing(.title)
            $0.shiftTypes.form?.fields[5].problem = .endIsStart
            $0.shiftTypes.form?.focus = 1
        }
        #expect(store.state.shiftTypes.form?.focus == 1)
        #expect(store.state.shiftTypes.form?.text(.end) == "14:00")
        #expect(store.state.shiftTypes.form?.text(.title) == "")

        await store.send(.shiftTypes(.form(.cancel))) { $0.shiftTypes.form?.isConfirmingDiscard = true }
        // While asking, typed keys do nothing and Enter does not save.
        await store.send(.shiftTypes(.form(.edit(.text(.insert("x"))))))
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state))
        await store.send(.shiftTypes(.form(.discard(false)))) { $0.shiftTypes.form?.isConfirmingDiscard = false }
        await store.send(.shiftTypes(.form(.cancel))) { $0.shiftTypes.form?.isConfirmingDiscard = true }
        await store.send(.shiftTypes(.form(.discard(true)))) {
            $0.shiftTypes.form = nil
            $0.shiftTypes.editing = nil
        }
        await store.finish()
        #expect(calendar.calls == [])
        #expect(catalog.calls == [])
    }

    @Test("edit: when the calendar cannot be updated, nothing is saved and the form keeps its input")
    func editCascadeFails() async {
        var shift = builder.shift("E", on: day, from: 6, to: 14)
        shift.shiftTypeID = "early"
        let calendar = MockCalendarService(shifts: [shift])
        calendar.failNext(.apply, with: MockCalendarService.ScriptedFailure(
            "Cannot save /d/calendar.ics: read-only. The file was left as it was."))
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(calendar: calendar, catalog: catalog)
        await store.send(.shiftTypes(.edit)) {
            $0.shiftTypes.editing = Catalog.defaults().shiftTypes[0]
            $0.shiftTypes.form = LiteralForms.early
        }
        await next(store, from: 0)
        await type("!", into: 1, after: "Early", store)
        var edited = Catalog.defaults().shiftTypes[0]
        edited.title = "Early!"
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state)) {
            $0.shiftTypes.form?.isSaving = true
        }
        await store.receive(.shiftTypes(.saved(.failure(UserFacingError(
            message: "Cannot save /d/calendar.ics: read-only. The file was left as it was."))))) {
            $0.shiftTypes.form?.isSaving = false
            $0.shiftTypes.form?.failure = .saveFailed("Cannot save /d/calendar.ics: read-only. The file was left as it was.")
        }
        await store.finish()
        #expect(store.state.shiftTypes.form?.text(.title) == "Early!")
        #expect(catalog.calls == [.load])
        #expect(calendar.storedShifts == [shift])
    }

    @Test("edit: the shifts were updated but the catalog could not be saved: the notice says the change is not finished")
    func editCatalogSaveFails() async {
        var shift = builder.shift("E", on: day, from: 6, to: 14, location: "Main site")
        shift.shiftTypeID = "early"
        let calendar = MockCalendarService(shifts: [shift])
        let catalog = MockCatalogService(catalog: .defaults())
        catalog.failNextSave(with: MockCalendarService.ScriptedFailure("Cannot save /d/catalog.json: disk full."))
        let store = makeStore(calendar: calendar, catalog: catalog)
        store.exhaustivity = .off
        await store.send(.shiftTypes(.edit))
        await next(store, from: 0)
        await type("!", into: 1, after: "Early", store)
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state))
        await store.finish()
        #expect(calendar.storedShifts.map(\.title) == ["Early!"])
        guard case .notFullyRecorded(let change, let why)? = store.state.shiftEdit.shownNotice else {
            Issue.record("not a warning of a change not fully recorded: \(String(describing: store.state.shiftEdit.shownNotice))")
            return
        }
        #expect(change.change == "edit: Edited shift type E Early! (was E Early); 1 shift updated")
        #expect(why == "Cannot save /d/catalog.json: disk full.")
        #expect(store.state.shiftTypes.notice == .notFullyRecorded(.shiftTypeSaved(name: "E Early!", updatedShifts: 1),
                                                                   why: "Cannot save /d/catalog.json: disk full."))
    }

    @Test("delete of a type with shifts is refused with the count; nothing is deleted")
    func deleteRefused() async {
        var shifts = [builder.shift("L", on: day, from: 14, to: 22), builder.shift("L", on: day.adding(days: 9), from: 14, to: 22)]
        for index in shifts.indices { shifts[index].shiftTypeID = "late" }
        let calendar = MockCalendarService(shifts: shifts)
        let catalog = MockCatalogService(catalog: .defaults())
        var state = loaded
        state.shiftTypes.selection = 1
        let store = makeStore(calendar: calendar, catalog: catalog, state: state)
        await store.send(.shiftTypes(.delete)) { $0.shiftTypes.confirmingDelete = "late" }
        await store.send(CatalogListIntent.answerDelete(ShiftType.self, true, in: store.state)!) {
            $0.shiftTypes.confirmingDelete = nil
            $0.shiftTypes.deleting = "late"
        }
        await store.receive(.shiftTypes(.deleted(.success(.refused(Catalog.defaults().shiftTypes[1], shiftCount: 2))))) {
            $0.shiftTypes.deleting = nil
            $0.shiftTypes.notice = .shiftTypeInUse(name: "L Late", shifts: 2)
        }
        await store.finish()
        #expect(catalog.calls == [])
        #expect(calendar.storedShifts.count == 2)
    }

    @Test("delete of an unused type after y; n keeps it")
    func deleteUnused() async {
        let catalog = MockCatalogService(catalog: .defaults())
        var state = loaded
        state.shiftTypes.selection = 3
        let store = makeStore(catalog: catalog, state: state)
        await store.send(.shiftTypes(.delete)) { $0.shiftTypes.confirmingDelete = "off" }
        await store.send(.shiftTypes(.deleteDeclined)) { $0.shiftTypes.confirmingDelete = nil }
        await store.send(.shiftTypes(.delete)) { $0.shiftTypes.confirmingDelete = "off" }
        await store.send(CatalogListIntent.answerDelete(ShiftType.self, true, in: store.state)!) {
            $0.shiftTypes.confirmingDelete = nil
            $0.shiftTypes.deleting = "off"
        }
        var smaller = Catalog.defaults()
        let off = smaller.shiftTypes.removeLast()
        await store.receive(.shiftTypes(.deleted(.success(.deleted(off, catalog: smaller))))) {
            $0.catalog.catalog = smaller
            $0.shiftTypes.deleting = nil
            $0.shiftTypes.selection = 2
            $0.shiftTypes.notice = .shiftTypeDeleted(name: "O Off")
        }
        await store.finish()
        #expect(catalog.calls == [.save(smaller)])
    }

    @Test("a failed save keeps the form and its input, with the message")
    func failedSave() async {
        let catalog = MockCatalogService(catalog: .defaults())
        catalog.failNextSave(with: MockCalendarService.ScriptedFailure("Cannot save /d/catalog.json: read-only."))
        let store = makeStore(catalog: catalog)
        await store.send(.shiftTypes(.add)) {
            $0.shiftTypes.form = LiteralForms.shiftType()
        }
        await type("X", into: 0, store)
        await next(store, from: 0)
        await type("Extra", into: 1, store)
        await next(store, from: 1, times: 2)
        // → on the all-day toggle turns it on.
        await store.send(.shiftTypes(.form(.edit(.text(.right))))) { $0.shiftTypes.form?.fields[3].choice = 1 }
        let extra = ShiftTypeValues(symbol: "X", title: "Extra", duration: .allDay, locationID: "main")
        #expect(CatalogListIntent.submit(ShiftType.self, in: store.state)
            == .shiftTypes(.submitted(extra, editing: nil, allowingOverlaps: false)))
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state)) {
            $0.shiftTypes.form?.isSaving = true
        }
        await store.receive(.shiftTypes(.saved(.failure(UserFacingError(message: "Cannot save /d/catalog.json: read-only."))))) {
            $0.shiftTypes.form?.isSaving = false
            $0.shiftTypes.form?.failure = .saveFailed("Cannot save /d/catalog.json: read-only.")
        }
        await store.finish()
        #expect(store.state.shiftTypes.form?.text(.title) == "Extra")
        #expect(store.state.catalog.catalog == .defaults())
    }

    @Test("search filters the list and the selection moves within it")
    func searchAndMove() async {
        let store = makeStore(catalog: MockCatalogService(catalog: .defaults()))
        await store.send(.shiftTypes(.search(.begin))) { $0.shiftTypes.search.input = TextInput() }
        await store.send(.shiftTypes(.search(.edit(.insert("l"))))) {
            $0.shiftTypes.search = SearchState(query: "l", input: TextInput("l"))
        }
        #expect(store.state.shiftTypes.visible(in: .defaults()).map(\.symbol) == ["E", "L", "O"])
        await store.send(.shiftTypes(.search(.commit))) { $0.shiftTypes.search.input = nil }
        await store.send(.shiftTypes(.moveSelection(by: 5))) { $0.shiftTypes.selection = 2 }
        await store.send(.shiftTypes(.moveSelection(by: -1))) { $0.shiftTypes.selection = 1 }
        #expect(store.state.shiftTypes.selected(in: .defaults())?.symbol == "L")
        await store.send(.shiftTypes(.search(.begin))) { $0.shiftTypes.search.input = TextInput("l") }
        await store.send(.shiftTypes(.search(.cancel))) {
            $0.shiftTypes.search = SearchState()
            $0.shiftTypes.selection = 0
        }
        await store.finish()
    }
}
