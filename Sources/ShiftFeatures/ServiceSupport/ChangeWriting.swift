import Foundation
import ShiftModel

/// The writes every history service makes alike for one commit.
package enum ChangeWriting {
    /// The catalog edit of a commit, made on the catalog as it is now: done
    /// already is fine (a settled crash), a catalog changed elsewhere in
    /// between is refused. `followingTheCalendar` (finishing a change whose
    /// shifts are written already): the entry takes the edit's result
    /// whatever it holds now, so catalog and shifts agree; without a
    /// catalog at all there is nothing to follow.
    package static func saveCatalog(_ edit: CatalogEdit, to service: any CatalogService,
                                   followingTheCalendar: Bool = false) async throws {
        guard let current = try await service.load() else {
            if followingTheCalendar { return }
            throw UserFacingError(message: "There is no catalog.json to change any more. Nothing was changed.")
        }
        if edit.isApplied(in: current) { return }
        guard followingTheCalendar || edit.applies(to: current) else {
            throw UserFacingError(message: "\(edit.name) was changed in catalog.json by another program meanwhile. "
                + "Nothing was changed.")
        }
        try await service.save(edit.applied(to: current))
    }

    /// The commit with each edit's `after` as the calendar holds it now, or
    /// as planned when reading back fails (the write itself succeeded).
    package static func stored(_ commit: HistoryCommit, calendar: any CalendarService,
                              zone: Calendar) async -> HistoryCommit {
        let current = try? await calendar.currentShifts(touchedBy: commit.operation, calendar: zone)
        return current.map(commit.stored(as:)) ?? commit
    }
}
