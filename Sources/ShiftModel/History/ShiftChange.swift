import Foundation

/// One shift's change: what it was and what it becomes. `before` nil adds
/// the shift, `after` nil removes it. A change carries its whole before
/// state, so applying it can check that the calendar still holds exactly
/// that (the shift did not change since it was read), and undoing it is
/// the change the other way round.
public struct ShiftChange: Hashable, Sendable {
    public var before: ScheduledShift?
    public var after: ScheduledShift?

    public init(before: ScheduledShift?, after: ScheduledShift?) {
        self.before = before
        self.after = after
    }

    public static func create(_ shift: ScheduledShift) -> ShiftChange { ShiftChange(before: nil, after: shift) }
    public static func delete(_ shift: ScheduledShift) -> ShiftChange { ShiftChange(before: shift, after: nil) }
    public static func update(_ old: ScheduledShift, to new: ScheduledShift) -> ShiftChange {
        ShiftChange(before: old, after: new)
    }

    /// The shift's id (both sides have the same one).
    public var id: ShiftID { (after ?? before)?.id ?? ShiftID("") }

    /// The day the shift is on: the new day, or the old one when it is removed.
    public var day: CalendarDay? { (after ?? before)?.day }

    /// The change that takes it back.
    public var inverse: ShiftChange { ShiftChange(before: after, after: before) }

    /// True when `current` (what the calendar holds under this id) is the
    /// state the change starts from.
    public func finds(_ current: ScheduledShift?) -> Bool {
        switch (before, current) {
        case (nil, nil): true
        case let (expected?, found?): found.hasSameContent(as: expected)
        default: false
        }
    }

    /// Why this change cannot be applied on its own, or nil.
    public var problem: String? {
        switch (before, after) {
        case (nil, nil): "it changes nothing"
        case let (old?, new?) where old.id != new.id: "its before and after are different shifts"
        default: nil
        }
    }
}

/// A change could not be applied: the calendar no longer holds the shift
/// as the change expects. Nothing was written.
public struct ShiftConflict: Error, Hashable, Sendable, CustomStringConvertible {
    public var id: ShiftID
    /// What the change expected (nil: no shift with this id).
    public var expected: ScheduledShift?
    /// What the calendar holds now (nil: no shift with this id).
    public var found: ScheduledShift?

    public init(id: ShiftID, expected: ScheduledShift?, found: ScheduledShift?) {
        self.id = id
        self.expected = expected
        self.found = found
    }

    /// `Early (E) on Mon 23 Nov was changed since (now Late (L))`, without
    /// a final full stop.
    public var description: String {
        switch (expected, found) {
        case let (expected?, found?):
            let now = found.shiftLabel == expected.shiftLabel ? "" : " (now \(found.shiftLabel))"
            return "\(expected.shiftLabel) on \(ChangeText.day(expected.day)) was changed since\(now)"
        case let (expected?, nil):
            return "\(expected.shiftLabel) on \(ChangeText.day(expected.day)) was deleted since"
        case let (nil, found?):
            return "\(found.shiftLabel) on \(ChangeText.day(found.day)) is in the calendar already"
        case (nil, nil):
            return "shift \(id) is not as expected"
        }
    }
}

extension ScheduledShift {
    /// `Early (E)`, or the title alone for an event without symbol.
    public var shiftLabel: String {
        let name = title.isEmpty ? (symbol ?? id.rawValue) : title
        guard let symbol, !symbol.isEmpty, symbol != name else { return name }
        return "\(name) (\(symbol))"
    }

    /// True when `other` is this shift as a calendar file gives it back:
    /// times to the second, text without control characters, an empty
    /// location or symbol the same as none. The check an undo makes against
    /// the state it recorded.
    public func hasSameContent(as other: ScheduledShift) -> Bool {
        func text(_ value: String?) -> String {
            let unified = (value ?? "").replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            return String(String.UnicodeScalarView(unified.unicodeScalars.filter { scalar in
                scalar == "\n" || scalar == "\t" || !(scalar.value < 0x20 || scalar.value == 0x7F)
            }))
        }
        func second(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }
        func days(_ shift: ScheduledShift) -> Int64 { (second(shift.end) - second(shift.start) + 43_200) / 86_400 }
        // All-day shifts are dates: their instants depend on the zone they are read in.
        let sameTimes = isAllDay
            ? days(self) == days(other)
            : second(start) == second(other.start) && second(end) == second(other.end)
        return id == other.id && isAllDay == other.isAllDay && day == other.day && sameTimes
            && text(title) == text(other.title) && text(symbol) == text(other.symbol)
            && text(shiftTypeID) == text(other.shiftTypeID) && text(location) == text(other.location)
            && text(notes) == text(other.notes)
            && (sick == nil) == (other.sick == nil) && text(sick?.reason) == text(other.sick?.reason)
    }
}

/// Short English texts for messages and change descriptions.
public enum ChangeText {
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Mon 23 Nov 2026`
    public static func day(_ day: CalendarDay) -> String {
        "\(weekdays[day.weekday - 1]) \(day.day) \(months[day.month - 1]) \(day.year)"
    }

    /// `1 shift`, `3 shifts`.
    public static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}

extension Array where Element == ShiftChange {
    /// Why these changes cannot go into one batch (a change that changes
    /// nothing, before and after of different shifts, a shift listed
    /// twice), or nil.
    public var batchProblem: String? {
        var seen = Set<ShiftID>()
        for change in self {
            if let problem = change.problem { return "the change of shift \(change.id) is invalid: \(problem)" }
            if !seen.insert(change.id).inserted { return "shift \(change.id) is listed twice in one change" }
        }
        return nil
    }

    /// Applies the changes to `shifts` (by id) if every change finds the
    /// shift exactly as its `before` says; otherwise throws the first
    /// conflict, having changed nothing. The pure rule behind
    /// `CalendarService.apply`; check `batchProblem` first.
    public func applied(to shifts: [ShiftID: ScheduledShift]) throws(ShiftConflict) -> [ShiftID: ScheduledShift] {
        var result = shifts
        for change in self {
            let current = result[change.id]
            guard change.finds(current) else { throw ShiftConflict(id: change.id, expected: change.before, found: current) }
            result[change.id] = change.after
        }
        return result
    }
}

extension ShiftConflict: LocalizedError {
    public var errorDescription: String? { "\(description). Nothing was saved; press r to reload." }
}
