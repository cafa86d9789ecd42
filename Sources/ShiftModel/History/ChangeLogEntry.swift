import Foundation

/// What a change did to a shift (C1).
public enum ChangeAction: String, Hashable, Sendable, CaseIterable {
    case create
    case switchType = "switch"
    case delete
    case notes
    case sick
    case unsick
    /// An undo put the shift back as it was.
    case undo
    /// A redo made the undone change again.
    case redo

    /// `add`, `switch`, `delete`, ... as the change log shows it.
    public var label: String {
        switch self {
        case .create: "add"
        case .switchType: "switch"
        case .delete: "delete"
        case .notes: "notes"
        case .sick: "sick"
        case .unsick: "unsick"
        case .undo: "undo"
        case .redo: "redo"
        }
    }
}

/// One line of the change log: one shift changed, when, by whom, from what
/// to what, and why. A change of several shifts at once (a bulk change, the
/// undo of one) writes one entry per shift, all with the same `changeID`.
public struct ChangeLogEntry: Hashable, Sendable, Identifiable {
    public var id: String
    /// The change this entry is part of (the undo step's id).
    public var changeID: String
    /// When the change was made.
    public var time: Date
    /// The display name of the user who made it (the catalog's profile).
    public var user: String
    /// The shift's date: its new one, or the old one when it was removed.
    public var day: CalendarDay
    public var action: ChangeAction
    public var before: ScheduledShift?
    public var after: ScheduledShift?
    public var reason: String
    /// How many shifts the change that wrote this entry changed (more than
    /// one: a bulk change).
    public var changeSize: Int

    public init(id: String, changeID: String, time: Date, user: String, day: CalendarDay, action: ChangeAction,
                before: ScheduledShift?, after: ScheduledShift?, reason: String = "", changeSize: Int = 1) {
        self.id = id
        self.changeID = changeID
        self.time = time
        self.user = user
        self.day = day
        self.action = action
        self.before = before
        self.after = after
        self.reason = reason
        self.changeSize = changeSize
    }

    public var isBulk: Bool { changeSize > 1 }

    /// The words the change-log search looks in.
    public var searchableFields: [String] {
        var fields = [user, action.label, reason, day.description, ChangeText.day(day)]
        for shift in [before, after].compactMap({ $0 }) {
            fields += [shift.title, shift.symbol ?? "", shift.notes, shift.location ?? "", shift.sick?.reason ?? ""]
        }
        if isBulk { fields.append("bulk") }
        return fields
    }
}

/// Change-log retention (SE1): the instant before which entries go, for a
/// policy, counted in whole calendar days and months from `now`; nil for
/// "forever".
extension RetentionPolicy {
    public func cutoff(now: Date, calendar: Calendar) -> Date? {
        let components: DateComponents
        switch self {
        case .days30: components = DateComponents(day: -30)
        case .days90: components = DateComponents(day: -90)
        case .months6: components = DateComponents(month: -6)
        case .year1: components = DateComponents(year: -1)
        case .years2: components = DateComponents(year: -2)
        case .forever: return nil
        }
        let startOfToday = calendar.startOfDay(for: now)
        return calendar.date(byAdding: components, to: startOfToday)
    }
}
