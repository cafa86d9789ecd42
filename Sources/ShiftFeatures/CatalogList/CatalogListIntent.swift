import ShiftModel

/// What Enter and y ask of a catalog list screen, decided on the state they
/// meet: the action carries the item to save or the id to delete.
package enum CatalogListIntent {
    /// Enter on the item's form: the values to save, or (not valid, saving,
    /// asking, the catalog cannot change) `.form(.submit)`, which shows why.
    package static func submit<Item: CatalogListItem>(_ item: Item.Type, in state: AppState,
                                                     allowingOverlaps: Bool = false) -> AppAction {
        let list = state[keyPath: Item.slice]
        guard let form = list.form, !form.isSaving, !form.isConfirmingDiscard, state.catalog.refusal == nil,
              case .success(let values) = Item.validate(form, editing: list.editing, input: CatalogListInput(state))
        else { return Item.app(.form(.submit)) }
        return Item.app(.submitted(values, editing: list.editing, allowingOverlaps: allowingOverlaps))
    }

    /// y or n to "delete this item?".
    package static func answerDelete<Item: CatalogListItem>(_ item: Item.Type, _ yes: Bool, in state: AppState) -> AppAction? {
        guard let id = state[keyPath: Item.slice].confirmingDelete else { return nil }
        return Item.app(yes ? .deleteConfirmed(id) : .deleteDeclined)
    }

    /// y or n to "save anyway?" after an edit found overlaps.
    package static func answerOverlaps<Item: CatalogListItem>(_ item: Item.Type, _ yes: Bool, in state: AppState) -> AppAction? {
        guard state[keyPath: Item.slice].clashes != nil else { return nil }
        return yes ? submit(item, in: state, allowingOverlaps: true) : Item.app(.overlapsDeclined)
    }
}
