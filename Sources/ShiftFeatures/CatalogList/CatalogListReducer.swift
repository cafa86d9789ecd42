import Redux
import ShiftModel

/// Pure transitions of a catalog list screen. Ids of new items and the
/// writing belong to `CatalogListMiddleware`; a save or delete changes the
/// catalog slice through `CatalogAction.init(app:)`, before the list reads it.
package enum CatalogListReducer {
    /// Reads the catalog and today; changes only its slice.
    package static func reducer<Item: CatalogListItem>(_ item: Item.Type)
        -> EffectReducer<CatalogListState<Item>, CatalogListInput, CatalogListAction<Item>, CatalogListEffect<Item>> {
        EffectReducer(reduce)
    }

    /// A save or delete is asked of `CatalogListMiddleware` only when the
    /// list takes it: a form not saving yet, the delete it asked about.
    @discardableResult
    package static func reduce<Item: CatalogListItem>(_ state: inout CatalogListState<Item>, _ action: CatalogListAction<Item>,
                                                     input: CatalogListInput) -> CatalogListEffect<Item>? {
        let catalogState = input.catalog
        let catalog = catalogState.catalog
        switch action {
        case .moveSelection(let offset):
            state.selection = ListSelection.moved(state.selection, by: offset, count: state.visible(in: catalog).count)

        case .search(let search):
            ListSelection.search(search, &state.search, selection: &state.selection)

        case .add:
            if catalogState.refuses(&state.notice) { return nil }
            state.notice = nil
            state.editing = nil
            state.form = Item.newForm(input)

        case .edit:
            if catalogState.refuses(&state.notice) { return nil }
            guard let item = state.selected(in: catalog) else { return nil }
            state.notice = nil
            state.editing = item
            state.form = item.editForm(in: catalog)

        case .delete:
            if catalogState.refuses(&state.notice) { return nil }
            guard let item = state.selected(in: catalog) else { return nil }
            if let refusal = item.deleteRefusal(in: catalog) {
                state.notice = refusal
            } else {
                state.notice = nil
                state.confirmingDelete = item.id
            }

        case .deleteConfirmed(let id):
            guard state.confirmingDelete == id else { return nil }
            state.confirmingDelete = nil
            state.deleting = id
            return .delete(id)

        case .deleteDeclined:
            state.confirmingDelete = nil

        case .form(let formAction):
            // Enter that finds the form no longer valid takes back the overlap question.
            if formAction == .submit { state.clashes = nil }
            reduceForm(&state, formAction, input: input)

        case .submitted(let values, let editing, let allowingOverlaps):
            guard state.form?.isSaving == false else { return nil }
            state.clashes = nil
            state.form?.startSaving()
            return .save(values, editing: editing, allowingOverlaps: allowingOverlaps)

        case .clashesFound(let clashes):
            state.clashes = clashes
            state.form?.isSaving = false

        case .overlapsDeclined:
            state.clashes = nil

        case .saved(.success(let saved)):
            // The form closes; the item is selected if the search shows it.
            state.form = nil
            state.editing = nil
            state.selection = state.visible(in: catalog).firstIndex { $0.id == saved.item.id } ?? state.selection
            state.notice = Item.notice(saved: saved).unfinished(saved.unfinished)

        case .saved(.failure(let error)):
            state.form?.saveFailed(.saveFailed(error.message))

        case .refusedAsStale:
            break

        case .deleted(.success(.deleted(let item, let smaller))):
            state.deleting = nil
            // The selection stays inside the rows left.
            state.selection = ListSelection.index(state.selection, count: state.visible(in: smaller).count) ?? 0
            state.notice = Item.notice(deleted: item)

        case .deleted(.success(.refused(let item, let count))):
            state.deleting = nil
            state.notice = .shiftTypeInUse(name: item.name, shifts: count)

        case .deleted(.failure(let error)):
            state.deleting = nil
            state.notice = .failed(error.message)

        case .extra(let extra):
            Item.reduce(&state, extra: extra, input: input)
        }
        return nil
    }

    /// A key in the add/edit form. Closing it forgets what it edited. Enter
    /// comes here only when it cannot save: the form says why (the catalog
    /// cannot change now, or the item's problems next to their fields).
    private static func reduceForm<Item: CatalogListItem>(_ state: inout CatalogListState<Item>, _ action: FormAction,
                                                          input: CatalogListInput) {
        guard FormReducer.reduce(&state.form, action) == .submit, var form = state.form else {
            if state.form == nil { state.editing = nil }
            if let form = state.form, form.rechecks(after: action) {
                if case .failure(let errors) = Item.validate(form, editing: state.editing, input: input) {
                    state.form?.clearSolved(errors.problems)
                } else {
                    state.form?.clearSolved([:])
                }
            }
            return
        }
        if let refusal = input.catalog.refusal {
            form.failure = .catalogRefused(refusal)
        } else if case .failure(let errors) = Item.validate(form, editing: state.editing, input: input) {
            form.refused(errors.problems)
        }
        state.form = form
    }
}
