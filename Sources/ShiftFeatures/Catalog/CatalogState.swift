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
