import ShiftModel

/// The Locations screen (L1): the list, its search, the form and the
/// delete question.
public struct LocationsState: Hashable, Sendable {
    public var selection: Int
    public var search: SearchState
    public var form: FormState<LocationField>?
    /// The location the form edits, as it was when the form opened; nil while adding.
    public var editing: Location?
    public var confirmingDelete: LocationID?
    public var deleting: LocationID?
    public var notice: Notice?

    public init(selection: Int = 0, search: SearchState = SearchState(), form: FormState<LocationField>? = nil,
                editing: Location? = nil, confirmingDelete: LocationID? = nil,
                deleting: LocationID? = nil, notice: Notice? = nil) {
        self.selection = selection
        self.search = search
        self.form = form
        self.editing = editing
        self.confirmingDelete = confirmingDelete
        self.deleting = deleting
        self.notice = notice
    }

    public func visible(in catalog: Catalog) -> [Location] {
        catalog.locations.filter { search.matches([$0.name, $0.address]) }
    }

    public func selected(in catalog: Catalog) -> Location? {
        ListSelection.selected(visible(in: catalog), at: selection)
    }

    public var isBusy: Bool { form?.isSaving == true || deleting != nil }
}

public enum LocationsAction: Hashable, Sendable {
    case moveSelection(by: Int)
    case search(SearchAction)
    case add
    case edit
    /// Ask whether to delete the selected location; refused at once when
    /// shift types use it.
    case delete
    /// y to "delete this location?".
    case deleteConfirmed(LocationID)
    /// n to "delete this location?".
    case deleteDeclined
    /// A key in the form. Enter arrives as `.submit` only when the form is
    /// not valid (or the catalog cannot change): it then shows why.
    case form(FormAction)
    /// Enter on a valid form: save these values, as a new location or as an
    /// edit of `editing` as the form opened it.
    case submitted(LocationValues, editing: Location?)
    case saved(Result<LocationSaved, UserFacingError>)
    case deleted(Result<LocationDeleted, UserFacingError>)
}

public struct LocationSaved: Hashable, Sendable {
    public var catalog: Catalog
    public var location: Location
    public var isNew: Bool
    /// Calendar shifts whose location text changed with the name.
    public var updatedShifts: Int
    /// Why the edit is not fully recorded yet, when it is not.
    public var unfinished: String?

    public init(catalog: Catalog, location: Location, isNew: Bool, updatedShifts: Int, unfinished: String? = nil) {
        self.catalog = catalog
        self.location = location
        self.isNew = isNew
        self.updatedShifts = updatedShifts
        self.unfinished = unfinished
    }
}

public struct LocationDeleted: Hashable, Sendable {
    public var catalog: Catalog
    public var location: Location

    public init(catalog: Catalog, location: Location) {
        self.catalog = catalog
        self.location = location
    }
}
