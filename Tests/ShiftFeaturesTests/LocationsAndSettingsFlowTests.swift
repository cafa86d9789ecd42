import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

@Suite("Locations flows (TestStore)")
@UIActor
struct LocationsFlowTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let loaded = AppState(screen: .locations, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))

    func makeStore(calendar: MockCalendarService = MockCalendarService(), catalog: MockCatalogService,
                   state: AppState? = nil) -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: state ?? loaded, reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: calendar, clock: clock, catalog: catalog,
                                                    ids: SequentialIDGenerator(prefix: "loc-")),
                  middlewares: AppReducer.middlewares())
    }

    /// Types `text` into field `field` (focused, holding `before`, the
    /// cursor at its end) in one key; `solving`: the text makes the field
    /// valid, so its problem goes.
    func type(_ text: String, into field: Int, after before: String = "",
              _ store: TestStore<AppState, AppAction, ServiceContainer>, solving: Bool = false) async {
        await store.send(.locations(.form(.edit(.text(.insert(text)))))) {
            $0.locations.form?.fields[field].input = TextInput(before + text)
            if solving { $0.locations.form?.fields[field].problem = nil }
        }
    }

    @Test("delete of a location in use is refused at once with the number of types")
    func deleteInUse() async {
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(catalog: catalog)
        await store.send(.locations(.delete)) {
            $0.locations.notice = .locationInUse(name: "Main site", typeNames: ["E Early", "L Late", "N Night", "O Off"])
        }
        await store.finish()
        #expect(catalog.calls == [])
    }

    @Test("add a location; an empty name is refused first; then delete it (unused) after y")
    func addThenDelete() async {
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(catalog: catalog)
        await store.send(.locations(.add)) {
            $0.locations.form = LiteralForms.location()
        }
        await store.send(CatalogListIntent.submit(Location.self, in: store.state)) {
            $0.locations.form?.fields[0].problem = .missing(.name)
        }
        // The name's problem goes with its first letter: the value is valid then.
        await type("W", into: 0, store, solving: true)
        await type("ard 3", into: 0, after: "W", store)
        await store.send(.locations(.form(.edit(.nextField)))) { $0.locations.form?.focus = 1 }
        await type("Hill Rd 1", into: 1, store)
        let ward = Location(id: "loc-1", name: "Ward 3", address: "Hill Rd 1")
        await store.send(CatalogListIntent.submit(Location.self, in: store.state)) {
            $0.locations.form?.isSaving = true
        }
        var bigger = Catalog.defaults()
        bigger.locations.append(ward)
        await store.receive(.locations(.saved(.success(CatalogItemSaved(catalog: bigger, item: ward, isNew: true,
                                                                     updatedShifts: 0))))) {
            $0.catalog.catalog = bigger
            $0.locations = LocationsState(selection: 1, notice: .locationAdded(name: "Ward 3"))
        }
        await store.send(.locations(.delete)) {
            $0.locations.notice = nil
            $0.locations.confirmingDelete = "loc-1"
        }
        await store.send(CatalogListIntent.answerDelete(Location.self, true, in: store.state)!) {
            $0.locations.confirmingDelete = nil
            $0.locations.deleting = "loc-1"
        }
        await store.receive(.locations(.deleted(.success(.deleted(ward, catalog: .defaults()))))) {
            $0.catalog.catalog = .defaults()
            $0.locations = LocationsState(selection: 0, notice: .locationDeleted(name: "Ward 3"))
        }
        await store.finish()
        #expect(catalog.calls == [.save(bigger), .save(.defaults())])
    }

    @Test("renaming a location reaches its types (by id) and their shifts' location text, with the count")
    func renameCascades() async {
        let builder = ShiftBuilder(calendar: clock.calendar)
        var night = builder.shift("N", on: CalendarDay("2026-11-20"), from: 22, to: 6, location: "Main site")
        night.shiftTypeID = "night"
        var foreign = builder.shift("N", on: CalendarDay("2026-11-21"), from: 22, to: 6, location: "Main site")
        foreign.shiftTypeID = nil
        let calendar = MockCalendarService(shifts: [night, foreign])
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(calendar: calendar, catalog: catalog)
        await store.send(.locations(.edit)) {
            $0.locations.editing = Catalog.defaults().locations[0]
            $0.locations.form = LiteralForms.location(name: "Main site")
        }
        await store.send(.locations(.form(.edit(.text(.deleteToStart))))) {
            $0.locations.form?.fields[0].input = TextInput("")
        }
        await type("Clinic", into: 0, store)
        await store.send(CatalogListIntent.submit(Location.self, in: store.state)) {
            $0.locations.form?.isSaving = true
        }
        var renamed = Catalog.defaults()
        renamed.locations[0].name = "Clinic"
        var moved = night
        moved.location = "Clinic"
        // The rename and its shift are one change: one log entry, one undo step.
        let operation = ShiftOperation([.change(.locationEdit, from: night, to: moved)],
                                       catalog: .location(before: Catalog.defaults().locations[0], after: renamed.locations[0]))
        let commit = HistoryCommit(id: "loc-1", time: clock.now(), user: "", source: .edit, operation: operation)
        let undo = UndoHistory(undo: [UndoStep(id: "loc-1", title: "Renamed location Main site to Clinic; 1 shift updated",
                                               time: clock.now(), operation: operation)])
        await store.receive(.shiftEdit(.applied(HistoryRecord(commit: commit, undo: undo), source: .edit))) {
            $0.history = HistoryState(undo: undo, status: .loaded)
            $0.catalog.catalog = renamed
            $0.shiftEdit = ShiftEditState(notice: .changed(operation, by: .edit),
                                          lastOperation: operation)
        }
        await store.receive(.locations(.saved(.success(CatalogItemSaved(
            catalog: renamed, item: renamed.locations[0], isNew: false, updatedShifts: 1))))) {
            $0.locations = LocationsState(notice: .locationSaved(name: "Clinic", typesUsing: 4, updatedShifts: 1))
        }
        await store.receive(.catalog(.loaded(.success(renamed))))
        await store.finish()
        #expect(calendar.calls.filter { $0.method != .shifts } == [.apply(operation.changes)])
        #expect(calendar.storedShifts == [moved, foreign])
        #expect(catalog.calls == [.load, .load, .save(renamed), .load])
    }

    @Test("edit: a name another location has (ignoring case) is refused; an address-only edit leaves the calendar alone")
    func editDuplicateThenAddress() async {
        var start = Catalog.defaults()
        start.locations.append(Location(id: "w3", name: "Ward 3"))
        let calendar = MockCalendarService()
        let catalog = MockCatalogService(catalog: start)
        var state = AppState(screen: .locations, catalog: CatalogState(catalog: start, status: .loaded, isSaved: true))
        state.locations.selection = 1
        let store = makeStore(calendar: calendar, catalog: catalog, state: state)
        await store.send(.locations(.edit)) {
            $0.locations.editing = start.locations[1]
            $0.locations.form = LiteralForms.location(name: "Ward 3")
        }
        await store.send(.locations(.form(.edit(.text(.deleteToStart))))) {
            $0.locations.form?.fields[0].input = TextInput("")
        }
        await type("main SITE", into: 0, store)
        await store.send(CatalogListIntent.submit(Location.self, in: store.state)) {
            $0.locations.form?.fields[0].problem = .nameTaken("Main site")
        }
        await store.send(.locations(.form(.edit(.text(.deleteToStart))))) {
            $0.locations.form?.fields[0].input = TextInput("")
        }
        await type("Ward 3", into: 0, store, solving: true)
        await store.send(.locations(.form(.edit(.nextField)))) { $0.locations.form?.focus = 1 }
        await type("Hill Rd 1", into: 1, store)
        let ward = Location(id: "w3", name: "Ward 3", address: "Hill Rd 1")
        await store.send(CatalogListIntent.submit(Location.self, in: store.state)) {
            $0.locations.form?.isSaving = true
        }
        var expected = start
        expected.locations[1] = ward
        // An address-only edit rewrites no shift, and is still one undoable change.
        let operation = ShiftOperation([], catalog: .location(before: start.locations[1], after: ward))
        let commit = HistoryCommit(id: "loc-1", time: clock.now(), user: "", source: .edit, operation: operation)
        let undo = UndoHistory(undo: [UndoStep(id: "loc-1", title: "Edited location Ward 3; no shifts updated",
                                               time: clock.now(), operation: operation)])
        await store.receive(.shiftEdit(.applied(HistoryRecord(commit: commit, undo: undo), source: .edit))) {
            $0.history = HistoryState(undo: undo, status: .loaded)
            $0.catalog.catalog = expected
            $0.shiftEdit = ShiftEditState(notice: .changed(operation, by: .edit),
                                          lastOperation: operation)
        }
        await store.receive(.locations(.saved(.success(CatalogItemSaved(
            catalog: expected, item: ward, isNew: false, updatedShifts: 0))))) {
            $0.locations = LocationsState(selection: 1, notice: .locationSaved(name: "Ward 3", typesUsing: 0, updatedShifts: 0))
        }
        await store.receive(.catalog(.loaded(.success(expected))))
        // n keeps it; an unused location is deleted after y.
        await store.send(.locations(.delete)) {
            $0.locations.notice = nil
            $0.locations.confirmingDelete = "w3"
        }
        await store.send(.locations(.deleteDeclined)) { $0.locations.confirmingDelete = nil }
        await store.finish()
        #expect(calendar.calls == [])
        #expect(catalog.calls == [.load, .load, .save(expected), .load])
    }
}

@Suite("Settings flows (TestStore)")
@UIActor
struct SettingsFlowTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)

    func makeStore(calendar: MockCalendarService = MockCalendarService(), catalog: MockCatalogService,
                   exporter: MockExportWriter = MockExportWriter(), state: AppState)
        -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: state, reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: calendar, clock: clock, catalog: catalog, exporter: exporter),
                  middlewares: AppReducer.middlewares())
    }

    @Test("edit the name, the retention policy and purge on launch; saved into the catalog")
    func saveSettings() async {
        let catalog = MockCatalogService(catalog: .defaults(displayName: "Sam"))
        let store = makeStore(catalog: catalog, state: AppState(
            screen: .settings, catalog: CatalogState(catalog: .defaults(displayName: "Sam"), status: .loaded, isSaved: true)))
        await store.send(.settings(.edit)) {
            $0.settings.form = LiteralForms.settings(name: "Sam")
        }
        await store.send(.settings(.form(.edit(.text(.insert(" Lee")))))) {
            $0.settings.form?.fields[0].input = TextInput("Sam Lee")
        }
        await store.send(.settings(.form(.edit(.nextField)))) { $0.settings.form?.focus = 1 }
        // ← twice from 1 year: 6 months, then 90 days.
        await store.send(.settings(.form(.edit(.text(.left))))) { $0.settings.form?.fields[1].choice = 2 }
        await store.send(.settings(.form(.edit(.text(.left))))) { $0.settings.form?.fields[1].choice = 1 }
        await store.send(.settings(.form(.edit(.nextField)))) { $0.settings.form?.focus = 2 }
        await store.send(.settings(.form(.edit(.text(.insert("y")))))) { $0.settings.form?.fields[2].choice = 1 }
        await store.send(SettingsIntent.submit(in: store.state)) {
            $0.settings.form?.isSaving = true
        }
        var expected = Catalog.defaults(displayName: "Sam Lee")
        expected.settings = Settings(retention: .days90, purgeOnLaunch: true)
        await store.receive(.settings(.saved(.success(expected)))) {
            $0.catalog.catalog = expected
            $0.settings = SettingsState(notice: .settingsSaved)
        }
        await store.finish()
        #expect(catalog.calls == [.save(expected)])
    }

    @Test("reminder minutes: a bad number is refused on its field, a valid one and the first weekday are saved")
    func reminderAndFirstWeekday() async {
        let catalog = MockCatalogService(catalog: .defaults(displayName: "Sam"))
        let store = makeStore(catalog: catalog, state: AppState(
            screen: .settings, catalog: CatalogState(catalog: .defaults(displayName: "Sam"), status: .loaded, isSaved: true)))
        await store.send(.settings(.edit)) {
            $0.settings.form = LiteralForms.settings(name: "Sam")
        }
        for focus in 1...4 {
            await store.send(.settings(.form(.edit(.nextField)))) { $0.settings.form?.focus = focus }
        }
        await store.send(.settings(.form(.edit(.text(.insert("1441")))))) {
            $0.settings.form?.fields[4].input = TextInput("1441")
        }
        await store.send(.settings(.form(.edit(.nextField)))) { $0.settings.form?.focus = 5 }
        // s from Monday: the next day starting with s is Saturday.
        await store.send(.settings(.form(.edit(.text(.insert("s")))))) { $0.settings.form?.fields[5].choice = 6 }
        await store.send(SettingsIntent.submit(in: store.state)) {
            $0.settings.form?.fields[4].problem = .notANumber(lowest: 0, highest: 1440)
            $0.settings.form?.focus = 4
        }
        // Emptied, the field means no reminders: valid, so its problem goes.
        await store.send(.settings(.form(.edit(.text(.deleteToStart))))) {
            $0.settings.form?.fields[4].input = TextInput("")
            $0.settings.form?.fields[4].problem = nil
        }
        await store.send(.settings(.form(.edit(.text(.insert("30")))))) {
            $0.settings.form?.fields[4].input = TextInput("30")
        }
        await store.send(.settings(.form(.edit(.nextField)))) { $0.settings.form?.focus = 5 }
        // s again, from Saturday: round to Sunday.
        await store.send(.settings(.form(.edit(.text(.insert("s")))))) { $0.settings.form?.fields[5].choice = 0 }
        await store.send(SettingsIntent.submit(in: store.state)) {
            $0.settings.form?.isSaving = true
        }
        var expected = Catalog.defaults(displayName: "Sam")
        expected.settings = Settings(reminderMinutes: 30, firstWeekday: .sunday)
        await store.receive(.settings(.saved(.success(expected)))) {
            $0.catalog.catalog = expected
            $0.settings = SettingsState(notice: .settingsSaved)
        }
        await store.finish()
        #expect(catalog.calls == [.save(expected)])
    }

    @Test("reminder entry: empty is off, whole minutes 0-1440, anything else a typed problem", arguments: [
        ("", SettingsReducer.ReminderEntry.off), ("  ", .off), ("0", .minutes(0)), (" 45 ", .minutes(45)),
        ("1440", .minutes(1440)), ("1441", .invalid(.notANumber(lowest: 0, highest: 1440))),
        ("-5", .invalid(.notANumber(lowest: 0, highest: 1440))), ("1e3", .invalid(.notANumber(lowest: 0, highest: 1440))),
        ("٣", .invalid(.notANumber(lowest: 0, highest: 1440))),
    ])
    func reminderEntry(text: String, entry: SettingsReducer.ReminderEntry) {
        #expect(SettingsReducer.ReminderEntry(text) == entry)
    }

    @Test("settings: an empty name is refused with its message; a failed save keeps the form and says why")
    func invalidNameAndFailedSave() async {
        let catalog = MockCatalogService(catalog: .defaults(displayName: "Sam"))
        catalog.failNextSave(with: MockCalendarService.ScriptedFailure("Cannot save /d/catalog.json: read-only."))
        let store = makeStore(catalog: catalog, state: AppState(
            screen: .settings, catalog: CatalogState(catalog: .defaults(displayName: "Sam"), status: .loaded, isSaved: true)))
        await store.send(.settings(.edit)) {
            $0.settings.form = LiteralForms.settings(name: "Sam")
        }
        await store.send(.settings(.form(.edit(.text(.deleteToStart))))) {
            $0.settings.form?.fields[0].input = TextInput("")
        }
        await store.send(.settings(.form(.edit(.nextField)))) { $0.settings.form?.focus = 1 }
        // → from 1 year: 2 years.
        await store.send(.settings(.form(.edit(.text(.right))))) { $0.settings.form?.fields[1].choice = 4 }
        await store.send(SettingsIntent.submit(in: store.state)) {
            $0.settings.form?.fields[0].problem = .missing(.displayName)
            $0.settings.form?.focus = 0
        }
        await store.send(.settings(.form(.edit(.text(.insert("Kim")))))) {
            $0.settings.form?.fields[0].input = TextInput("Kim")
            $0.settings.form?.fields[0].problem = nil
        }
        await store.send(SettingsIntent.submit(in: store.state)) {
            $0.settings.form?.isSaving = true
        }
        await store.receive(.settings(.saved(.failure(UserFacingError(message: "Cannot save /d/catalog.json: read-only."))))) {
            $0.settings.form?.isSaving = false
            $0.settings.form?.failure = .saveFailed("Cannot save /d/catalog.json: read-only.")
        }
        await store.finish()
        #expect(store.state.settings.form?.text(.name) == "Kim")
        #expect(store.state.catalog.catalog == .defaults(displayName: "Sam"))
        #expect(catalog.stored == .defaults(displayName: "Sam"))
    }

    @Test("export: bad dates get messages; a good range writes one symbol per day, ~ for none")
    func export() async {
        let builder = ShiftBuilder(calendar: clock.calendar)
        let day = CalendarDay("2026-11-23")
        let calendar = MockCalendarService(shifts: [builder.shift("E", on: day, from: 6, to: 14),
                                                    builder.shift("N", on: day.adding(days: 2), from: 22, to: 6)])
        let exporter = MockExportWriter()
        var state = AppState(screen: .settings, catalog: CatalogState(status: .loaded, isSaved: true))
        state.clockToday = day
        let store = makeStore(calendar: calendar, catalog: MockCatalogService(catalog: .defaults()),
                              exporter: exporter, state: state)
        await store.send(.settings(.export)) {
            // Today and 29 days on: 30 days.
            $0.settings.exportForm = LiteralForms.export(from: "2026-11-23", through: "2026-12-22")
        }
        await store.send(.settings(.form(.edit(.nextField)))) { $0.settings.exportForm?.focus = 1 }
        await store.send(.settings(.form(.edit(.text(.deleteToStart))))) {
            $0.settings.exportForm?.fields[1].input = TextInput("")
        }
        await store.send(.settings(.form(.edit(.text(.insert("yesterday")))))) {
            $0.settings.exportForm?.fields[1].input = TextInput("yesterday")
        }
        await store.send(SettingsIntent.submit(in: store.state)) {
            $0.settings.exportForm?.fields[1].problem = .beforeStart
        }
        // A real date outside the days shifts handles names the range.
        await store.send(.settings(.form(.edit(.text(.deleteToStart))))) {
            $0.settings.exportForm?.fields[1].input = TextInput("")
        }
        await store.send(.settings(.form(.edit(.text(.insert("2600-01-01")))))) {
            $0.settings.exportForm?.fields[1].input = TextInput("2600-01-01")
        }
        await store.send(SettingsIntent.submit(in: store.state)) {
            $0.settings.exportForm?.fields[1].problem = .unsupportedDay(CalendarDay("2600-01-01"))
        }
        await store.send(.settings(.form(.edit(.text(.deleteToStart))))) {
            $0.settings.exportForm?.fields[1].input = TextInput("")
        }
        await store.send(.settings(.form(.edit(.text(.insert("wed")))))) {
            $0.settings.exportForm?.fields[1].input = TextInput("wed")
            $0.settings.exportForm?.fields[1].problem = nil
        }
        #expect(SettingsIntent.submit(in: store.state) == .settings(.exportSubmitted(
            ExportRequest(from: day, through: CalendarDay("2026-11-25"), path: "~/shifts-export.txt"))))
        await store.send(SettingsIntent.submit(in: store.state)) {
            $0.settings.exportForm?.isSaving = true
        }
        await store.receive(.settings(.exported(.success(ExportDone(days: 3, path: "/export/~/shifts-export.txt"))))) {
            $0.settings = SettingsState(notice: .exported(ExportDone(days: 3, path: "/export/~/shifts-export.txt")))
        }
        await store.finish()
        #expect(exporter.written == [MockExportWriter.Written(text: "E ~ N\n", path: "/export/~/shifts-export.txt")])
    }
}
