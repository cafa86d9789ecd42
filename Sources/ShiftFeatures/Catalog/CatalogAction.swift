import ShiftModel

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
