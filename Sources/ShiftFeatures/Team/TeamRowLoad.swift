import ShiftModel

/// Where one row's load stands.
package enum TeamRowLoad: Hashable, Sendable {
    case loading
    case loaded([ScheduledShift])
    /// A member's calendar missing or unreadable; the user's own calendar unreadable.
    case failed(TeamRowProblem)

    package var shifts: [ScheduledShift] {
        if case .loaded(let shifts) = self { return shifts }
        return []
    }
}
