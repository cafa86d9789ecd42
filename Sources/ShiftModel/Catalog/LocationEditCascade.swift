/// What renaming a location does to shifts already in the calendar:
/// every shift of a type at that location, past and future, takes the new
/// name as its location text. Nothing else of them changes. Shifts are
/// matched by type id, so events from other programs are left alone.
package enum LocationEditCascade {
    /// The shifts that change, already changed.
    package static func updates(renaming location: Location, in catalog: Catalog,
                               shifts: [ScheduledShift]) -> [ScheduledShift] {
        let typeIDs = Set(catalog.types(at: location.id).map(\.id))
        return shifts.compactMap { shift in
            guard let typeID = shift.shiftTypeID, typeIDs.contains(typeID), shift.location != location.name else {
                return nil
            }
            var renamed = shift
            renamed.location = location.name
            return renamed
        }
    }

    /// The edit of `before` into `location` (in `catalog`, which already
    /// holds the new version) with the rewrite of its shifts, as one
    /// operation.
    package static func operation(editing before: Location, into location: Location, in catalog: Catalog,
                                 shifts: [ScheduledShift]) -> ShiftOperation {
        .following(.location(before: before, after: location),
                   updated: updates(renaming: location, in: catalog, shifts: shifts), current: shifts, kind: .locationEdit)
    }
}
