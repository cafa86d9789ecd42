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

/// What a list reads besides its own slice: the catalog (listed, searched,
/// validated against) and today, for a rotation's anchor typed as `today`
/// or a weekday.
package struct CatalogListInput: Hashable, Sendable {
    package var catalog: CatalogState
    package var today: CalendarDay

    /// Without a day (a test of a list that reads none), words like
    /// `today` are read against the first day supported.
    package init(catalog: CatalogState, today: CalendarDay = CalendarDay.supported.lowerBound) {
        self.catalog = catalog
        self.today = today
    }

    package init(_ state: AppState) {
        // The app says the day before any key comes.
        self.init(catalog: state.catalog,
                  today: state.clockToday ?? CalendarDay.supported.lowerBound)
    }
}

/// A saved item, the catalog it is in now, and how many calendar shifts the
/// edit updated.
package struct CatalogItemSaved<Item: CatalogListItem>: Hashable, Sendable {
    package var catalog: Catalog
    package var item: Item
    package var isNew: Bool
    package var updatedShifts: Int
    /// Why the edit is not fully recorded yet, when it is not.
    package var unfinished: String?

    package init(catalog: Catalog, item: Item, isNew: Bool, updatedShifts: Int = 0, unfinished: String? = nil) {
        self.catalog = catalog
        self.item = item
        self.isNew = isNew
        self.updatedShifts = updatedShifts
        self.unfinished = unfinished
    }

    /// The catalog the list wrote itself (a new item, or an edit saved
    /// whole), which the catalog slice takes; nil for an edit through the
    /// history, which the catalog follows from `.shiftEdit(.applied)`.
    var writtenCatalog: Catalog? {
        if case .throughHistory = Item.editWrite, !isNew { return nil }
        return catalog
    }
}

/// What a confirmed delete came to.
package enum CatalogItemDeletion<Item: CatalogListItem>: Hashable, Sendable {
    case deleted(Item, catalog: Catalog)
    /// The calendar still has `shiftCount` shifts of the item: nothing was deleted.
    case refused(Item, shiftCount: Int)
}
