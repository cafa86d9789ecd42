/// A change to the catalog that shifts in the calendar follow: a shift type
/// or a location edited. It travels with the rewrite of those shifts
/// in one `ShiftOperation`, so the two are written, logged and undone
/// together.
package enum CatalogEdit: Hashable, Sendable {
    case shiftType(before: ShiftType, after: ShiftType)
    case location(before: Location, after: Location)

    /// The edit that takes this one back: before and after swapped.
    package var inverse: CatalogEdit {
        switch self {
        case .shiftType(let before, let after): .shiftType(before: after, after: before)
        case .location(let before, let after): .location(before: after, after: before)
        }
    }

    /// True when `catalog` holds what the edit starts from.
    package func applies(to catalog: Catalog) -> Bool {
        switch self {
        case .shiftType(let before, _): catalog.shiftType(before.id) == before
        case .location(let before, _): catalog.location(before.id) == before
        }
    }

    /// True when `catalog` already holds what the edit leaves.
    package func isApplied(in catalog: Catalog) -> Bool {
        switch self {
        case .shiftType(_, let after): catalog.shiftType(after.id) == after
        case .location(_, let after): catalog.location(after.id) == after
        }
    }

    /// `catalog` with the edit made (the entry replaced in place).
    package func applied(to catalog: Catalog) -> Catalog {
        var changed = catalog
        switch self {
        case .shiftType(_, let after): changed.addOrReplace(after)
        case .location(_, let after): changed.addOrReplace(after)
        }
        return changed
    }

    /// `E Early` or `Ward 3`: what was edited, by its name after the edit.
    package var name: String {
        switch self {
        case .shiftType(_, let after): after.name
        case .location(_, let after): after.name
        }
    }
}

extension ShiftOperation {
    /// `edit` with the shifts that follow it: each of `updated` (a shift of
    /// `current`, changed) as a change of `kind` from its current version.
    static func following(_ edit: CatalogEdit, updated: [ScheduledShift], current: [ScheduledShift],
                          kind: ShiftEditKind) -> ShiftOperation {
        let byID = Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let edits = updated.compactMap { shift in byID[shift.id].map { ShiftEdit.change(kind, from: $0, to: shift) } }
        return ShiftOperation(edits, catalog: edit)
    }
}
