import ShiftModel

/// The Locations screen: the list, its search, the form and the delete
/// question.
package typealias LocationsState = CatalogListState<Location>
package typealias LocationsAction = CatalogListAction<Location>

/// A location in its list. Types refer to a location by id, so an edit
/// reaches them by itself; on a rename the calendar shifts of those types
/// get the new name as their location text (`LocationEditCascade`), and the
/// edit and that rewrite are one change through the history. A location
/// types use cannot be deleted.
extension Location: CatalogListItem {
    package static var slice: WritableKeyPath<AppState, LocationsState> & Sendable { \.locations }
    package static func app(_ action: LocationsAction) -> AppAction { .locations(action) }
    package static func list(of action: AppAction) -> LocationsAction? {
        if case .locations(let action) = action { action } else { nil }
    }
    package static func effect(of effect: AppEffect) -> CatalogListEffect<Location>? {
        if case .locations(let effect) = effect { effect } else { nil }
    }
    package static var middlewareName: String { "locations" }

    package static var inCatalog: WritableKeyPath<Catalog, [Location]> & Sendable { \.locations }
    package static func newID(_ text: String) -> LocationID { LocationID(text) }

    package func searchTexts(in catalog: Catalog) -> [String] { [name, address] }

    package static func newForm(_ input: CatalogListInput) -> FormState<LocationField> { LocationForm.make(LocationDraft()) }

    package func editForm(in catalog: Catalog) -> FormState<LocationField> { LocationForm.make(LocationDraft(self)) }

    package static func validate(_ form: FormState<LocationField>, editing: Location?, input: CatalogListInput)
        -> Result<LocationValues, ValidationErrors<LocationField>> {
        LocationForm.draft(from: form).validated(in: input.catalog.catalog, editing: editing?.id)
    }

    package func deleteRefusal(in catalog: Catalog) -> Notice? {
        let users = catalog.types(at: id)
        return users.isEmpty ? nil : .locationInUse(name: name, typeNames: users.map(\.name))
    }

    package static func notice(saved: CatalogItemSaved<Location>) -> Notice {
        let location = saved.item
        return saved.isNew ? .locationAdded(name: location.name)
            : .locationSaved(name: location.name, typesUsing: saved.catalog.types(at: location.id).count,
                             updatedShifts: saved.updatedShifts)
    }

    package static func notice(deleted location: Location) -> Notice { .locationDeleted(name: location.name) }

    package static var editWrite: CatalogEditWrite<Location> { .throughHistory(rename) }

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
