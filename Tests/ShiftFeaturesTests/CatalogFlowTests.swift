import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The first run (A1) and catalog loading, through the exhaustive TestStore.
@Suite("First run and catalog loading (TestStore)")
@UIActor
struct CatalogFlowTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)

    func makeStore(_ catalog: MockCatalogService, state: AppState = AppState())
        -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: state, reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: MockCalendarService(), clock: clock, catalog: catalog),
                  middlewares: AppReducer.middlewares())
    }

    @Test("no catalog file: the questions start with the defaults unsaved; the name saves them")
    func firstRun() async {
        let catalog = MockCatalogService(catalog: nil)
        let store = makeStore(catalog)
        await store.send(.catalog(.load)) { $0.catalog.status = .loading }
        await store.receive(.catalog(.loaded(.success(nil)))) {
            $0.catalog = CatalogState(catalog: .defaults(), status: .loaded, isSaved: false,
                                      firstRun: LiteralForms.firstRun)
        }
        #expect(store.state.openForm == .firstRun)
        var typed = ""
        for character in "Sam" {
            typed.append(character)
            let expected = typed
            await store.send(.catalog(.firstRun(.edit(.text(.insert(String(character))))))) {
                $0.catalog.firstRun?.fields[0].input = TextInput(expected)
            }
        }
        await store.send(FirstRunIntent.submit(in: store.state)) {
            $0.catalog.firstRun?.isSaving = true
            $0.catalog.catalog.profile.displayName = "Sam"
        }
        await store.receive(.catalog(.firstRunSaved(.success(.defaults(displayName: "Sam"))))) {
            $0.catalog = CatalogState(catalog: .defaults(displayName: "Sam"), status: .loaded, isSaved: true)
        }
        await store.finish()
        #expect(catalog.calls == [.load, .save(.defaults(displayName: "Sam"))])
    }

    @Test("Esc skips the questions: the defaults stay, unsaved, and nothing is written")
    func skip() async {
        let catalog = MockCatalogService(catalog: nil)
        let store = makeStore(catalog)
        await store.send(.catalog(.loaded(.success(nil)))) {
            $0.catalog = CatalogState(catalog: .defaults(), status: .loaded, isSaved: false,
                                      firstRun: LiteralForms.firstRun)
        }
        await store.send(.catalog(.firstRun(.edit(.text(.insert("S")))))) {
            $0.catalog.firstRun?.fields[0].input = TextInput("S")
        }
        await store.send(.catalog(.firstRun(.cancel))) { $0.catalog.firstRun = nil }
        await store.finish()
        #expect(catalog.calls == [])
        #expect(store.state.catalog == CatalogState(catalog: .defaults(), status: .loaded, isSaved: false))
    }

    @Test("an empty name gets a message and nothing is saved; a failed save says so and keeps the name")
    func invalidNameAndFailedSave() async {
        let catalog = MockCatalogService(catalog: nil)
        catalog.failNextSave(with: MockCalendarService.ScriptedFailure("Cannot save /d/catalog.json: disk full."))
        let store = makeStore(catalog, state: AppState(catalog: CatalogState(
            status: .loaded, firstRun: CatalogState.firstRunForm())))
        await store.send(.catalog(.firstRun(.edit(.text(.insert(" ")))))) {
            $0.catalog.firstRun?.fields[0].input = TextInput(" ")
        }
        await store.send(FirstRunIntent.submit(in: store.state)) {
            $0.catalog.firstRun?.fields[0].problem = .missing(.name)
        }
        await store.send(.catalog(.firstRun(.edit(.text(.insert("Jo")))))) {
            $0.catalog.firstRun?.fields[0].input = TextInput(" Jo")
            // A name now: its problem goes as it is typed.
            $0.catalog.firstRun?.fields[0].problem = nil
        }
        await store.send(FirstRunIntent.submit(in: store.state)) {
            $0.catalog.firstRun?.isSaving = true
            $0.catalog.catalog.profile.displayName = "Jo"
        }
        await store.receive(.catalog(.firstRunSaved(.failure(UserFacingError(message: "Cannot save /d/catalog.json: disk full."))))) {
            $0.catalog.firstRun?.isSaving = false
            $0.catalog.firstRun?.failure = .saveFailed("Cannot save /d/catalog.json: disk full.")
        }
        await store.finish()
        #expect(store.state.catalog.firstRun?.text(.name) == " Jo")
    }

    @Test("a saved catalog loads without questions; an unreadable one blocks changes with its message")
    func loadedAndFailed() async {
        var saved = Catalog.defaults(displayName: "Kim")
        saved.settings.retention = .days90
        let store = makeStore(MockCatalogService(catalog: saved))
        await store.send(.catalog(.load)) { $0.catalog.status = .loading }
        await store.receive(.catalog(.loaded(.success(saved)))) {
            $0.catalog = CatalogState(catalog: saved, status: .loaded, isSaved: true)
        }
        let message = "/d/catalog.json is from a newer version of shifts"
        await store.send(.catalog(.loaded(.failure(UserFacingError(message: message))))) {
            $0.catalog = CatalogState(catalog: Catalog(), status: .failed(message), isSaved: false)
        }
        await store.send(.shiftTypes(.add)) {
            $0.shiftTypes.notice = .catalogRefused(.unreadable)
        }
        await store.send(.locations(.add)) {
            $0.locations.notice = .catalogRefused(.unreadable)
        }
        await store.send(.settings(.edit)) {
            $0.settings.notice = .catalogRefused(.unreadable)
        }
        // Fixed on disk, r reads it again: the catalog is back, changes are allowed.
        await store.send(.catalog(.load)) { $0.catalog.status = .loading }
        await store.receive(.catalog(.loaded(.success(saved)))) {
            $0.catalog = CatalogState(catalog: saved, status: .loaded, isSaved: true)
        }
        await store.send(.shiftTypes(.add)) {
            $0.shiftTypes.notice = nil
            $0.shiftTypes.form = LiteralForms.shiftType()
        }
        await store.finish()
    }

    @Test("screens switch with numbers and Tab, never while a form has the keys")
    func screens() async {
        let store = makeStore(MockCatalogService(catalog: .defaults()),
                              state: AppState(catalog: CatalogState(status: .loaded, isSaved: true)))
        await store.send(.showScreen(.locations)) { $0.screen = .locations }
        // The change log is read when its screen is first shown.
        await store.send(.showScreen(.changeLog)) {
            $0.screen = .changeLog
            $0.changeLog.status = .loading
        }
        await store.receive(.changeLog(.loaded(.success([])))) { $0.changeLog.status = .loaded }
        await store.send(.showScreen(.settings)) { $0.screen = .settings }
        await store.send(.showScreen(.today)) { $0.screen = .today }
        await store.send(.showScreen(.settings)) { $0.screen = .settings }
        await store.send(.settings(.edit)) {
            $0.settings.form = LiteralForms.settings()
        }
        await store.send(.showScreen(.today))
        await store.finish()
        #expect(store.state.screen == .settings)
    }
}
