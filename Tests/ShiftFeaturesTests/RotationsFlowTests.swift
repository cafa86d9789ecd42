import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The Rotations screen, every step asserted: add with a message per field,
/// edit, delete after y, and a preset copied with its unmatched role asked.
@Suite("Rotations flows (TestStore)")
@UIActor
struct RotationsFlowTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")

    var loaded: AppState {
        var state = AppState(screen: .rotations, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))
        state.clockToday = day
        return state
    }

    func makeStore(catalog: MockCatalogService, state: AppState? = nil) -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: state ?? loaded, reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: MockCalendarService(), clock: clock, catalog: catalog,
                                                    ids: SequentialIDGenerator(prefix: "rot-")),
                  middlewares: AppReducer.middlewares())
    }

    /// The rotation form as it opens, written out.
    func rotationForm(name: String = "", cycle: String = "", anchor: String = "2026-11-23") -> FormState<RotationField> {
        FormState([
            FormField(.name, .text(maxLength: 50), text: name),
            FormField(.cycle, .text(maxLength: 420), text: cycle),
            FormField(.anchor, .text(maxLength: 20), text: anchor),
        ])
    }

    /// Types `text` in one key into field `field`, which holds `before`.
    func type(_ text: String, into field: Int, after before: String = "",
              _ store: TestStore<AppState, AppAction, ServiceContainer>, solving: Bool = false) async {
        await store.send(.rotations(.form(.edit(.text(.insert(text)))))) {
            $0.rotations.form?.fields[field].input = TextInput(before + text)
            if solving { $0.rotations.form?.fields[field].problem = nil }
        }
    }

    @Test("add: each field's message (name, unknown symbol, no date); fixed, saved with a new id and selected")
    func addWithProblems() async {
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(catalog: catalog)
        await store.send(.rotations(.add)) { $0.rotations.form = rotationForm() }
        await store.send(.rotations(.form(.edit(.nextField)))) { $0.rotations.form?.focus = 1 }
        await type("E E X ~", into: 1, store)
        await store.send(.rotations(.form(.edit(.nextField)))) { $0.rotations.form?.focus = 2 }
        await store.send(.rotations(.form(.edit(.text(.deleteToStart))))) {
            $0.rotations.form?.fields[2].input = TextInput("")
        }
        await store.send(CatalogListIntent.submit(Rotation.self, in: store.state)) {
            $0.rotations.form?.fields[0].problem = .missing(.name)
            $0.rotations.form?.fields[1].problem = .unknownSymbol("X")
            $0.rotations.form?.fields[2].problem = .missing(.date)
            $0.rotations.form?.focus = 0
        }
        #expect(catalog.calls == [])
        await type("Early twos", into: 0, store, solving: true)
        await store.send(.rotations(.form(.edit(.nextField)))) { $0.rotations.form?.focus = 1 }
        await store.send(.rotations(.form(.edit(.text(.deleteToStart))))) {
            $0.rotations.form?.fields[1].input = TextInput("")
        }
        await type("2E 2~", into: 1, store, solving: true)
        await store.send(.rotations(.form(.edit(.nextField)))) { $0.rotations.form?.focus = 2 }
        await type("mon", into: 2, store, solving: true)
        let values = RotationValues(name: "Early twos", cycle: ["early", "early", nil, nil], anchor: day)
        await store.send(CatalogListIntent.submit(Rotation.self, in: store.state)) { $0.rotations.form?.isSaving = true }
        let twos = Rotation(id: "rot-1", name: "Early twos", cycle: ["early", "early", nil, nil], anchor: day)
        var expected = Catalog.defaults()
        expected.rotations = [twos]
        #expect(Rotation(id: "rot-1", values) == twos)
        await store.receive(.rotations(.saved(.success(CatalogItemSaved(catalog: expected, item: twos, isNew: true))))) {
            $0.catalog.catalog = expected
            $0.rotations = RotationsState(notice: .rotationAdded(name: "Early twos"))
        }
        await store.finish()
        #expect(catalog.calls == [.save(expected)])
    }

    @Test("edit renames; a name another rotation has is refused; delete asks, n keeps it, y deletes it")
    func editAndDelete() async {
        var state = loaded
        let twos = Rotation(id: "twos", name: "Early twos", cycle: ["early", "early", nil, nil], anchor: day)
        let nights = Rotation(id: "nights", name: "Nights", cycle: ["night", nil], anchor: day)
        state.catalog.catalog.rotations = [twos, nights]
        let catalog = MockCatalogService(catalog: state.catalog.catalog)
        let store = makeStore(catalog: catalog, state: state)

        await store.send(.rotations(.moveSelection(by: 1))) { $0.rotations.selection = 1 }
        await store.send(.rotations(.edit)) {
            $0.rotations.editing = nights
            $0.rotations.form = rotationForm(name: "Nights", cycle: "N ~")
        }
        await store.send(.rotations(.form(.edit(.text(.deleteToStart))))) {
            $0.rotations.form?.fields[0].input = TextInput("")
        }
        await type("early TWOS", into: 0, store)
        await store.send(CatalogListIntent.submit(Rotation.self, in: store.state)) {
            $0.rotations.form?.fields[0].problem = .nameTaken("Early twos")
        }
        await store.send(.rotations(.form(.edit(.text(.deleteWordBackward))))) {
            $0.rotations.form?.fields[0].input = TextInput("early ")
            $0.rotations.form?.fields[0].problem = nil
        }
        await type("nights", into: 0, after: "early ", store)
        await store.send(CatalogListIntent.submit(Rotation.self, in: store.state)) { $0.rotations.form?.isSaving = true }
        var renamed = nights
        renamed.name = "early nights"
        var edited = state.catalog.catalog
        edited.rotations = [twos, renamed]
        await store.receive(.rotations(.saved(.success(CatalogItemSaved(catalog: edited, item: renamed, isNew: false))))) {
            $0.catalog.catalog = edited
            $0.rotations = RotationsState(selection: 1, notice: .rotationSaved(name: "early nights"))
        }

        await store.send(.rotations(.delete)) {
            $0.rotations.notice = nil
            $0.rotations.confirmingDelete = "nights"
        }
        await store.send(CatalogListIntent.answerDelete(Rotation.self, false, in: store.state)!) { $0.rotations.confirmingDelete = nil }
        await store.send(.rotations(.delete)) { $0.rotations.confirmingDelete = "nights" }
        await store.send(CatalogListIntent.answerDelete(Rotation.self, true, in: store.state)!) {
            $0.rotations.confirmingDelete = nil
            $0.rotations.deleting = "nights"
        }
        var smaller = edited
        smaller.rotations = [twos]
        await store.receive(.rotations(.deleted(.success(.deleted(renamed, catalog: smaller))))) {
            $0.catalog.catalog = smaller
            $0.rotations = RotationsState(selection: 0, notice: .rotationDeleted(name: "early nights"))
        }
        await store.finish()
        #expect(catalog.calls == [.save(edited), .save(smaller)])
    }

    @Test("p, a preset whose role D no type matches: one question for D (none chosen is refused); the form opens with it mapped")
    func presetWithUnmatchedRole() async {
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(catalog: catalog)
        let presets = RotationPreset.all.map { FormChoice(.preset($0.id), name: "\($0.name): \($0.patternText)") }
        await store.send(.rotations(.extra(.choosePreset))) {
            $0.rotations.extra.presetForm = FormState([FormField(.preset, .choice(presets), choice: 0)])
        }
        #expect(store.state.openForm == .rotationPreset)
        let fourOn = RotationPreset.all[0]
        #expect(RotationPresetPicker.submit(in: store.state) == .rotations(.extra(.askRoles(fourOn))))
        await store.send(.rotations(.extra(.askRoles(fourOn)))) {
            $0.rotations.extra.preset = fourOn
            $0.rotations.extra.presetForm = FormState([FormField(.role("D"), .choice([
                FormChoice(nil, name: "—"),
                FormChoice(.shiftType("early"), name: "E  Early  06:00–14:00"),
                FormChoice(.shiftType("late"), name: "L  Late  14:00–22:00"),
                FormChoice(.shiftType("night"), name: "N  Night  22:00–06:00 (overnight)"),
                FormChoice(.shiftType("off"), name: "O  Off  all day"),
            ]), choice: 0)])
        }
        await store.send(RotationPresetPicker.submit(in: store.state)) {
            $0.rotations.extra.presetForm?.fields[0].problem = .missing(.shiftType)
        }
        // L picks the late type; the role's problem goes.
        await store.send(.rotations(.extra(.presetForm(.edit(.text(.insert("L"))))))) {
            $0.rotations.extra.presetForm?.fields[0].choice = 2
            $0.rotations.extra.presetForm?.fields[0].problem = nil
        }
        #expect(RotationPresetPicker.submit(in: store.state) == .rotations(.extra(.copyPreset(fourOn, mapping: ["D": "late"]))))
        await store.send(.rotations(.extra(.copyPreset(fourOn, mapping: ["D": "late"])))) {
            $0.rotations.extra.preset = nil
            $0.rotations.extra.presetForm = nil
            $0.rotations.form = rotationForm(name: "4 on 4 off, days", cycle: "L L L L ~ ~ ~ ~")
        }
        #expect(store.state.openForm == .rotations)
        await store.finish()
        #expect(catalog.calls == [])

        // A preset all of whose roles match goes straight to the form.
        var matching = loaded
        matching.rotations.extra.presetForm = FormState([FormField(.preset, .choice(presets), choice: 7)])
        let twoTwoTwo = RotationPreset.all[7]
        #expect(RotationPresetPicker.submit(in: matching)
            == .rotations(.extra(.copyPreset(twoTwoTwo, mapping: ["E": "early", "L": "late", "N": "night"]))))
    }
}
