import Foundation

/// What editing a shift type does to its shifts already in the calendar (ST2).
///
/// The rule: every shift of the type, past and future, takes the type's new
/// title, symbol and location (they are labels). Times change only for
/// shifts starting today or later: past shifts keep the hours that were
/// worked. Notes and sick marks are never touched. Shifts are matched by
/// their type id (`X-SHIFTS-TYPE-ID`), never by symbol or title, so events
/// from other programs are left alone.
package enum TypeEditCascade {
    /// The shifts that change, already changed; shifts of other types and
    /// shifts already as the type describes them are left out.
    package static func updates(for type: ShiftType, location: Location?, in shifts: [ScheduledShift],
                               today: CalendarDay, calendar: Calendar) -> [ScheduledShift] {
        shifts.compactMap { shift in
            guard shift.shiftTypeID == type.id else { return nil }
            let updated = shift.described(by: type, location: location, retime: shift.day >= today, calendar: calendar)
            return updated == shift ? nil : updated
        }
    }

    /// The edit of `before` into `type` with the rewrite of its shifts, as
    /// one operation: written, logged and undone together.
    package static func operation(editing before: ShiftType, into type: ShiftType, location: Location?,
                                 in shifts: [ScheduledShift], today: CalendarDay, calendar: Calendar) -> ShiftOperation {
        .following(.shiftType(before: before, after: type),
                   updated: updates(for: type, location: location, in: shifts, today: today, calendar: calendar),
                   current: shifts, kind: .typeEdit)
    }
}

extension ScheduledShift {
    /// This shift with `type`'s title, symbol and location name, and, when
    /// `retime`, its times on the same start day.
    package func described(by type: ShiftType, location: Location?, retime: Bool, calendar: Calendar) -> ScheduledShift {
        var shift = self
        shift.title = type.title
        shift.symbol = type.symbol
        shift.shiftTypeID = type.id
        shift.location = location?.name
        if retime {
            let times = type.duration.interval(on: day, in: calendar)
            shift.start = times.start
            shift.end = times.end
            shift.isAllDay = times.isAllDay
        }
        return shift
    }
}
