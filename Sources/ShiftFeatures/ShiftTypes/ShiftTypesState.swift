import ShiftModel

/// The Shift types screen (ST1-ST3): the list, its search, the add/edit
/// form and the delete question.
public struct ShiftTypesState: Hashable, Sendable {
    /// Index into the visible (filtered) list.
    public var selection: Int
    public var search: SearchState
    public var form: FormState<ShiftTypeField>?
    /// The type the form edits, as it was when the form opened; nil while adding.
    public var editing: ShiftType?
    /// Asking "delete this type?".
    public var confirmingDelete: ShiftTypeID?
    /// Being deleted (the calendar is checked for its shifts first).
    public var deleting: ShiftTypeID?
    /// The overlaps saving the edit would bring, while asking whether to
    /// save anyway (M4).
    public var clashes: [ShiftClash]?
    public var notice: Notice?

    public init(selection: Int = 0, search: SearchState = SearchState(), form: FormState<ShiftTypeField>? = nil,
                editing: ShiftType? = nil, confirmingDelete: ShiftTypeID? = nil,
                deleting: ShiftTypeID? = nil, clashes: [ShiftClash]? = nil, notice: Notice? = nil) {
        self.selection = selection
        self.search = search
        self.form = form
        self.editing = editing
        self.confirmingDelete = confirmingDelete
        self.deleting = deleting
        self.clashes = clashes
        self.notice = notice
    }

    /// The types the search lets through, in catalog order.
    public func visible(in catalog: Catalog) -> [ShiftType] {
        catalog.shiftTypes.filter { type in
            search.matches([type.symbol, type.title, type.description,
                            catalog.location(type.locationID)?.name ?? "", type.duration.label])
        }
    }

    /// The selected type of the visible list, if any.
    public func selected(in catalog: Catalog) -> ShiftType? {
        ListSelection.selected(visible(in: catalog), at: selection)
    }

    public var isBusy: Bool { form?.isSaving == true || deleting != nil }
}

public enum ShiftTypesAction: Hashable, Sendable {
    case moveSelection(by: Int)
    case search(SearchAction)
    /// Open the form for a new type.
    case add
    /// Open the form for the selected type.
    case edit
    /// Ask whether to delete the selected type.
    case delete
    /// y to "delete this type?": the calendar is checked for its shifts, then it goes.
    case deleteConfirmed(ShiftTypeID)
    /// n to "delete this type?".
    case deleteDeclined
    /// A key in the form. Enter arrives as `.submit` only when the form is
    /// not valid (or the catalog cannot change): it then shows why.
    case form(FormAction)
    /// Enter on a valid form (or y to the overlap question, allowing
    /// overlaps): save these values, as a new type or as an edit of
    /// `editing` as the form opened it.
    case submitted(ShiftTypeValues, editing: ShiftType?, allowingOverlaps: Bool)
    /// Saving the edit would make these shifts overlap: ask first.
    case clashesFound([ShiftClash])
    /// n to the overlap question: back to the form.
    case overlapsDeclined
    case saved(Result<ShiftTypeSaved, UserFacingError>)
    case deleted(Result<ShiftTypeDeletion, UserFacingError>)
}

/// A saved type, the catalog it is in now, and how many calendar shifts the
/// edit updated.
public struct ShiftTypeSaved: Hashable, Sendable {
    public var catalog: Catalog
    public var type: ShiftType
    public var isNew: Bool
    public var updatedShifts: Int
    /// Why the edit is not fully recorded yet, when it is not.
    public var unfinished: String?

    public init(catalog: Catalog, type: ShiftType, isNew: Bool, updatedShifts: Int, unfinished: String? = nil) {
        self.catalog = catalog
        self.type = type
        self.isNew = isNew
        self.updatedShifts = updatedShifts
        self.unfinished = unfinished
    }
}

/// What a confirmed delete came to.
public enum ShiftTypeDeletion: Hashable, Sendable {
    case deleted(ShiftType, catalog: Catalog)
    /// The calendar still has `shiftCount` shifts of the type: nothing was deleted (ST3).
    case refused(ShiftType, shiftCount: Int)
}
