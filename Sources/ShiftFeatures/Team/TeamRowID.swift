import ShiftModel

/// A row of the Team screen: the user's own, from their own calendar, or a member's.
package enum TeamRowID: Hashable, Sendable {
    case own
    case member(MemberID)
}
