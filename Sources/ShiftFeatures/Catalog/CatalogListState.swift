import ShiftModel

/// What the Shift types and Locations screens share: a searched list of
/// catalog items, the add/edit form (Enter sends the item it validates),
/// and the item being deleted.
protocol CatalogListState {
    associatedtype Item: Identifiable
    /// What the form validates: an item without its id.
    associatedtype Values
    associatedtype Field: Hashable & Sendable

    var selection: Int { get set }
    var form: FormState<Field>? { get set }
    /// The item the form edits, as it was when the form opened (a save is
    /// refused if the catalog no longer holds it so); nil while adding.
    var editing: Item? { get set }
    var deleting: Item.ID? { get set }
    var notice: Notice? { get set }

    func visible(in catalog: Catalog) -> [Item]
}

extension CatalogListState {
    /// A key in the add/edit form. Closing it forgets what it edited. Enter
    /// comes here only when it cannot save: the form says why (the catalog
    /// cannot change now, or `validate`'s messages next to their fields).
    mutating func reduceForm(_ action: FormAction, catalog: CatalogState,
                             validate: (FormState<Field>, Item?) -> Result<Values, ValidationErrors<Field>>) {
        guard FormReducer.reduce(&self.form, action) == .submit, var form = self.form else {
            if self.form == nil { editing = nil }
            if let form = self.form, form.rechecks(after: action) {
                if case .failure(let errors) = validate(form, editing) {
                    self.form?.clearSolved(errors.problems)
                } else {
                    self.form?.clearSolved([:])
                }
            }
            return
        }
        if let refusal = catalog.refusal {
            form.failure = .catalogRefused(refusal)
        } else if case .failure(let errors) = validate(form, editing) {
            form.refused(errors.problems)
        }
        self.form = form
    }

    /// The values Enter on the form would save, or nil when it cannot (no
    /// form, saving, asking, the catalog cannot change, not valid).
    func submission(catalog: CatalogState,
                    validate: (FormState<Field>, Item?) -> Result<Values, ValidationErrors<Field>>) -> Values? {
        guard let form, !form.isSaving, !form.isConfirmingDiscard, catalog.refusal == nil,
              case .success(let values) = validate(form, editing) else { return nil }
        return values
    }

    /// A valid item goes to be saved: the form shows it is saving.
    mutating func submitted() {
        form?.startSaving()
    }

    /// The form's item (`id`) was saved into `catalog`: the form closes, the
    /// item is selected if the search shows it, and `notice` says so.
    mutating func saved(_ id: Item.ID, in catalog: Catalog, notice: Notice) {
        form = nil
        editing = nil
        selection = visible(in: catalog).firstIndex { $0.id == id } ?? selection
        self.notice = notice
    }

    /// The item being deleted is gone from `catalog`: the selection stays
    /// inside the rows left, and `notice` says so.
    mutating func deleted(in catalog: Catalog, notice: Notice) {
        deleting = nil
        selection = ListSelection.index(selection, count: visible(in: catalog).count) ?? 0
        self.notice = notice
    }
}

extension LocationsState: CatalogListState {
    typealias Values = LocationValues
    typealias Field = LocationField
}

extension ShiftTypesState: CatalogListState {
    typealias Values = ShiftTypeValues
    typealias Field = ShiftTypeField
}
