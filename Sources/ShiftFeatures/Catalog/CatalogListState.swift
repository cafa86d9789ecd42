import ShiftModel

/// What the Shift types and Locations screens share: a searched list of
/// catalog items, the add/edit form with the validated item it saves, and
/// the item being deleted.
protocol CatalogListState {
    associatedtype Item: Identifiable
    associatedtype Field: RawRepresentable & Hashable & Sendable where Field.RawValue == String

    var selection: Int { get set }
    var form: FormState? { get set }
    /// The item the form edits, as it was when the form opened (a save is
    /// refused if the catalog no longer holds it so); nil while adding.
    var editing: Item? { get set }
    var pending: Item? { get set }
    var deleting: Item.ID? { get set }
    var notice: Notice? { get set }

    func visible(in catalog: Catalog) -> [Item]
}

extension CatalogListState {
    /// A key in the add/edit form. Closing it forgets what it edited. Enter
    /// is refused while the catalog cannot change (the form says why);
    /// otherwise `validate` checks what was typed (with the id edited, nil
    /// when adding): each problem goes next to its field, or the item becomes
    /// `pending` and the form starts saving.
    mutating func reduceForm(_ action: FormAction, catalog: CatalogState,
                             validate: (FormState, Item?) -> Result<Item, ValidationErrors<Field>>) {
        guard FormReducer.reduce(&self.form, action) == .submit, var form = self.form else {
            if self.form == nil { editing = nil }
            return
        }
        if let refusal = catalog.refusal {
            form.error = refusal
            self.form = form
            return
        }
        switch validate(form, editing) {
        case .failure(let errors):
            form.validated(errors.messagesByKey)
        case .success(let item):
            form.validated([:])
            pending = item
        }
        self.form = form
    }

    /// The form's item (`id`) was saved into `catalog`: the form closes, the
    /// item is selected if the search shows it, and `notice` says so.
    mutating func saved(_ id: Item.ID, in catalog: Catalog, notice: Notice) {
        form = nil
        editing = nil
        pending = nil
        selection = visible(in: catalog).firstIndex { $0.id == id } ?? selection
        self.notice = notice
    }

    /// What a save of the form's item (`id`) does: a new item comes with its
    /// catalog (`newCatalog`); an edit is in `catalog` already (it came with
    /// its change, onto the catalog as it is now). Then as `saved`, the
    /// notice a warning when the edit is not fully recorded yet.
    mutating func saved(_ id: Item.ID, isNew: Bool, newCatalog: Catalog, into catalog: inout CatalogState,
                        message: String, unfinished: String?) {
        if isNew {
            catalog.catalog = newCatalog
            catalog.isSaved = true
        }
        saved(id, in: catalog.catalog, notice: unfinished.map {
            .error("\(message) \(ShiftEditState.notFullyRecorded($0))")
        } ?? Notice(message))
    }

    /// The item being deleted is gone from `catalog`: the selection stays
    /// inside the rows left, and `message` says so.
    mutating func deleted(in catalog: Catalog, message: String) {
        deleting = nil
        selection = ListSelection.index(selection, count: visible(in: catalog).count) ?? 0
        notice = Notice(message)
    }
}

extension LocationsState: CatalogListState {
    typealias Field = LocationField
}

extension ShiftTypesState: CatalogListState {
    typealias Field = ShiftTypeField
}
