import ShiftModel

/// Why a whole form cannot be saved (its fields may be fine).
package enum FormFailure: Hashable, Sendable {
    /// The service failed; its message names the problem.
    case saveFailed(String)
    /// The catalog cannot change now.
    case catalogRefused(CatalogRefusal)
    /// A type-per-day form with no type chosen for any day.
    case noDayChosen
    /// The change asked for changes nothing.
    case nothingTo(ShiftEditFailure.NothingToDo)

    /// A change refused or failed.
    package init(_ refusal: ShiftEditFailure.Reason) {
        switch refusal {
        case .refused(let message): self = .saveFailed(message)
        case .nothingTo(let what): self = .nothingTo(what)
        }
    }
}
