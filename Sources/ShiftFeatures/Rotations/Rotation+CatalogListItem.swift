import ShiftModel

/// The Rotations screen: the list of the user's rotations, its search, the
/// add/edit form, the preset picker and the delete question.
package typealias RotationsState = CatalogListState<Rotation>
package typealias RotationsAction = CatalogListAction<Rotation>

/// A rotation in its list: the catalog with the change is saved whole. A
/// rotation names types and days, never shifts, so no change of shifts goes
/// with it.
extension Rotation: CatalogListItem {
    package typealias Extra = RotationPresetPicker
    package typealias ExtraAction = RotationPresetAction

    package static var slice: WritableKeyPath<AppState, RotationsState> & Sendable { \.rotations }
    package static func app(_ action: RotationsAction) -> AppAction { .rotations(action) }
    package static func list(of action: AppAction) -> RotationsAction? {
        if case .rotations(let action) = action { action } else { nil }
    }
    package static func effect(of effect: AppEffect) -> CatalogListEffect<Rotation>? {
        if case .rotations(let effect) = effect { effect } else { nil }
    }
    package static var middlewareName: String { "rotations" }

    package static var inCatalog: WritableKeyPath<Catalog, [Rotation]> & Sendable { \.rotations }
    package static func newID(_ text: String) -> RotationID { RotationID(text) }

    /// A name and the cycle in symbols.
    package func searchTexts(in catalog: Catalog) -> [String] { [name, patternText(in: catalog)] }

    package static func newForm(_ input: CatalogListInput) -> FormState<RotationField> {
        RotationForm.make(RotationDraft(anchor: input.today.description))
    }

    package func editForm(in catalog: Catalog) -> FormState<RotationField> {
        RotationForm.make(RotationDraft(self, in: catalog))
    }

    package static func validate(_ form: FormState<RotationField>, editing: Rotation?, input: CatalogListInput)
        -> Result<RotationValues, ValidationErrors<RotationField>> {
        RotationForm.draft(from: form).validated(in: input.catalog.catalog, editing: editing?.id, today: input.today)
    }

    package static func notice(saved: CatalogItemSaved<Rotation>) -> Notice {
        saved.isNew ? .rotationAdded(name: saved.item.name) : .rotationSaved(name: saved.item.name)
    }

    package static func notice(deleted rotation: Rotation) -> Notice { .rotationDeleted(name: rotation.name) }

    package static func reduce(_ state: inout RotationsState, extra action: RotationPresetAction, input: CatalogListInput) {
        RotationPresetPicker.reduce(&state, action, input: input)
    }
}
