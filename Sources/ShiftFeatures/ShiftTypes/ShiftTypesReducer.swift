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
            state.form = ShiftTypeForm.make(
                ShiftTypeDraft(locationID: catalog.locations.first?.id), catalog: catalog, title: "New shift type")

        case .edit:
            if catalogState.refuses(&state.notice) { return }
            guard let type = state.selected(in: catalog) else { return }
            state.notice = nil
            state.editing = type
            state.form = ShiftTypeForm.make(ShiftTypeDraft(type), catalog: catalog,
                                            title: "Edit shift type \(type.name)")

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
            state.saved(saved.type.id, in: catalog, message: savedMessage(saved), unfinished: saved.unfinished)

        case .saved(.failure(let error)):
            state.form?.saveFailed(error.message)

        case .deleted(.success(.deleted(let type, let newCatalog))):
            state.deleted(in: newCatalog, message: "Deleted \(type.name).")

        case .deleted(.success(.refused(let type, let count))):
            state.deleting = nil
            state.notice = .error("Cannot delete \(type.name): \(count.counted("shift")) in the calendar "
                + "\(count == 1 ? "uses" : "use") it. Switch or delete \(count == 1 ? "it" : "them") first; nothing was deleted.")

        case .deleted(.failure(let error)):
            state.deleting = nil
            state.notice = .error(error.message)
        }
    }

    /// The type the form holds, checked against `catalog`.
    static func validate(in catalog: Catalog) -> (FormState, ShiftType?) -> Result<ShiftTypeValues, ValidationErrors<ShiftTypeField>> {
        { form, editing in ShiftTypeForm.draft(from: form).validated(in: catalog, editing: editing?.id) }
    }

    static func savedMessage(_ saved: ShiftTypeSaved) -> String {
        let name = saved.type.name
        if saved.isNew { return "Added \(name)." }
        switch saved.updatedShifts {
        case 0: return "Saved \(name); no shifts in the calendar needed updating."
        default: return "Saved \(name); updated \(saved.updatedShifts.counted("shift")) in the calendar."
        }
    }
}
