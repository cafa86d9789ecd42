import Redux
import ShiftModel

/// Pure transitions of the Shift types screen. Ids of new types and the
/// calendar cascade belong to `ShiftTypesMiddleware`; a save or delete
/// changes the catalog slice through `CatalogAction.init(app:)`.
public enum ShiftTypesReducer {
    /// Reads the catalog (listed, searched, validated against); changes only its slice.
    public static let reducer = ReadingReducer<ShiftTypesState, CatalogState, ShiftTypesAction>(reduce)

    public static func reduce(_ state: inout ShiftTypesState, _ action: ShiftTypesAction, catalog catalogState: CatalogState) {
        let catalog = catalogState.catalog
        switch action {
        case .moveSelection(let offset):
            state.selection = ListSelection.moved(state.selection, by: offset, count: state.visible(in: catalog).count)

        case .search(let search):
            ListSelection.search(search, &state.search, selection: &state.selection)

        case .add:
            if catalogState.refuses(&state.notice) { return }
            state.notice = nil
            state.editing = nil
            state.form = ShiftTypeForm.make(ShiftTypeDraft(locationID: catalog.locations.first?.id), catalog: catalog)

        case .edit:
            if catalogState.refuses(&state.notice) { return }
            guard let type = state.selected(in: catalog) else { return }
            state.notice = nil
            state.editing = type
            state.form = ShiftTypeForm.make(ShiftTypeDraft(type), catalog: catalog)

        case .delete:
            if catalogState.refuses(&state.notice) { return }
            guard let type = state.selected(in: catalog) else { return }
            state.notice = nil
            state.confirmingDelete = type.id

        case .deleteConfirmed(let id):
            guard state.confirmingDelete == id else { return }
            state.confirmingDelete = nil
            state.deleting = id

        case .deleteDeclined:
            state.confirmingDelete = nil

        case .form(let formAction):
            // Enter that finds the form no longer valid takes back the overlap question.
            if formAction == .submit { state.clashes = nil }
            state.reduceForm(formAction, catalog: catalogState, validate: validate(in: catalog))

        case .submitted:
            guard state.form?.isSaving == false else { return }
            state.clashes = nil
            state.submitted()

        case .clashesFound(let clashes):
            state.clashes = clashes
            state.form?.isSaving = false

        case .overlapsDeclined:
            state.clashes = nil

        case .saved(.success(let saved)):
            let notice: Notice = saved.isNew ? .shiftTypeAdded(name: saved.type.name)
                : .shiftTypeSaved(name: saved.type.name, updatedShifts: saved.updatedShifts)
            state.saved(saved.type.id, in: catalog, notice: notice.unfinished(saved.unfinished))

        case .saved(.failure(let error)):
            state.form?.saveFailed(.saveFailed(error.message))

        case .deleted(.success(.deleted(let type, let newCatalog))):
            state.deleted(in: newCatalog, notice: .shiftTypeDeleted(name: type.name))

        case .deleted(.success(.refused(let type, let count))):
            state.deleting = nil
            state.notice = .shiftTypeInUse(name: type.name, shifts: count)

        case .deleted(.failure(let error)):
            state.deleting = nil
            state.notice = .failed(error.message)
        }
    }

    /// The type the form holds, checked against `catalog`.
    static func validate(in catalog: Catalog) -> (FormState<ShiftTypeField>, ShiftType?) -> Result<ShiftTypeValues, ValidationErrors<ShiftTypeField>> {
        { form, editing in ShiftTypeForm.draft(from: form).validated(in: catalog, editing: editing?.id) }
    }
}
