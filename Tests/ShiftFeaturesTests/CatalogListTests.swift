import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The catalog list written once (`CatalogListState`, its reducer, intents
/// and middleware), run for each of the three items it lists: the same
/// keys give the same steps on Shift types, Locations and Rotations.
@Suite("Catalog list, for each item type")
@UIActor
struct CatalogListTests {
    /// Which list a test runs on.
    enum Kind: CaseIterable, Sendable, CustomTestStringConvertible {
        case shiftTypes, locations, rotations

        var type: any ListFixture.Type {
            switch self {
            case .shiftTypes: ShiftType.self
            case .locations: Location.self
            case .rotations: Rotation.self
            }
        }

        var testDescription: String { "\(self)" }
    }

    /// The defaults, an unused location and two rotations: three or more
    /// items of each list, the last of each deletable.
    static let catalog: Catalog = {
        var catalog = Catalog.defaults()
        catalog.locations.append(Location(id: "annex", name: "Annex", address: "Yard 2"))
        catalog.rotations = [
            Rotation(id: "r1", name: "Early twos", cycle: ["early", "early", nil], anchor: CalendarDay("2026-11-02")),
            Rotation(id: "r2", name: "Nights", cycle: ["night", nil], anchor: CalendarDay("2026-11-03")),
        ]
        return catalog
    }()

    static func input(_ status: LoadStatus = .loaded) -> CatalogListInput {
        CatalogListInput(catalog: CatalogState(catalog: catalog, status: status, isSaved: true),
                         today: CalendarDay("2026-11-23"))
    }

    // MARK: The reducer

    @Test("j and k keep the selection inside the rows", arguments: Kind.allCases)
    func selectionStaysInside(_ kind: Kind) { selectionStaysInside(kind.type) }

    func selectionStaysInside<Item: ListFixture>(_: Item.Type) {
        let count = Item.all(in: Self.catalog).count
        var state = CatalogListState<Item>()
        CatalogListReducer.reduce(&state, .moveSelection(by: 10), input: Self.input())
        #expect(state == CatalogListState(selection: count - 1))
        CatalogListReducer.reduce(&state, .moveSelection(by: -1), input: Self.input())
        #expect(state == CatalogListState(selection: count - 2))
        CatalogListReducer.reduce(&state, .moveSelection(by: -10), input: Self.input())
        #expect(state == CatalogListState())
    }

    @Test("a catalog still loading refuses add, edit and delete, and says so", arguments: Kind.allCases)
    func loadingRefuses(_ kind: Kind) { loadingRefuses(kind.type) }

    func loadingRefuses<Item: ListFixture>(_: Item.Type) {
        for action in [CatalogListAction<Item>.add, .edit, .delete] {
            var state = CatalogListState<Item>(selection: 1)
            CatalogListReducer.reduce(&state, action, input: Self.input(.loading))
            #expect(state == CatalogListState(selection: 1, notice: .catalogRefused(.loading)))
        }
    }

    @Test("e opens the selected item's form; Esc closes it and forgets the item", arguments: Kind.allCases)
    func editThenCancel(_ kind: Kind) { editThenCancel(kind.type) }

    func editThenCancel<Item: ListFixture>(_: Item.Type) {
        let second = Item.all(in: Self.catalog)[1]
        var state = CatalogListState<Item>(selection: 1, notice: .failed("old"))
        CatalogListReducer.reduce(&state, .edit, input: Self.input())
        #expect(state == CatalogListState(selection: 1, form: Item.secondEditForm, editing: second))
        CatalogListReducer.reduce(&state, .form(.cancel), input: Self.input())
        #expect(state == CatalogListState(selection: 1))
    }

    @Test("d asks; only y for the item asked about deletes it; n keeps it", arguments: Kind.allCases)
    func deleteAsks(_ kind: Kind) { deleteAsks(kind.type) }

    func deleteAsks<Item: ListFixture>(_: Item.Type) {
        let items = Item.all(in: Self.catalog)
        let last = items.count - 1
        var state = CatalogListState<Item>(selection: last)
        CatalogListReducer.reduce(&state, .delete, input: Self.input())
        #expect(state == CatalogListState(selection: last, confirmingDelete: items[last].id))
        CatalogListReducer.reduce(&state, .deleteConfirmed(items[0].id), input: Self.input())
        #expect(state == CatalogListState(selection: last, confirmingDelete: items[last].id))
        CatalogListReducer.reduce(&state, .deleteDeclined, input: Self.input())
        #expect(state == CatalogListState(selection: last))
        CatalogListReducer.reduce(&state, .delete, input: Self.input())
        CatalogListReducer.reduce(&state, .deleteConfirmed(items[last].id), input: Self.input())
        #expect(state == CatalogListState(selection: last, deleting: items[last].id))
        #expect(state.isBusy)
    }

    @Test("a failed save keeps the form with what was typed and says why", arguments: Kind.allCases)
    func failedSave(_ kind: Kind) { failedSave(kind.type) }

    func failedSave<Item: ListFixture>(_: Item.Type) {
        var state = CatalogListState<Item>(form: Item.addForm)
        CatalogListReducer.reduce(&state, .submitted(Item.newValues, editing: nil), input: Self.input())
        #expect(state.form?.isSaving == true)
        // A second Enter while saving is not taken.
        let saving = state
        CatalogListReducer.reduce(&state, .submitted(Item.newValues, editing: nil), input: Self.input())
        #expect(state == saving)
        CatalogListReducer.reduce(&state, .saved(.failure(UserFacingError(message: "Disk full."))), input: Self.input())
        #expect(state.form?.isSaving == false)
        #expect(state.form?.failure == .saveFailed("Disk full."))
        #expect(state.form?.fields == Item.addForm.fields)
    }

    // MARK: Through the store, with the middleware

    func makeStore(_ catalog: MockCatalogService) -> AppStore {
        let services = ServiceContainer.inMemory(calendar: MockCalendarService(), clock: TestWallClock(day: "2026-11-23", hour: 9),
                                               catalog: catalog, ids: SequentialIDGenerator(prefix: "new-"))
        var state = AppState(catalog: CatalogState(catalog: Self.catalog, status: .loaded, isSaved: true))
        state.clockToday = CalendarDay("2026-11-23")
        return AppReducer.makeStore(services: services, state: state)
    }

    @Test("a: saved into the catalog with a new id, the form closes, the item is selected", arguments: Kind.allCases)
    func add(_ kind: Kind) async throws { try await add(kind.type) }

    func add<Item: ListFixture>(_: Item.Type) async throws {
        let service = MockCatalogService(catalog: Self.catalog)
        let store = makeStore(service)
        await store.dispatch(Item.app(.add))
        #expect(store.state[keyPath: Item.slice].form == Item.addForm)
        await store.dispatch(Item.app(.submitted(Item.newValues, editing: nil)))
        let added = Item(id: Item.newID("new-1"), Item.newValues)
        var expected = Self.catalog
        Item.put(added, into: &expected)
        #expect(service.calls == [.save(expected)])
        #expect(store.state.catalog.catalog == expected)
        let index = try #require(Item.all(in: expected).firstIndex(of: added))
        #expect(store.state[keyPath: Item.slice] == CatalogListState(selection: index, notice: Item.added(added)))
    }

    @Test("y to delete: the catalog is written without the item; the selection stays in the rows", arguments: Kind.allCases)
    func delete(_ kind: Kind) async throws { try await delete(kind.type) }

    func delete<Item: ListFixture>(_: Item.Type) async throws {
        let service = MockCatalogService(catalog: Self.catalog)
        let store = makeStore(service)
        let items = Item.all(in: Self.catalog)
        for _ in items { await store.dispatch(Item.app(.moveSelection(by: 1))) }
        await store.dispatch(Item.app(.delete))
        await store.dispatch(try #require(CatalogListIntent.answerDelete(Item.self, true, in: store.state)))
        var expected = Self.catalog
        Item.remove(items[items.count - 1].id, from: &expected)
        #expect(service.calls == [.save(expected)])
        #expect(store.state.catalog.catalog == expected)
        #expect(store.state[keyPath: Item.slice]
            == CatalogListState(selection: items.count - 2, notice: Item.deleted(items[items.count - 1])))
    }

    @Test("a save the disk refuses: nothing changes but the form, which says why", arguments: Kind.allCases)
    func refusedSave(_ kind: Kind) async { await refusedSave(kind.type) }

    func refusedSave<Item: ListFixture>(_: Item.Type) async {
        let service = MockCatalogService(catalog: Self.catalog)
        service.failNextSave()
        let store = makeStore(service)
        await store.dispatch(Item.app(.add))
        await store.dispatch(Item.app(.submitted(Item.newValues, editing: nil)))
        #expect(store.state.catalog.catalog == Self.catalog)
        let message = UserFacingError(MockCalendarService.ScriptedFailure("scripted failure")).message
        #expect(store.state[keyPath: Item.slice].form?.failure == .saveFailed(message))
        #expect(store.state[keyPath: Item.slice].form?.isSaving == false)
    }
}

/// What the tests need of each item type beyond the list's own protocol.
protocol ListFixture: CatalogListItem {
    /// A new item's values, valid in `CatalogListTests.catalog`.
    static var newValues: Values { get }
    /// The form as a opens it, and as e opens it on the second item, written out.
    static var addForm: FormState<Field> { get }
    static var secondEditForm: FormState<Field> { get }
    static func added(_ item: Self) -> Notice
    static func deleted(_ item: Self) -> Notice
}

extension ShiftType: ListFixture {
    static var newValues: ShiftTypeValues {
        ShiftTypeValues(symbol: "M", title: "Middle", duration: .timed(start: TimeOfDay(hour: 10, minute: 0),
                                                                    end: TimeOfDay(hour: 18, minute: 0)),
                        locationID: "main")
    }
    static let locationChoices = LiteralForms.mainSite + [FormChoice(.location("annex"), name: "Annex")]
    static var addForm: FormState<ShiftTypeField> { LiteralForms.shiftType(locations: locationChoices) }
    static var secondEditForm: FormState<ShiftTypeField> {
        LiteralForms.shiftType(symbol: "L", title: "Late", start: "14:00", end: "22:00", locations: locationChoices)
    }
    static func added(_ item: ShiftType) -> Notice { .shiftTypeAdded(name: item.name) }
    static func deleted(_ item: ShiftType) -> Notice { .shiftTypeDeleted(name: item.name) }
}

extension Location: ListFixture {
    static var newValues: LocationValues { LocationValues(name: "Clinic", address: "Hill Rd 1") }
    static var addForm: FormState<LocationField> { LiteralForms.location() }
    static var secondEditForm: FormState<LocationField> { LiteralForms.location(name: "Annex", address: "Yard 2") }
    static func added(_ item: Location) -> Notice { .locationAdded(name: item.name) }
    static func deleted(_ item: Location) -> Notice { .locationDeleted(name: item.name) }
}

extension Rotation: ListFixture {
    static var newValues: RotationValues {
        RotationValues(name: "Lates", cycle: ["late", "late", nil, nil], anchor: CalendarDay("2026-11-23"))
    }
    static var addForm: FormState<RotationField> { LiteralForms.rotation(anchor: "2026-11-23") }
    static var secondEditForm: FormState<RotationField> {
        LiteralForms.rotation(name: "Nights", cycle: "N ~", anchor: "2026-11-03")
    }
    static func added(_ item: Rotation) -> Notice { .rotationAdded(name: item.name) }
    static func deleted(_ item: Rotation) -> Notice { .rotationDeleted(name: item.name) }
}
