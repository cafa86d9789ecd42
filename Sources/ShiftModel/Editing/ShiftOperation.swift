import Foundation

/// One step of changes applied together, all or nothing: a single edit, a
/// bulk change of many shifts, or a catalog edit with the shifts it
/// rewrites. Undo and redo work in these steps.
package struct ShiftOperation: Hashable, Sendable {
    package var edits: [ShiftEdit]
    /// The catalog edit the shift edits follow from, written with them.
    package var catalog: CatalogEdit?

    package init(_ edits: [ShiftEdit], catalog: CatalogEdit? = nil) {
        self.edits = edits
        self.catalog = catalog
    }

    package var isEmpty: Bool { edits.isEmpty && catalog == nil }

    /// The operation that reverts this one, edits in reverse order.
    package var inverse: ShiftOperation { ShiftOperation(edits.reversed().map(\.inverse), catalog: catalog?.inverse) }

    /// What to write: the calendar service applies it in one atomic write,
    /// and only while every shift it changes or deletes is still exactly
    /// as this operation found it.
    package var changes: CalendarChanges {
        var changes = CalendarChanges()
        for edit in edits {
            switch (edit.before, edit.after) {
            case (nil, let after?): changes.create.append(after)
            case (let before?, nil):
                changes.delete.append(before.id)
                changes.expected[before.id] = before
            case (let before?, let after?):
                changes.update.append(after)
                changes.expected[before.id] = before
            case (nil, nil): break
            }
        }
        return changes
    }

    /// The days the operation touches, in order, each once.
    package var days: [CalendarDay] {
        Array(Set(edits.flatMap { [$0.before?.day, $0.after?.day].compactMap { $0 } })).sorted()
    }
}
