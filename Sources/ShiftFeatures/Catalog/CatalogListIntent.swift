import ShiftModel

/// What Enter and y ask of the Shift types and Locations screens, decided
/// on the state they meet: the action carries the item to save or the id
/// to delete.
public enum CatalogListIntent {
    /// Enter on the shift type form: the values to save, or (not valid)
    /// `.form(.submit)`, which shows why.
    public static func submitShiftType(in state: AppState, allowingOverlaps: Bool = false) -> AppAction {
        let list = state.shiftTypes
        guard let values = list.submission(catalog: state.catalog,
                                           validate: ShiftTypesReducer.validate(in: state.catalog.catalog)) else {
            return .shiftTypes(.form(.submit))
        }
        return .shiftTypes(.submitted(values, editing: list.editing, allowingOverlaps: allowingOverlaps))
    }

    /// y or n to "save anyway?" after a type edit found overlaps.
    public static func answerOverlaps(_ yes: Bool, in state: AppState) -> AppAction? {
        guard state.shiftTypes.clashes != nil else { return nil }
        return yes ? submitShiftType(in: state, allowingOverlaps: true) : .shiftTypes(.overlapsDeclined)
    }

    /// Enter on the location form.
    public static func submitLocation(in state: AppState) -> AppAction {
        let list = state.locations
        guard let values = list.submission(catalog: state.catalog,
                                           validate: LocationsReducer.validate(in: state.catalog.catalog)) else {
            return .locations(.form(.submit))
        }
        return .locations(.submitted(values, editing: list.editing))
    }

    /// y or n to "delete this type?".
    public static func answerDeleteShiftType(_ yes: Bool, in state: AppState) -> AppAction? {
        guard let id = state.shiftTypes.confirmingDelete else { return nil }
        return yes ? .shiftTypes(.deleteConfirmed(id)) : .shiftTypes(.deleteDeclined)
    }

    /// y or n to "delete this location?".
    public static func answerDeleteLocation(_ yes: Bool, in state: AppState) -> AppAction? {
        guard let id = state.locations.confirmingDelete else { return nil }
        return yes ? .locations(.deleteConfirmed(id)) : .locations(.deleteDeclined)
    }
}
