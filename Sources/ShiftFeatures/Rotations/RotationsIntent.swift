import ShiftModel

/// What Enter and y ask of the Rotations screen, decided on the state they
/// meet: the action carries the rotation to save, the id to delete, or the
/// preset with its roles mapped.
public enum RotationsIntent {
    /// Enter on the rotation form: the values to save, or (not valid)
    /// `.form(.submit)`, which shows why.
    public static func submit(in state: AppState) -> AppAction {
        let input = RotationsReducer.Input(state)
        guard let values = state.rotations.submission(
            catalog: state.catalog, validate: RotationsReducer.validate(in: input.catalog.catalog, today: input.today))
        else { return .rotations(.form(.submit)) }
        return .rotations(.submitted(values, editing: state.rotations.editing))
    }

    /// Enter on the preset picker: the preset copied into the rotation form
    /// when every role has a type (by symbol, or chosen in the second step);
    /// else the second step asks, or says which role still has none.
    public static func submitPreset(in state: AppState) -> AppAction {
        let list = state.rotations
        guard let form = list.presetForm, !form.isConfirmingDiscard else { return .rotations(.presetForm(.submit)) }
        let catalog = state.catalog.catalog
        if let preset = list.preset {
            var mapping = preset.matching(catalog).mapping
            for field in form.fields {
                guard case .role(let role) = field.name, let type = form.shiftType(field.name) else {
                    return .rotations(.presetForm(.submit))
                }
                mapping[role] = type
            }
            return .rotations(.copyPreset(preset, mapping: mapping))
        }
        guard let preset = form.preset(.preset) else { return .rotations(.presetForm(.submit)) }
        let (mapping, unmatched) = preset.matching(catalog)
        return unmatched.isEmpty ? .rotations(.copyPreset(preset, mapping: mapping)) : .rotations(.askRoles(preset))
    }

    /// y or n to "delete this rotation?".
    public static func answerDelete(_ yes: Bool, in state: AppState) -> AppAction? {
        guard let id = state.rotations.confirmingDelete else { return nil }
        return yes ? .rotations(.deleteConfirmed(id)) : .rotations(.deleteDeclined)
    }
}
