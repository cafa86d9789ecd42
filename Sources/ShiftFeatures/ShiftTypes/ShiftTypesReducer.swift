import ShiftModel

/// Pure transitions of the Shift types screen. Ids of new types and the
/// calendar cascade belong to `ShiftTypesMiddleware`.
public enum ShiftTypesReducer {
    public static func reduce(_ app: inout AppState, _ action: ShiftTypesAction) {
        let catalog = app.catalog.catalog
        var state = app.shiftTypes
        defer { app.shiftTypes = state }
        switch action {
        case .moveSelection(let offset):
            state.selection = ListSelection.moved(state.selection, by: offset, count: state.visible(in: catalog).count)

        case .search(let search):
            ListSelection.search(search, &state.search, selection: &state.selection)

        case .add:
            if app.catalog.refuses(&state.notice) { return }
            state.notice = nil
            state.editing = nil
            state.form = ShiftTypeForm.make(
                ShiftTypeDraft(locationID: catalog.locations.first?.id), catalog: catalog, title: "New shift type")

        case .edit:
            if app.catalog.refuses(&state.notice) { return }
            guard let type = state.selected(in: catalog) else { return }
            state.notice = nil
            state.editing = type
            state.form = ShiftTypeForm.make(ShiftTypeDraft(type), catalog: catalog,
                                            title: "Edit shift type \(type.name)")

        case .delete:
            if app.catalog.refuses(&state.notice) { return }
            guard let type = state.selected(in: catalog) else { return }
            state.notice = nil
            state.confirmingDelete = type.id

        case .confirmDelete(let confirmed):
            guard let id = state.confirmingDelete else { return }
            state.confirmingDelete = nil
            if confirmed { state.deleting = id }

        case .form(let formAction):
            state.reduceForm(formAction, catalog: app.catalog) { form, editing in
                ShiftTypeForm.draft(from: form).validated(in: catalog, as: editing?.id ?? .new)
            }

        case .clashesFound(let clashes):
            state.clashes = clashes
            state.form?.isSaving = false

        case .confirmOverlaps(let confirmed):
            guard state.clashes != nil else { return }
            state.clashes = nil
            if confirmed {
                state.form?.isSaving = true
            } else {
                state.pending = nil
            }

        case .saved(.success(let saved)):
            state.saved(saved.type.id, isNew: saved.isNew, newCatalog: saved.catalog, into: &app.catalog,
                        message: savedMessage(saved), unfinished: saved.unfinished)

        case .saved(.failure(let error)):
            state.form?.saveFailed(error.message)
            state.pending = nil

        case .deleted(.success(.deleted(let type, let newCatalog))):
            app.catalog.catalog = newCatalog
            app.catalog.isSaved = true
            state.deleted(in: newCatalog, message: "Deleted \(type.name).")

        case .deleted(.success(.refused(let type, let count))):
            state.deleting = nil
            state.notice = .error("Cannot delete \(type.name): \(Self.shifts(count)) in the calendar "
                + "\(count == 1 ? "uses" : "use") it. Switch or delete \(count == 1 ? "it" : "them") first; nothing was deleted.")

        case .deleted(.failure(let error)):
            state.deleting = nil
            state.notice = .error(error.message)
        }
    }

    static func savedMessage(_ saved: ShiftTypeSaved) -> String {
        let name = saved.type.name
        if saved.isNew { return "Added \(name)." }
        switch saved.updatedShifts {
        case 0: return "Saved \(name); no shifts in the calendar needed updating."
        default: return "Saved \(name); updated \(shifts(saved.updatedShifts)) in the calendar."
        }
    }

    static func shifts(_ count: Int) -> String { count == 1 ? "1 shift" : "\(count) shifts" }
}
