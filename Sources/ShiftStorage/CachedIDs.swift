import ShiftModel

/// Each event's id, in file order, and the numbers of the events whose id
/// is more than their UID (see `EventIDs`): what `CalendarDocument` derives
/// from the scan, kept so an unchanged file skips that too.
struct CachedIDs: Equatable, Sendable {
    var ids: [ShiftID]
    var unusual: [Int]
}
