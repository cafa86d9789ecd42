import Redux
import ShiftModel

/// Pure transitions of the Locations screen.
public enum LocationsReducer {
    /// The location form, built in one place.
    public static func form(_ draft: LocationDraft) -> FormState<LocationField> {
        FormState([
            FormField(.name, .text(maxLength: LocationDraft.maxNameLength + 10), text: draft.name),
            FormField(.address, .text(maxLength: LocationDraft.maxAddressLength + 10), text: draft.address),
        ])
    }

    /// Reads the catalog (listed, searched, validated against); changes only its slice.
    public static let reducer = ReadingReducer<LocationsState, CatalogState, LocationsAction>(reduce)

    public static func reduce(_ state: inout LocationsState, _ action: LocationsAction, catalog catalogState: CatalogState) {
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
            state.form = form(LocationDraft())

        case .edit:
            if catalogState.refuses(&state.notice) { return }
            guard let location = state.selected(in: catalog) else { return }
            state.notice = nil
            state.editing = location
            state.form = form(LocationDraft(location))

        case .delete:
            if catalogState.refuses(&state.notice) { return }
            guard let location = state.selected(in: catalog) else { return }
            let users = catalog.types(at: location.id)
            if users.isEmpty {
                state.notice = nil
                state.confirmingDelete = location.id
            } else {
                state.notice = .locationInUse(name: location.name, typeNames: users.map(\.name))
            }

        case .deleteConfirmed(let id):
            guard state.confirmingDelete == id else { return }
            state.confirmingDelete = nil
            state.deleting = id

        case .deleteDeclined:
            state.confirmingDelete = nil

        case .form(let formAction):
            state.reduceForm(formAction, catalog: catalogState, validate: validate(in: catalog))

        case .submitted:
            guard state.form?.isSaving == false else { return }
            state.submitted()

        case .saved(.success(let saved)):
            let name = saved.location.name
            let notice: Notice = saved.isNew ? .locationAdded(name: name)
                : .locationSaved(name: name, typesUsing: saved.catalog.types(at: saved.location.id).count,
                                 updatedShifts: saved.updatedShifts)
            state.saved(saved.location.id, in: catalog, notice: notice.unfinished(saved.unfinished))

        case .saved(.failure(let error)):
            state.form?.saveFailed(.saveFailed(error.message))

        case .deleted(.success(let deleted)):
            state.deleted(in: deleted.catalog, notice: .locationDeleted(name: deleted.location.name))

        case .deleted(.failure(let error)):
            state.deleting = nil
            state.notice = .failed(error.message)
        }
    }

    /// The location the form holds, checked against `catalog`.
    static func validate(in catalog: Catalog) -> (FormState<LocationField>, Location?) -> Result<LocationValues, ValidationErrors<LocationField>> {
        { form, editing in
            LocationDraft(name: form.text(.name), address: form.text(.address))
                .validated(in: catalog, editing: editing?.id)
        }
    }
}
