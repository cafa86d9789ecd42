import Foundation

package enum ShiftOverlap {
    package static func conflicts(_ a: ScheduledShift, _ b: ScheduledShift) -> Bool {
        guard a.id != b.id else { return false }
        switch (a.isAllDay, b.isAllDay) {
        case (false, false), (true, true):
            return a.start < b.end && b.start < a.end
        case (true, false):
            return a.start <= b.start && b.start < a.end
        case (false, true):
            return b.start <= a.start && a.start < b.end
        }
    }

    /// The first shift of `shifts` (in start order) that `candidate` clashes
    /// with, or nil.
    package static func firstConflict(for candidate: ScheduledShift, in shifts: some Sequence<ScheduledShift>)
        -> ScheduledShift? {
        shifts.filter { conflicts(candidate, $0) }
            .min(by: ScheduledShift.startOrder)
    }

    /// Every two of `shifts` that clash, each pair once, in start order
    /// (for a day's shifts: few, so every pair is compared).
    package static func clashes(among shifts: [ScheduledShift]) -> [ShiftClash] {
        let sorted = shifts.sorted(by: ScheduledShift.startOrder)
        var clashes: [ShiftClash] = []
        for (index, first) in sorted.enumerated() {
            for second in sorted[(index + 1)...] where conflicts(first, second) { clashes.append(ShiftClash(first, second)) }
        }
        return clashes
    }

    /// The clashes that `edits` would bring into `current`: a changed shift
    /// and another shift that clash after the edits and did not before. Shifts are grouped by the days they touch,
    /// so a type edit over years of shifts compares each only with its
    /// neighbours.
    package static func newConflicts(_ edits: [ShiftEdit], in current: [ScheduledShift],
                                    calendar: Calendar) -> [ShiftClash] {
        let before = Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var after = before
        for edit in edits { after[edit.shiftID] = edit.after }
        let changed = edits.compactMap(\.after)
        var byDay: [Int: [ShiftID]] = [:]
        for shift in after.values {
            for day in days(of: shift, calendar: calendar) { byDay[day, default: []].append(shift.id) }
        }
        var clashes: [ShiftClash] = []
        var seen = Set<[ShiftID]>()
        for shift in changed.sorted(by: ScheduledShift.startOrder) {
            let neighbours = Set(days(of: shift, calendar: calendar).flatMap { byDay[$0] ?? [] })
            for id in neighbours.sorted(by: { $0.rawValue < $1.rawValue }) {
                guard let other = after[id], conflicts(shift, other) else { continue }
                if let old = before[shift.id], let oldOther = before[id], conflicts(old, oldOther) { continue }
                guard seen.insert([shift.id, id].sorted { $0.rawValue < $1.rawValue }).inserted else { continue }
                clashes.append(ShiftClash(shift, other))
            }
        }
        return clashes
    }

    /// The ordinals of the days a shift touches, from its start day to the
    /// day its end falls in (at most a year: longer events are rare and
    /// meet their neighbours in that year anyway).
    private static func days(of shift: ScheduledShift, calendar: Calendar) -> ClosedRange<Int> {
        let first = shift.day.ordinal
        let endDay = CalendarDay(max(shift.start, shift.end), in: calendar).ordinal
        return first...max(first, min(endDay, first + 366))
    }
}
