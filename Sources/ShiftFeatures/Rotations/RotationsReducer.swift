import Redux
import ShiftModel

/// The rotation form and the preset picker, each built in one place.
public enum RotationForm {
    /// The rotation form: name, the cycle in the user's symbols, the anchor.
    public static func make(_ draft: RotationDraft) -> FormState<RotationField> {
        FormState([
            FormField(.name, .text(maxLength: RotationDraft.maxNameLength + 10), text: draft.name),
            // Room for 140 days written out with spaces between them.
            FormField(.cycle, .text(maxLength: Rotation.maxCycleDays * 3), text: draft.cycle),
            FormField(.anchor, .text(maxLength: 20), text: draft.anchor),
        ])
    }

    public static func draft(from form: FormState<RotationField>) -> RotationDraft {
        RotationDraft(name: form.text(.name), cycle: form.text(.cycle), anchor: form.text(.anchor))
    }

    /// The picker's first step: one choice of the presets.
    public static func presets() -> FormState<PresetField> {
        FormState([.choice(.preset, options: RotationPreset.all.map { FormChoice(.preset($0.id), name: "\($0.name): \($0.patternText)") },
                           selected: nil)])
    }

    /// The picker's second step: a type for each role of `preset` no
    /// type's symbol matches, none chosen yet.
    public static func roles(_ roles: [String], types: [ShiftType]) -> FormState<PresetField> {
        let choices = [FormChoice(nil, name: "—")] + ShiftEditorForm.typeChoices(types)
        return FormState(roles.map { .choice(.role($0), options: choices, selected: nil) })
    }
}

/// Pure transitions of the Rotations screen. Ids of new rotations and the
/// catalog's save belong to `RotationsMiddleware`.
public enum RotationsReducer {
    /// What the screen reads: the catalog (listed, validated against), and
    /// today, for an anchor typed as `today` or a weekday.
    public struct Input: Hashable, Sendable {
        public var catalog: CatalogState
        public var today: CalendarDay

        public init(catalog: CatalogState, today: CalendarDay) {
            self.catalog = catalog
            self.today = today
        }

        public init(_ state: AppState) {
            // The app says the day before any key comes; a state without
            // one (a test) reads words like `today` against the first day.
            self.init(catalog: state.catalog,
                      today: state.schedule.today ?? state.today.today ?? CalendarDay.supported.lowerBound)
        }
    }

    public static let reducer = ReadingReducer<RotationsState, Input, RotationsAction>(reduce)

    public static func reduce(_ state: inout RotationsState, _ action: RotationsAction, input: Input) {
        let catalogState = input.catalog
        let catalog = catalogState.catalog
        switch action {
        case .moveSelection(let offset):
            state.selection = ListSelection.moved(state.selection, by: offset, count: state.visible(in: catalog).count)

        case .search(let search):
            ListSelection.search(search, &state.search, selection: &state.selection)

        case .add:
            if catalogState.refuses(&state.notice) { return }
            state.notice = nil
            state.editing = nil
            state.form = RotationForm.make(RotationDraft(anchor: input.today.description))

        case .edit:
            if catalogState.refuses(&state.notice) { return }
            guard let rotation = state.selected(in: catalog) else { return }
            state.notice = nil
            state.editing = rotation
            state.form = RotationForm.make(RotationDraft(rotation, in: catalog))

        case .delete:
            if catalogState.refuses(&state.notice) { return }
            guard let rotation = state.selected(in: catalog) else { return }
            state.notice = nil
            state.confirmingDelete = rotation.id

        case .deleteConfirmed(let id):
            guard state.confirmingDelete == id else { return }
            state.confirmingDelete = nil
            state.deleting = id

        case .deleteDeclined:
            state.confirmingDelete = nil

        case .form(let formAction):
            state.reduceForm(formAction, catalog: catalogState, validate: validate(in: catalog, today: input.today))

        case .submitted:
            guard state.form?.isSaving == false else { return }
            state.submitted()

        case .saved(.success(let saved)):
            let name = saved.rotation.name
            state.saved(saved.rotation.id, in: saved.catalog,
                        notice: saved.isNew ? .rotationAdded(name: name) : .rotationSaved(name: name))

        case .saved(.failure(let error)):
            state.form?.saveFailed(.saveFailed(error.message))

        case .deleted(.success(let deleted)):
            state.deleted(in: deleted.catalog, notice: .rotationDeleted(name: deleted.rotation.name))

        case .deleted(.failure(let error)):
            state.deleting = nil
            state.notice = .failed(error.message)

        case .choosePreset:
            if catalogState.refuses(&state.notice) { return }
            guard !catalog.shiftTypes.isEmpty else {
                state.notice = .unavailable(.noShiftTypes)
                return
            }
            state.notice = nil
            state.preset = nil
            state.presetForm = RotationForm.presets()

        case .presetForm(let formAction):
            guard FormReducer.reduce(&state.presetForm, formAction) == .submit else {
                if state.presetForm == nil { state.preset = nil }
                if let form = state.presetForm, state.preset != nil, form.rechecks(after: formAction) {
                    state.presetForm?.clearSolved(roleProblems(form))
                }
                return
            }
            // Enter found a role without a type: each says so.
            if let form = state.presetForm, state.preset != nil {
                state.presetForm?.refused(roleProblems(form))
            }

        case .askRoles(let preset):
            state.preset = preset
            state.presetForm = RotationForm.roles(preset.matching(catalog).unmatched, types: catalog.shiftTypes)

        case .copyPreset(let preset, let mapping):
            state.preset = nil
            state.presetForm = nil
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

    /// The rotation the form holds, checked against `catalog`.
    static func validate(in catalog: Catalog, today: CalendarDay)
        -> (FormState<RotationField>, Rotation?) -> Result<RotationValues, ValidationErrors<RotationField>> {
        { form, editing in RotationForm.draft(from: form).validated(in: catalog, editing: editing?.id, today: today) }
    }
}

extension RotationsState: CatalogListState {
    typealias Values = RotationValues
    typealias Field = RotationField
}
