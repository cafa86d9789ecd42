import Foundation

/// Turns requests into a `ShiftOperation`, or checks a ready operation (an
/// undo or redo), against the calendar as it is now. Pure: the shifts, the
/// catalog, the calendar and new ids come in.
///
/// Edits in one batch see each other: two adds that clash are refused like
/// an add that clashes with a stored shift.
package struct ShiftEditPlanner: Sendable {
    package var catalog: Catalog
    package var calendar: Calendar

    package init(catalog: Catalog, calendar: Calendar) {
        self.catalog = catalog
        self.calendar = calendar
    }

    /// The instants whose shifts a plan for `days` must see: from the day
    /// before the first (an overnight shift running into it) to the end of
    /// the day after the last (a shift there that an overnight one reaches):
    /// `DaySchedule.loadInterval` of the first day through that of the last.
    package static func neighbourhood(of days: [CalendarDay], in calendar: Calendar) -> DateInterval? {
        guard let first = days.min(), let last = days.max() else { return nil }
        return DateInterval(start: DaySchedule.loadInterval(for: first, in: calendar).start,
                            end: DaySchedule.loadInterval(for: last, in: calendar).end)
    }

    /// The operation for `requests`, planned in order on `current`.
    package func plan(_ requests: [ShiftEditRequest], current: [ScheduledShift],
                     newID: () -> ShiftID) -> Result<ShiftOperation, ShiftEditRefusal> {
        var working = Working(current)
        // An import adds thousands of shifts at once: their overlaps are
        // looked up by hour, not by a pass over the calendar for each.
        var imported: OverlapIndex?
        if requests.allSatisfy(\.isImport) {
            imported = OverlapIndex()
            for shift in current { imported?.insert(shift) }
        }
        var edits: [ShiftEdit] = []
        for request in requests {
            let edit: ShiftEdit
            switch self.edit(for: request, in: working, newID: newID) {
            case .success(let planned): edit = planned
            case .failure(let refusal): return .failure(refusal)
            }
            if !request.isImport, let refusal = check(edit, in: working) { return .failure(refusal) }
            if case .addShift(let shift, overlapsAllowed: false) = request,
               let blocking = imported?.firstConflict(for: shift) {
                return .failure(refusal(.overlap(shift, by: .add, blocking: blocking)))
            }
            if let added = edit.after { imported?.insert(added) }
            working.apply(edit)
            edits.append(edit)
        }
        return .success(ShiftOperation(edits))
    }

    /// `operation` if it still applies to `current` and the catalog: each
    /// shift it changes or deletes is exactly as the operation expects, each
    /// shift it adds is not there yet, nothing it adds or switches clashes,
    /// and a catalog edit it carries starts from what the catalog holds.
    package func verify(_ operation: ShiftOperation, current: [ScheduledShift]) -> Result<ShiftOperation, ShiftEditRefusal> {
        if let edit = operation.catalog, !edit.applies(to: catalog) {
            return .failure(refusal(.catalogChanged(edit)))
        }
        var working = Working(current)
        for edit in operation.edits {
            let now = working.shifts[edit.shiftID]
            if let before = edit.before {
                guard now == before else { return .failure(refusal(.stepStale(expected: before, now: now))) }
            } else if let now {
                return .failure(refusal(.exists(now)))
            }
            if let refusal = check(edit, in: working) { return .failure(refusal) }
            working.apply(edit)
        }
        return .success(operation)
    }

    // MARK: One request

    private func edit(for request: ShiftEditRequest, in working: Working,
                      newID: () -> ShiftID) -> Result<ShiftEdit, ShiftEditRefusal> {
        switch request {
        case .add(let typeID, let day, let notes):
            guard let type = catalog.shiftType(typeID) else { return .failure(unknown(typeID)) }
            let shift = ScheduledShift.scheduling(type, location: catalog.location(type.locationID), on: day,
                                                  id: newID(), notes: notes.trimmingWhitespace(), calendar: calendar)
            return .success(.add(shift))

        case .switchType(let seen, let typeID, let reason):
            return current(seen, in: working).flatMap { shift in
                guard let type = catalog.shiftType(typeID) else { return .failure(unknown(typeID)) }
                guard shift.shiftTypeID != type.id else {
                    return .failure(refusal(.unchanged(shift, .sameType(type))))
                }
                let switched = shift.described(by: type, location: catalog.location(type.locationID),
                                               retime: true, calendar: calendar)
                return .success(.change(.switchType, from: shift, to: switched, reason: reason.trimmingWhitespace()))
            }

        case .delete(let seen):
            return current(seen, in: working).map { .delete($0) }

        case .addAbsence(let kind, let first, let last, let notes):
            return .success(.add(.absence(kind, from: min(first, last), through: max(first, last), id: newID(),
                                          notes: notes.trimmingWhitespace(), calendar: calendar)))

        case .addShift(let shift, _):
            if let present = working.shifts[shift.id] {
                return .failure(refusal(.exists(present)))
            }
            return .success(.add(shift))

        case .setNotes(let seen, let notes):
            return current(seen, in: working).flatMap { shift in
                var changed = shift
                changed.notes = notes.trimmingWhitespace()
                guard changed != shift else { return .failure(refusal(.unchanged(shift, .sameNotes))) }
                return .success(.change(.notes, from: shift, to: changed))
            }

        case .markSick(let seen, let reason):
            return current(seen, in: working).flatMap { shift in
                var changed = shift
                changed.sick = SickMark(reason: reason.trimmingWhitespace())
                guard changed != shift else { return .failure(refusal(.unchanged(shift, .sameSickReason))) }
                return .success(.change(.sick, from: shift, to: changed, reason: reason.trimmingWhitespace()))
            }

        case .unmarkSick(let seen):
            return current(seen, in: working).flatMap { shift in
                guard let sick = shift.sick else { return .failure(refusal(.unchanged(shift, .notSick))) }
                var changed = shift
                changed.sick = nil
                return .success(.change(.unsick, from: shift, to: changed, reason: sick.reason))
            }
        }
    }

    /// The calendar's version of a shift the screen showed, only while it is
    /// exactly what was shown: a change made elsewhere since is never
    /// overwritten by one the user made on an older picture.
    private func current(_ seen: ScheduledShift, in working: Working) -> Result<ScheduledShift, ShiftEditRefusal> {
        guard let shift = working.shifts[seen.id] else {
            return .failure(refusal(.gone(seen)))
        }
        guard shift == seen else { return .failure(refusal(.changed(seen, now: shift))) }
        return .success(shift)
    }

    /// The 24-hour limit and the overlap rule for the shift an edit leaves (adds and switches only: the
    /// shifts a type edit moves were asked about when it was made, and its
    /// undo and redo put them back as they were then).
    private func check(_ edit: ShiftEdit, in working: Working) -> ShiftEditRefusal? {
        guard let shift = edit.after, edit.kind == .add || edit.kind == .switchType else { return nil }
        if ShiftLength.isTooLong(shift) { return refusal(.tooLong(shift, by: edit.kind)) }
        if let blocking = ShiftOverlap.firstConflict(for: shift, in: working.shifts.values) {
            return refusal(.overlap(shift, by: edit.kind, blocking: blocking))
        }
        return nil
    }

    private func unknown(_ id: ShiftTypeID) -> ShiftEditRefusal { refusal(.unknownType(id)) }

    private func refusal(_ reason: ShiftEditRefusal.Reason) -> ShiftEditRefusal {
        ShiftEditRefusal(reason, calendar: calendar)
    }

    /// The calendar as the edits so far leave it.
    private struct Working {
        var shifts: [ShiftID: ScheduledShift]

        init(_ shifts: [ScheduledShift]) {
            self.shifts = Dictionary(shifts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }

        mutating func apply(_ edit: ShiftEdit) {
            shifts[edit.shiftID] = edit.after
        }
    }
}
