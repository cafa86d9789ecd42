/// What applying a rotation to a range of days would do, day by day, before
/// anything is written: the preview draws it, the command line's dry run
/// lists it, and `requests` is the one change that writes it.
///
/// Days the cycle has off are left as they are, whatever they hold: a
/// rotation fills days, it never clears them.
package struct RotationPlan: Hashable, Sendable {
    /// What happens to days that already have shifts.
    package enum ExistingShifts: Hashable, Sendable {
        /// Leave the day as it is (the rotation skips it).
        case keep
        /// Delete the day's shifts and add the rotation's.
        case replace
    }

    /// One day of the range.
    package enum Outcome: Hashable, Sendable {
        /// The cycle is off: nothing is added, nothing removed.
        case off
        /// An empty day gets a shift of this type.
        case add(ShiftTypeID)
        /// The day has shifts and they stay: the rotation's type is not added.
        case skip(ShiftTypeID, existing: [ScheduledShift])
        /// The day's shifts go and a shift of this type is added.
        case replace(ShiftTypeID, existing: [ScheduledShift])
        /// The day already has one shift of this very type: nothing to do.
        case already(ScheduledShift)
        /// The cycle names a type no longer in the catalog: nothing is added.
        case unknownType(ShiftTypeID)

        /// The type the cycle works that day, if any.
        package var shiftType: ShiftTypeID? {
            switch self {
            case .off: nil
            case .add(let type), .skip(let type, _), .replace(let type, _), .unknownType(let type): type
            case .already(let shift): shift.shiftTypeID
            }
        }

        /// Whether the day holds shifts the rotation would meet: the
        /// preview highlights these.
        package var isConflict: Bool {
            switch self {
            case .skip, .replace: true
            case .off, .add, .already, .unknownType: false
            }
        }
    }

    package var rotation: Rotation
    package var days: ClosedRange<CalendarDay>
    package var anchor: CalendarDay
    package var existingShifts: ExistingShifts
    /// One outcome per day of `days`, in order.
    package var outcomes: [Outcome]

    /// The outcome of `day`, nil outside the range.
    package func outcome(on day: CalendarDay) -> Outcome? {
        guard days.contains(day) else { return nil }
        return outcomes[day.ordinal - days.lowerBound.ordinal]
    }

    /// Shifts the plan adds (one per `.add` and `.replace` day).
    package var added: Int { outcomes.lazy.filter { if case .add = $0 { true } else { false } }.count + replacedDays }
    /// Days with shifts the plan leaves as they are.
    package var skippedDays: Int { outcomes.lazy.filter { if case .skip = $0 { true } else { false } }.count }
    /// Days whose shifts the plan deletes for the rotation's.
    package var replacedDays: Int { outcomes.lazy.filter { if case .replace = $0 { true } else { false } }.count }
    /// Days that hold the rotation's type already.
    package var alreadyDays: Int { outcomes.lazy.filter { if case .already = $0 { true } else { false } }.count }
    /// The types the cycle names that the catalog no longer has.
    package var unknownTypes: [ShiftTypeID] {
        var seen: [ShiftTypeID] = []
        for case .unknownType(let id) in outcomes where !seen.contains(id) { seen.append(id) }
        return seen
    }

    /// The edits that write the plan, in day order: for a replaced day its
    /// deletions come before its add, so the new shift never meets the old.
    /// One batch for `ShiftEditPlanner`, hence one change and one undo step.
    package var requests: [ShiftEditRequest] {
        var requests: [ShiftEditRequest] = []
        for (offset, outcome) in outcomes.enumerated() {
            let day = days.lowerBound.adding(days: offset)
            switch outcome {
            case .add(let type):
                requests.append(.add(type, on: day, notes: ""))
            case .replace(let type, let existing):
                requests += existing.map(ShiftEditRequest.delete)
                requests.append(.add(type, on: day, notes: ""))
            case .off, .skip, .already, .unknownType:
                break
            }
        }
        return requests
    }

    /// The plan for `rotation` over `days`, its cycle laid from `anchor`
    /// (the rotation's own when nil). `existing` holds the calendar's shifts
    /// on those days; shifts on other days are not looked at (overlaps with
    /// neighbours are the planner's to refuse).
    package init(rotation: Rotation, days: ClosedRange<CalendarDay>, anchor: CalendarDay? = nil,
                existing: [ScheduledShift], existingShifts: ExistingShifts, catalog: Catalog) {
        self.rotation = rotation
        self.days = days
        self.anchor = anchor ?? rotation.anchor
        self.existingShifts = existingShifts
        var byDay: [CalendarDay: [ScheduledShift]] = [:]
        for shift in existing where days.contains(shift.day) { byDay[shift.day, default: []].append(shift) }
        let first = days.lowerBound.ordinal
        let count = days.upperBound.ordinal - first + 1
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(count)
        for offset in 0..<count {
            let day = CalendarDay(ordinal: first + offset)
            guard let type = rotation.shiftType(on: day, anchor: self.anchor) else {
                outcomes.append(.off)
                continue
            }
            guard catalog.shiftType(type) != nil else {
                outcomes.append(.unknownType(type))
                continue
            }
            let present = (byDay[day] ?? []).sorted { ($0.start, $0.id.rawValue) < ($1.start, $1.id.rawValue) }
            if present.isEmpty {
                outcomes.append(.add(type))
            } else if present.count == 1, let only = present.first, only.shiftTypeID == type {
                outcomes.append(.already(only))
            } else {
                outcomes.append(existingShifts == .keep ? .skip(type, existing: present)
                                                        : .replace(type, existing: present))
            }
        }
        self.outcomes = outcomes
    }
}
