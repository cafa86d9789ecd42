import ShiftModel

/// A catalog list screen: the list, its search, the add/edit form, the
/// delete question, the overlap question of an edit, and the screen's own
/// `extra`.
package struct CatalogListState<Item: CatalogListItem>: Hashable, Sendable {
    /// Index into the visible (filtered) list.
    package var selection: Int
    package var search: SearchState
    package var form: FormState<Item.Field>?
    /// The item the form edits, as it was when the form opened (a save is
    /// refused if the catalog no longer holds it so); nil while adding.
    package var editing: Item?
    /// Asking "delete this item?".
    package var confirmingDelete: Item.ID?
    /// Being deleted.
    package var deleting: Item.ID?
    /// The overlaps saving the edit would bring, while asking whether to
    /// save anyway.
    package var clashes: [ShiftClash]?
    package var notice: Notice?
    package var extra: Item.Extra

    package init(selection: Int = 0, search: SearchState = SearchState(), form: FormState<Item.Field>? = nil,
                editing: Item? = nil, confirmingDelete: Item.ID? = nil, deleting: Item.ID? = nil,
                clashes: [ShiftClash]? = nil, notice: Notice? = nil, extra: Item.Extra = Item.Extra()) {
        self.selection = selection
        self.search = search
        self.form = form
        self.editing = editing
        self.confirmingDelete = confirmingDelete
        self.deleting = deleting
        self.clashes = clashes
        self.notice = notice
        self.extra = extra
    }

    /// The items the search lets through, in catalog order.
    package func visible(in catalog: Catalog) -> [Item] {
        Item.all(in: catalog).filter { search.matches($0.searchTexts(in: catalog)) }
    }

    /// The selected item of the visible list, if any.
    package func selected(in catalog: Catalog) -> Item? {
        ListSelection.selected(visible(in: catalog), at: selection)
    }

    package var isBusy: Bool { form?.isSaving == true || deleting != nil }
}
