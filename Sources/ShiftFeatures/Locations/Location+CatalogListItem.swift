import ShiftModel

/// The Locations screen: the list, its search, the form and the delete
/// question.
public typealias LocationsState = CatalogListState<Location>
public typealias LocationsAction = CatalogListAction<Location>

/// A location in its list. Types refer to a location by id, so an edit
/// reaches them by itself; on a rename the calendar shifts of those types
/// get the new name as their location text (`LocationEditCascade`), and the
/// edit and that rewrite are one change through the history. A location
/// types use cannot be deleted.
extension Location: CatalogListItem {
    public static var slice: WritableKeyPath<AppState, LocationsState> & Sendable { \.locations }
    public static func app(_ action: LocationsAction) -> AppAction { .locations(action) }
    public static func list(of action: AppAction) -> LocationsAction? {
        if case .locations(let action) = action { action } else { nil }
    }
    public static func effect(of effect: AppEffect) -> CatalogListEffect<Location>? {
        if case .locations(let effect) = effect { effect } else { nil }
    }
    public static var middlewareName: String { "locations" }

    public static var inCatalog: WritableKeyPath<Catalog, [Location]> & Sendable { \.locations }
    public static func newID(_ text: String) -> LocationID { LocationID(text) }

    public func searchTexts(in catalog: Catalog) -> [String] { [name, address] }

    public static func newForm(_ input: CatalogListInput) -> FormState<LocationField> { LocationForm.make(LocationDraft()) }

    public func editForm(in catalog: Catalog) -> FormState<LocationField> { LocationForm.make(LocationDraft(self)) }

    public static func validate(_ form: FormState<LocationField>, editing: Location?, input: CatalogListInput)
        -> Result<LocationValues, ValidationErrors<LocationField>> {
        LocationForm.draft(from: form).validated(in: input.catalog.catalog, editing: editing?.id)
    }

    public func deleteRefusal(in catalog: Catalog) -> Notice? {
        let users = catalog.types(at: id)
        return users.isEmpty ? nil : .locationInUse(name: name, typeNames: users.map(\.name))
    }

    public static func notice(saved: CatalogItemSaved<Location>) -> Notice {
        let location = saved.item
        return saved.isNew ? .locationAdded(name: location.name)
            : .locationSaved(name: location.name, typesUsing: saved.catalog.types(at: location.id).count,
                             updatedShifts: saved.updatedShifts)
    }

    public static func notice(deleted location: Location) -> Notice { .locationDeleted(name: location.name) }

    public static var editWrite: CatalogEditWrite<Location> { .throughHistory(rename) }

    /// The commit of a location edit, made holding the history: the
    /// location on disk must be the one the form opened; the shifts of its
    /// types take a new name.
    @Sendable
    private static func rename(editing seen: Location, into location: Location, allowingOverlaps: Bool,
                               services: ServiceContainer) async throws -> HistoryCommit {
        let onDisk = try await CatalogEditChange.onDisk(holding: seen, name: seen.name, services: services,
                                                        describe: \.name)
        var edited = onDisk
        edited.addOrReplace(location)
        let shifts = edited.types(at: location.id).isEmpty || seen.name == location.name
            ? [] : try await services.calendar.allShifts()
        let operation = LocationEditCascade.operation(editing: seen, into: location, in: edited, shifts: shifts)
        return ShiftEditMiddleware.commit(operation, source: .edit, stepID: nil, catalog: onDisk, services: services)
    }
}
