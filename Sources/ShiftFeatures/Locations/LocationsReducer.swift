import Redux
import ShiftModel

/// Pure transitions of the Locations screen.
public enum LocationsReducer {
    public static func form(_ draft: LocationDraft, title: String) -> FormState {
        FormState(title: title, fields: [
            FormField(key: LocationField.name.rawValue, label: "Name",
                      kind: .text(maxLength: LocationDraft.maxNameLength + 10), text: draft.name),
            FormField(key: LocationField.address.rawValue, label: "Address",
                      kind: .text(maxLength: LocationDraft.maxAddressLength + 10), text: draft.address),
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
            state.form = form(LocationDraft(), title: "New location")

        case .edit:
            if catalogState.refuses(&state.notice) { return }
            guard let location = state.selected(in: catalog) else { return }
            state.notice = nil
            state.editing = location
            state.form = form(LocationDraft(location), title: "Edit location \(location.name)")

        case .delete:
            if catalogState.refuses(&state.notice) { return }
            guard let location = state.selected(in: catalog) else { return }
            let users = catalog.types(at: location.id)
            if users.isEmpty {
                state.notice = nil
                state.confirmingDelete = location.id
            } else {
                let names = users.map(\.name).joined(separator: ", ")
                state.notice = .error("Cannot delete \(location.name): \(users.count == 1 ? "1 shift type uses" : "\(users.count) shift types use") it (\(names)). Move them to another location first.")
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
            state.saved(saved.location.id, in: catalog, message: savedMessage(saved), unfinished: saved.unfinished)

        case .saved(.failure(let error)):
            state.form?.saveFailed(error.message)

        case .deleted(.success(let deleted)):
            state.deleted(in: deleted.catalog, message: "Deleted \(deleted.location.name).")

        case .deleted(.failure(let error)):
            state.deleting = nil
            state.notice = .error(error.message)
        }
    }

    /// The location the form holds, checked against `catalog`.
    static func validate(in catalog: Catalog) -> (FormState, Location?) -> Result<LocationValues, ValidationErrors<LocationField>> {
        { form, editing in
            LocationDraft(name: form[LocationField.name.rawValue], address: form[LocationField.address.rawValue])
                .validated(in: catalog, editing: editing?.id)
        }
    }

    static func savedMessage(_ saved: LocationSaved) -> String {
        if saved.isNew { return "Added \(saved.location.name)." }
        let types = saved.catalog.types(at: saved.location.id).count
        var text = "Saved \(saved.location.name); "
        switch types {
        case 0: text += "no shift type uses it"
        case 1: text += "1 shift type uses it"
        default: text += "\(types) shift types use it"
        }
        if saved.updatedShifts > 0 {
            text += ", \(saved.updatedShifts.counted("shift")) in the calendar updated"
        }
        return text + "."
    }
}
