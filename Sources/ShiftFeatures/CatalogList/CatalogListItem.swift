import Redux
import ShiftModel

/// What a catalog list screen (Shift types, Locations, Rotations) needs of
/// the items it lists: where they are in the catalog, what the search
/// matches, the form and its validation, the notices, and how an edit and a
/// delete reach the files. The list itself (`CatalogListState`, its actions,
/// reducer, intents and middleware) is written once for all of them.
package protocol CatalogListItem: Identifiable, Hashable, Sendable where ID: Sendable {
    /// What the form validates: an item without its id.
    associatedtype Values: Hashable & Sendable
    associatedtype Field: Hashable & Sendable
    /// The screen's own state beside the list (the Rotations preset picker).
    associatedtype Extra: CatalogListExtra = CatalogListNoExtra
    /// The screen's own actions on `Extra`.
    associatedtype ExtraAction: Hashable & Sendable = Never

    /// The slice of the app's state that is this screen, the app action it
    /// travels in, and the name of its middleware.
    static var slice: WritableKeyPath<AppState, CatalogListState<Self>> & Sendable { get }
    static func app(_ action: CatalogListAction<Self>) -> AppAction
    static func list(of action: AppAction) -> CatalogListAction<Self>?
    /// This screen's request among those of a reduction.
    static func effect(of effect: AppEffect) -> CatalogListEffect<Self>?
    static var middlewareName: String { get }

    /// Where the catalog holds the items, in catalog order.
    static var inCatalog: WritableKeyPath<Catalog, [Self]> & Sendable { get }
    init(id: ID, _ values: Values)
    /// An id for a new item, from the injected generator's text.
    static func newID(_ text: String) -> ID

    /// What the notices call the item.
    var name: String { get }
    /// The texts of the item the search matches.
    func searchTexts(in catalog: Catalog) -> [String]
    /// The form for a new item, and for editing this one.
    static func newForm(_ input: CatalogListInput) -> FormState<Field>
    func editForm(in catalog: Catalog) -> FormState<Field>
    /// The item the form holds, checked against the catalog (`editing`: the
    /// item it edits, which may keep its own name).
    static func validate(_ form: FormState<Field>, editing: Self?, input: CatalogListInput)
        -> Result<Values, ValidationErrors<Field>>
    /// Why the item cannot be deleted at all (asked before the question), or nil.
    func deleteRefusal(in catalog: Catalog) -> Notice?
    static func notice(saved: CatalogItemSaved<Self>) -> Notice
    static func notice(deleted: Self) -> Notice

    /// How an edit reaches the files.
    static var editWrite: CatalogEditWrite<Self> { get }
    /// How many calendar shifts still use the item: more than none refuses
    /// its delete.
    static func shiftsUsing(_ id: ID, services: ServiceContainer) async throws -> Int

    /// The screen's own actions on `Extra`.
    static func reduce(_ state: inout CatalogListState<Self>, extra action: ExtraAction, input: CatalogListInput)
}

extension CatalogListItem {
    package static func all(in catalog: Catalog) -> [Self] { catalog[keyPath: inCatalog] }

    package static func find(_ id: ID, in catalog: Catalog) -> Self? {
        catalog[keyPath: inCatalog].first { $0.id == id }
    }

    /// Puts `item` in place of the one with its id, or last when there is none.
    package static func put(_ item: Self, into catalog: inout Catalog) {
        if let index = catalog[keyPath: inCatalog].firstIndex(where: { $0.id == item.id }) {
            catalog[keyPath: inCatalog][index] = item
        } else {
            catalog[keyPath: inCatalog].append(item)
        }
    }

    package static func remove(_ id: ID, from catalog: inout Catalog) {
        catalog[keyPath: inCatalog].removeAll { $0.id == id }
    }

    package func deleteRefusal(in catalog: Catalog) -> Notice? { nil }

    package static var editWrite: CatalogEditWrite<Self> { .wholeCatalog }

    package static func shiftsUsing(_ id: ID, services: ServiceContainer) async throws -> Int { 0 }
}

extension CatalogListItem where ExtraAction == Never {
    package static func reduce(_ state: inout CatalogListState<Self>, extra action: Never, input: CatalogListInput) {}
}
