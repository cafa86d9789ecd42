import Foundation

/// One line of the change log: one shift changed, when, by whom, from
/// what to what, and why. A change of several shifts at once (a bulk
/// change, the undo of one) writes one entry per shift, all with the same
/// `changeID`. A catalog edit that shifts follow (a type or location
/// edit) is one entry for all of them: the edit, and how many shifts.
package struct ChangeLogEntry: Hashable, Sendable, Identifiable {
    package var id: String
    /// The change this entry is part of.
    package var changeID: String
    /// When the change was made.
    package var time: Date
    /// The display name of the user who made it (the catalog's profile).
    package var user: String
    /// The shift's date: its new one, or the old one when it was removed;
    /// nil for a catalog edit, which has no one date.
    package var day: CalendarDay?
    package var kind: ShiftEditKind
    package var source: ShiftEditSource
    package var before: ScheduledShift?
    package var after: ScheduledShift?
    package var reason: String
    /// How many shifts the change changed (more than one: a bulk change).
    package var changeSize: Int
    /// The catalog edit this entry records, for a type or location edit;
    /// `changeSize` then counts the shifts that followed it.
    package var catalog: CatalogEdit?

    package init(id: String, changeID: String, time: Date, user: String, day: CalendarDay?, kind: ShiftEditKind,
                source: ShiftEditSource = .edit, before: ScheduledShift?, after: ScheduledShift?, reason: String = "",
                changeSize: Int = 1, catalog: CatalogEdit? = nil) {
        self.id = id
        self.changeID = changeID
        self.time = time
        self.user = user
        self.day = day
        self.kind = kind
        self.source = source
        self.before = before
        self.after = after
        self.reason = reason
        self.changeSize = changeSize
        self.catalog = catalog
    }

    package var isBulk: Bool { changeSize > 1 && catalog == nil }

    /// `add`, `undo: delete`, `bulk add`: what happened, as the log shows it.
    package var actionLabel: String {
        let kindLabel = kind.rawValue
        switch source {
        case .edit: return isBulk ? "bulk \(kindLabel)" : kindLabel
        case .undo: return "undo: \(kindLabel)"
        case .redo: return "redo: \(kindLabel)"
        }
    }

    /// The texts the change-log search looks in.
    package var searchableFields: [String] {
        var fields = [user, actionLabel, reason, day?.description ?? ""]
        for shift in [before, after].compactMap({ $0 }) {
            fields += [shift.title, shift.symbol ?? "", shift.notes, shift.location ?? "", shift.sick?.reason ?? ""]
        }
        switch catalog {
        case .shiftType(let before, let after)?: fields += [before.symbol, before.title, after.symbol, after.title]
        case .location(let before, let after)?: fields += [before.name, after.name]
        case nil: break
        }
        return fields
    }
}

extension RetentionPolicy {
    /// The instant before which change-log entries go, in whole
    /// calendar days and months back from the start of today; nil for
    /// "forever".
    package func cutoff(now: Date, calendar: Calendar) -> Date? {
        let components: DateComponents
        switch self {
        case .days30: components = DateComponents(day: -30)
        case .days90: components = DateComponents(day: -90)
        case .months6: components = DateComponents(month: -6)
        case .year1: components = DateComponents(year: -1)
        case .years2: components = DateComponents(year: -2)
        case .forever: return nil
        }
        return calendar.date(byAdding: components, to: calendar.startOfDay(for: now))
    }
}
