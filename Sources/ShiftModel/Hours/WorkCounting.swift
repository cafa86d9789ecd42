/// Whether an event counts as work: only a shift of a type the catalog
/// knows and that is work. Everything else is shown and kept, and the
/// statistics say how many were left out and why.
package enum WorkCounting: Hashable, Sendable {
    case work
    /// Its type is marked not work (a dentist, a meeting).
    case notWork
    /// No type, or one the catalog does not have (an imported appointment):
    /// not counted until it is given a type.
    case unknownType
}

extension Catalog {
    /// How `shift` counts: by its type here.
    package func counting(of shift: ScheduledShift) -> WorkCounting {
        guard let id = shift.shiftTypeID, let type = shiftType(id) else { return .unknownType }
        return type.pay.isWork ? .work : .notWork
    }
}

extension HoursCalculator {
    /// How `shift` counts: by its type in the catalog.
    package func counting(of shift: ScheduledShift) -> WorkCounting { catalog.counting(of: shift) }

    /// Whether a member's `shift` is one the swap finder may offer or must
    /// work around: a shift (it has a type id: `shifts` wrote it) whose type
    /// is not marked not work here, and that the rules count as work. A
    /// type this catalog does not know is taken as the member's own work.
    package func isMemberWork(_ shift: ScheduledShift) -> Bool {
        guard let id = shift.shiftTypeID else { return false }
        guard let type = catalog.shiftType(id) else { return shift.sick == nil && !shift.isAllDay }
        return type.pay.isWork && shift.sick == nil && (!shift.isAllDay || type.pay.allDayMinutes > 0)
    }
}
