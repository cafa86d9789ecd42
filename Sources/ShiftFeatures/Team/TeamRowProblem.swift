import ShiftModel

/// Why a row shows no shifts, as a fact; the row's words are the TUI's.
package enum TeamRowProblem: Hashable, Sendable {
    case member(MemberCalendarProblem)
    case own(UserFacingError)
}
