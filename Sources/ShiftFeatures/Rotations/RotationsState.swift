import ShiftModel

/// The Rotations screen: the list of the user's rotations, its search, the
/// add/edit form, the preset picker (a preset, then a type for each of its
/// roles no type's symbol matches) and the delete question.
public struct RotationsState: Hashable, Sendable {
    /// Index into the visible (filtered) list.
    public var selection: Int
    public var search: SearchState
    public var form: FormState<RotationField>?
    /// The rotation the form edits, as it was when the form opened; nil while adding.
    public var editing: Rotation?
    /// The preset picker, while it is open.
    public var presetForm: FormState<PresetField>?
    /// The preset whose roles the picker asks types for (its second step).
    public var preset: RotationPreset?
    /// Asking "delete this rotation?".
    public var confirmingDelete: RotationID?
    public var deleting: RotationID?
    public var notice: Notice?

    public init(selection: Int = 0, search: SearchState = SearchState(), form: FormState<RotationField>? = nil,
                editing: Rotation? = nil, presetForm: FormState<PresetField>? = nil, preset: RotationPreset? = nil,
                confirmingDelete: RotationID? = nil, deleting: RotationID? = nil, notice: Notice? = nil) {
        self.selection = selection
        self.search = search
        self.form = form
        self.editing = editing
        self.presetForm = presetForm
        self.preset = preset
        self.confirmingDelete = confirmingDelete
        self.deleting = deleting
        self.notice = notice
    }

    /// The rotations the search lets through, in catalog order: it matches
    /// a name and the cycle in symbols.
    public func visible(in catalog: Catalog) -> [Rotation] {
        catalog.rotations.filter { search.matches([$0.name, $0.patternText(in: catalog)]) }
    }

    public func selected(in catalog: Catalog) -> Rotation? {
        ListSelection.selected(visible(in: catalog), at: selection)
    }

    public var isBusy: Bool { form?.isSaving == true || deleting != nil }
}

/// The fields of the preset picker: which preset, then (for a preset with
/// roles no type's symbol matches) a type per such role.
public enum PresetField: Hashable, Sendable {
    case preset
    /// The user's type for a role of the preset (`D`, `N`, `E`, `L`).
    case role(String)
}

public enum RotationsAction: Hashable, Sendable {
    case moveSelection(by: Int)
    case search(SearchAction)
    /// Open the form for a new rotation.
    case add
    /// Open the form for the selected rotation.
    case edit
    /// Ask whether to delete the selected rotation.
    case delete
    case deleteConfirmed(RotationID)
    case deleteDeclined
    /// A key in the rotation form. Enter arrives as `.submit` only when the
    /// form is not valid (or the catalog cannot change): it then shows why.
    case form(FormAction)
    /// Enter on a valid form: save these values, as a new rotation or as
    /// an edit of `editing` as the form opened it.
    case submitted(RotationValues, editing: Rotation?)
    case saved(Result<RotationSaved, UserFacingError>)
    case deleted(Result<RotationDeleted, UserFacingError>)
    /// p: the preset picker opens.
    case choosePreset
    /// A key in the preset picker. Enter arrives as `.submit` only when a
    /// role has no type chosen.
    case presetForm(FormAction)
    /// Enter on the picker for a preset with roles no type matches: it asks
    /// a type for each of them.
    case askRoles(RotationPreset)
    /// The preset, its roles mapped to these types: the rotation form opens
    /// with it copied in.
    case copyPreset(RotationPreset, mapping: [String: ShiftTypeID])
}

/// A saved rotation and the catalog it is in now.
public struct RotationSaved: Hashable, Sendable {
    public var catalog: Catalog
    public var rotation: Rotation
    public var isNew: Bool

    public init(catalog: Catalog, rotation: Rotation, isNew: Bool) {
        self.catalog = catalog
        self.rotation = rotation
        self.isNew = isNew
    }
}

public struct RotationDeleted: Hashable, Sendable {
    public var catalog: Catalog
    public var rotation: Rotation

    public init(catalog: Catalog, rotation: Rotation) {
        self.catalog = catalog
        self.rotation = rotation
    }
}
