import Foundation

/// Why a change was refused. Nothing was written. The reason holds the
/// shifts involved; `RefusalWords` in ShiftPresentation says what is in the
/// way and what to do, naming each shift's times in `calendar`.
package struct ShiftEditRefusal: Error, Hashable, Sendable {
    package enum Reason: Hashable, Sendable {
        /// `shift`, added or switched to (`by`), clashes with `blocking`.
        case overlap(ScheduledShift, by: ShiftEditKind, blocking: ScheduledShift)
        /// `shift`, added or switched to (`by`), lasts 24 hours or more on its day.
        case tooLong(ScheduledShift, by: ShiftEditKind)
        /// The type asked for is not in the catalog.
        case unknownType(ShiftTypeID)
        /// The shift the screen showed is no longer in the calendar.
        case gone(ScheduledShift)
        /// The shift the screen showed was changed elsewhere since (`now`).
        case changed(ScheduledShift, now: ScheduledShift)
        /// The shift an undo or redo step expects differs from the calendar's
        /// (`now`, nil when it is no longer there).
        case stepStale(expected: ScheduledShift, now: ScheduledShift?)
        /// The catalog no longer holds what this catalog edit of a step starts from.
        case catalogChanged(CatalogEdit)
        /// A shift with this id is in the calendar already.
        case exists(ScheduledShift)
        /// The change would leave `shift` as it is.
        case unchanged(ScheduledShift, Unchanged)
    }

    /// Why a change would change nothing.
    package enum Unchanged: Hashable, Sendable {
        /// A switch to the type the shift has already.
        case sameType(ShiftType)
        case sameNotes
        /// Marked sick with the reason it has already.
        case sameSickReason
        /// An unmark of a shift that is not marked sick.
        case notSick
    }

    package var reason: Reason
    /// The calendar the shifts' times are told in.
    package var calendar: Calendar

    package init(_ reason: Reason, calendar: Calendar) {
        self.reason = reason
        self.calendar = calendar
    }

    /// True when the calendar is not what the screen showed: it should load
    /// the shifts again.
    package var isStale: Bool {
        switch reason {
        case .gone, .changed, .stepStale, .exists, .catalogChanged: true
        case .overlap, .tooLong, .unknownType, .unchanged: false
        }
    }
}
