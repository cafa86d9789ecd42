import ShiftModel

/// The Rotations screen's preset picker: a preset, then a type for each of
/// its roles no type's symbol matches; Enter copies it into the rotation form.
package struct RotationPresetPicker: CatalogListExtra {
    /// The picker, while it is open.
    package var presetForm: FormState<PresetField>?
    /// The preset whose roles the picker asks types for (its second step).
    package var preset: RotationPreset?

    /// Closed.
    package init() {}

    package init(presetForm: FormState<PresetField>?, preset: RotationPreset? = nil) {
        self.presetForm = presetForm
        self.preset = preset
    }
}

extension RotationPresetPicker {
    static func reduce(_ state: inout RotationsState, _ action: RotationPresetAction, input: CatalogListInput) {
        let catalog = input.catalog.catalog
        switch action {
        case .choosePreset:
            if input.catalog.refuses(&state.notice) { return }
            guard !catalog.shiftTypes.isEmpty else {
                state.notice = .unavailable(.noShiftTypes)
                return
            }
            state.notice = nil
            state.extra = RotationPresetPicker(presetForm: RotationForm.presets())

        case .presetForm(let formAction):
            guard FormReducer.reduce(&state.extra.presetForm, formAction) == .submit else {
                if state.extra.presetForm == nil { state.extra.preset = nil }
                if let form = state.extra.presetForm, state.extra.preset != nil, form.rechecks(after: formAction) {
                    state.extra.presetForm?.clearSolved(roleProblems(form))
                }
                return
            }
            // Enter found a role without a type: each says so.
            if let form = state.extra.presetForm, state.extra.preset != nil {
                state.extra.presetForm?.refused(roleProblems(form))
            }

        case .askRoles(let preset):
            state.extra = RotationPresetPicker(
                presetForm: RotationForm.roles(preset.matching(catalog).unmatched, types: catalog.shiftTypes), preset: preset)

        case .copyPreset(let preset, let mapping):
            state.extra = RotationPresetPicker()
            state.editing = nil
            var draft = RotationDraft(name: preset.name, anchor: input.today.description)
            // The roles in the user's symbols; the copy is the user's to edit.
            let symbols = catalog.shiftTypes.reduce(into: [ShiftTypeID: String]()) { $0[$1.id] = $1.symbol }
            draft.cycle = preset.cycle.map { role in
                role.flatMap { mapping[$0] }.flatMap { symbols[$0] } ?? String(RotaPattern.off)
            }.joined(separator: " ")
            if catalog.rotation(named: draft.name) != nil { draft.name = uniqueName(preset.name, in: catalog) }
            state.form = RotationForm.make(draft)
        }
    }

    /// `Pitman 2-2-3 (2)`: the preset's name, numbered past the ones taken.
    static func uniqueName(_ name: String, in catalog: Catalog) -> String {
        var number = 2
        while catalog.rotation(named: "\(name) (\(number))") != nil { number += 1 }
        return "\(name) (\(number))"
    }

    /// Each role of the picker's second step that has no type chosen.
    static func roleProblems(_ form: FormState<PresetField>) -> [PresetField: FieldProblem] {
        var problems: [PresetField: FieldProblem] = [:]
        for field in form.fields where form.shiftType(field.name) == nil { problems[field.name] = .missing(.shiftType) }
        return problems
    }

    /// Enter on the picker: the preset copied into the rotation form when
    /// every role has a type (by symbol, or chosen in the second step);
    /// else the second step asks, or says which role still has none.
    package static func submit(in state: AppState) -> AppAction {
        let picker = state.rotations.extra
        let refused = AppAction.rotations(.extra(.presetForm(.submit)))
        guard let form = picker.presetForm, !form.isConfirmingDiscard else { return refused }
        let catalog = state.catalog.catalog
        if let preset = picker.preset {
            var mapping = preset.matching(catalog).mapping
            for field in form.fields {
                guard case .role(let role) = field.name, let type = form.shiftType(field.name) else { return refused }
                mapping[role] = type
            }
            return .rotations(.extra(.copyPreset(preset, mapping: mapping)))
        }
        guard let preset = form.preset(.preset) else { return refused }
        let (mapping, unmatched) = preset.matching(catalog)
        return .rotations(.extra(unmatched.isEmpty ? .copyPreset(preset, mapping: mapping) : .askRoles(preset)))
    }
}
