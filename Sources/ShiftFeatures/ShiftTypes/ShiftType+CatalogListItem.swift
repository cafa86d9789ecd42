import ShiftModel

/// The Shift types screen: the list, its search, the add/edit form, the
/// delete question and the overlap question of an edit.
package typealias ShiftTypesState = CatalogListState<ShiftType>
package typealias ShiftTypesAction = CatalogListAction<ShiftType>

/// A shift type in its list. An edit is a change like any edit of shifts:
/// the type and the rewrite of its shifts in the calendar (see
/// `TypeEditCascade` for which fields of which shifts) are one operation,
/// written, logged and undone together through the history; one that would
/// make shifts overlap asks first. A type about to be deleted must have no
/// shifts left.
extension ShiftType: CatalogListItem {
    package static var slice: WritableKeyPath<AppState, ShiftTypesState> & Sendable { \.shiftTypes }
    package static func app(_ action: ShiftTypesAction) -> AppAction { .shiftTypes(action) }
    package static func list(of action: AppAction) -> ShiftTypesAction? {
        if case .shiftTypes(let action) = action { action } else { nil }
    }
    package static func effect(of effect: AppEffect) -> CatalogListEffect<ShiftType>? {
        if case .shiftTypes(let effect) = effect { effect } else { nil }
    }
    package static var middlewareName: String { "shiftTypes" }

    package static var inCatalog: WritableKeyPath<Catalog, [ShiftType]> & Sendable { \.shiftTypes }
    package static func newID(_ text: String) -> ShiftTypeID { ShiftTypeID(text) }

    package func searchTexts(in catalog: Catalog) -> [String] {
        [symbol, title, description, catalog.location(locationID)?.name ?? "", duration.label]
    }

    package static func newForm(_ input: CatalogListInput) -> FormState<ShiftTypeField> {
        let catalog = input.catalog.catalog
        return ShiftTypeForm.make(ShiftTypeDraft(locationID: catalog.locations.first?.id), catalog: catalog)
    }

    package func editForm(in catalog: Catalog) -> FormState<ShiftTypeField> {
        ShiftTypeForm.make(ShiftTypeDraft(self), catalog: catalog)
    }

    package static func validate(_ form: FormState<ShiftTypeField>, editing: ShiftType?, input: CatalogListInput)
        -> Result<ShiftTypeValues, ValidationErrors<ShiftTypeField>> {
        ShiftTypeForm.draft(from: form).validated(in: input.catalog.catalog, editing: editing?.id)
    }

    package static func notice(saved: CatalogItemSaved<ShiftType>) -> Notice {
        saved.isNew ? .shiftTypeAdded(name: saved.item.name)
            : .shiftTypeSaved(name: saved.item.name, updatedShifts: saved.updatedShifts)
    }

    package static func notice(deleted type: ShiftType) -> Notice { .shiftTypeDeleted(name: type.name) }

    package static var editWrite: CatalogEditWrite<ShiftType> { .throughHistory(cascade) }

    /// The commit of a type edit, made holding the history: the type as the
    /// catalog holds it now must be the one the form opened (else it was
    /// changed elsewhere meanwhile), and every shift of the type follows it.
    @Sendable
    private static func cascade(editing seen: ShiftType, into type: ShiftType, allowingOverlaps: Bool,
                                services: ServiceContainer) async throws -> HistoryCommit {
        let onDisk = try await CatalogEditChange.onDisk(holding: seen, name: seen.name, services: services,
                                                        describe: { "\($0.name) \($0.duration.label)" })
        let calendar = services.clock.calendar
        let shifts = try await services.calendar.allShifts()
        let operation = TypeEditCascade.operation(
            editing: seen, into: type, location: onDisk.location(type.locationID), in: shifts,
            today: CalendarDay(services.clock.now(), in: calendar), calendar: calendar)
        if !allowingOverlaps {
            let clashes = ShiftOverlap.newConflicts(operation.edits, in: shifts, calendar: calendar)
            if !clashes.isEmpty { throw CascadeClashes(clashes: clashes) }
        }
        return ShiftEditMiddleware.commit(operation, source: .edit, stepID: nil, catalog: onDisk, services: services)
    }

    package static func shiftsUsing(_ id: ShiftTypeID, services: ServiceContainer) async throws -> Int {
        try await services.calendar.shifts(ofType: id).count
    }
}
