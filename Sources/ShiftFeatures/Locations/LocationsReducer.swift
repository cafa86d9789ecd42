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

    public static func reduce(_ app: inout AppState, _ action: LocationsAction) {
        let catalog = app.catalog.catalog
        var state = app.locations
        defer { app.locations = state }
        switch action {
        case .moveSelection(let offset):
            state.selection = ListSelection.moved(state.selection, by: offset, count: state.visible(in: catalog).count)

        case .search(let search):
            ListSelection.search(search, &state.search, selection: &state.selection)

        case .add:
            if app.catalog.refuses(&state.notice) { return }
            state.notice = nil
            state.editing = nil
            state.form = form(LocationDraft(), title: "New location")

        case .edit:
            if app.catalog.refuses(&state.notice) { return }
            guard let location = state.selected(in: catalog) else { return }
            state.notice = nil
            state.editing = location
            state.form = form(LocationDraft(location), title: "Edit location \(location.name)")

        case .delete:
            if app.catalog.refuses(&state.notice) { return }
            guard let location = state.selected(in: catalog) else { return }
            let users = catalog.types(at: location.id)
            if users.isEmpty {
                state.notice = nil
                state.confirmingDelete = location.id
            } else {
                let names = users.map(\.name).joined(separator: ", ")
                state.notice = .error("Cannot delete \(location.name): \(users.count == 1 ? "1 shift type uses" : "\(users.count) shift types use") it (\(names)). Move them to another location first.")
            }

        case .confirmDelete(let confirmed):
            guard let id = state.confirmingDelete else { return }
            state.confirmingDelete = nil
            if confirmed { state.deleting = id }

        case .form(let formAction):
            state.reduceForm(formAction, catalog: app.catalog) { form, editing in
                LocationDraft(name: form[LocationField.name.rawValue], address: form[LocationField.address.rawValue])
                    .validated(in: catalog, as: editing?.id ?? .new)
            }

        case .saved(.success(let saved)):
            state.saved(saved.location.id, isNew: saved.isNew, newCatalog: saved.catalog, into: &app.catalog,
                        message: savedMessage(saved), unfinished: saved.unfinished)

        case .saved(.failure(let error)):
            state.form?.saveFailed(error.message)
            state.pending = nil

        case .deleted(.success(let deleted)):
            app.catalog.catalog = deleted.catalog
            app.catalog.isSaved = true
            state.deleted(in: deleted.catalog, message: "Deleted \(deleted.location.name).")

        case .deleted(.failure(let error)):
            state.deleting = nil
            state.notice = .error(error.message)
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
            text += ", \(ShiftTypesReducer.shifts(saved.updatedShifts)) in the calendar updated"
        }
        return text + "."
    }
}
