import ShiftModel

/// The catalog the screens work on, and where it came from.
package struct CatalogState: Hashable, Sendable {
    package var catalog: Catalog
    package var status: LoadStatus
    /// True when `catalog` is what the file holds; false for the defaults of
    /// a first run not confirmed (Esc skipped it, or it is still asking).
    package var isSaved: Bool
    /// The first-run questions, while they are asked.
    package var firstRun: FormState<FirstRunField>?

    package init(catalog: Catalog = .defaults(), status: LoadStatus = .notLoaded, isSaved: Bool = false,
                firstRun: FormState<FirstRunField>? = nil) {
        self.catalog = catalog
        self.status = status
        self.isSaved = isSaved
        self.firstRun = firstRun
    }

    /// Why a change is refused now, or nil when changes are allowed.
    package var refusal: CatalogRefusal? {
        switch status {
        case .loaded: nil
        case .notLoaded, .loading: .loading
        case .failed: .unreadable
        }
    }

    /// True when a change is refused now (`refusal`); `notice` then says why.
    func refuses(_ notice: inout Notice?) -> Bool {
        guard let refusal else { return false }
        notice = .catalogRefused(refusal)
        return true
    }

    package var errorMessage: String? {
        if case .failed(let message) = status { return message }
        return nil
    }

    /// The first-run form: one question, the display name.
    package static func firstRunForm() -> FormState<FirstRunField> {
        FormState([FormField(.name, .text(maxLength: Self.maxNameLength))])
    }

    package static let maxNameLength = 60

    /// The problem with a display name, or nil; `whenEmpty` is what is
    /// missing when there is no name at all.
    package static func nameProblem(_ name: String,
                                   whenEmpty: FieldProblem.Missing = .name) -> FieldProblem? {
        TextRules.problem(name, required: whenEmpty, maxLength: maxNameLength)
    }
}

/// The first-run question: the display name.
package enum FirstRunField: Hashable, Sendable {
    case name
}

package enum CatalogAction: Hashable, Sendable {
    /// Read the catalog (at start, and `r` on the catalog screens).
    case load
    /// nil: there is no catalog yet, so the first-run questions start.
    case loaded(Result<Catalog?, UserFacingError>)
    /// A key in the first-run form. Esc skips the questions. Enter arrives
    /// as `.submit` only when the name is not valid: it then shows why.
    case firstRun(FormAction)
    /// Enter on a valid first-run form: save this catalog.
    case firstRunSubmitted(Catalog)
    case firstRunSaved(Result<Catalog, UserFacingError>)
    /// Another feature saved this catalog (a new type, a deletion, the settings).
    case saved(Catalog)
    /// A change through the history edited the catalog (a type or location edit).
    case edited(CatalogEdit)
}

extension CatalogAction {
    /// The catalog's part of an app action: its own, and what other
    /// features wrote into it.
    package init?(app action: AppAction) {
        switch action {
        case .catalog(let own): self = own
        // Read again quietly: the screens keep what they have meanwhile.
        case .refresh(.filesChanged(let files)) where files.contains(.catalog): self = .load
        case .shiftTypes(let list): if let written = Self.written(by: list) { self = written } else { return nil }
        case .locations(let list): if let written = Self.written(by: list) { self = written } else { return nil }
        case .rotations(let list): if let written = Self.written(by: list) { self = written } else { return nil }
        case .settings(.saved(.success(let catalog))): self = .saved(catalog)
        case .shiftEdit(.applied(let record, _)):
            guard let edit = record.commit.operation.catalog else { return nil }
            self = .edited(edit)
        default: return nil
        }
    }
}

extension CatalogAction {
    /// What a list's write means to the catalog: the catalog it wrote itself
    /// (a new item, an edit saved whole, a deletion); or, for an edit
    /// through the history (which reached the catalog as
    /// `.shiftEdit(.applied)`) and an edit refused as stale, its file read
    /// again, so the state is what the file holds.
    static func written<Item: CatalogListItem>(by action: CatalogListAction<Item>) -> CatalogAction? {
        switch action {
        case .saved(.success(let saved)): saved.writtenCatalog.map(CatalogAction.saved) ?? .load
        case .deleted(.success(.deleted(_, let catalog))): .saved(catalog)
        case .refusedAsStale: .load
        default: nil
        }
    }
}
