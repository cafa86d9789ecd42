import Foundation

/// Shifts already taken (on the calendar, or accepted from an import), found
/// by the hours they touch, so that checking thousands of imported events
/// against thousands of shifts (`ShiftOverlap`) costs about one lookup each
/// instead of a pass over all of them.
///
/// Any two shifts that clash share an instant (or a start), so they share an
/// hour bucket (hours since 1970: no calendar needed). Hours, not days: a
/// file of hourly events puts 24 times fewer shifts in each bucket. A shift
/// touching more than `longSpan` hours (a month) is kept in a list of its
/// own, checked in full.
struct OverlapIndex {
    static let longSpan = 32 * 24

    private var buckets: [Int: [ScheduledShift]] = [:]
    private var long: [ScheduledShift] = []
    private var all: [ScheduledShift] = []

    mutating func insert(_ shift: ScheduledShift) {
        all.append(shift)
        let hours = Self.hours(of: shift)
        guard hours.count <= Self.longSpan else {
            long.append(shift)
            return
        }
        for hour in hours { buckets[hour, default: []].append(shift) }
    }

    /// The earliest taken shift `candidate` clashes with, or nil.
    func firstConflict(for candidate: ScheduledShift) -> ScheduledShift? {
        let hours = Self.hours(of: candidate)
        guard hours.count <= Self.longSpan else {
            return ShiftOverlap.firstConflict(for: candidate, in: all)
        }
        var found = ShiftOverlap.firstConflict(for: candidate, in: long)
        for hour in hours {
            guard let conflict = ShiftOverlap.firstConflict(for: candidate, in: buckets[hour] ?? []) else { continue }
            if found.map({ ScheduledShift.startOrder(conflict, $0) }) ?? true { found = conflict }
        }
        return found
    }

    private static func hours(of shift: ScheduledShift) -> ClosedRange<Int> {
        let first = hour(shift.start)
        return first...max(first, hour(shift.end))
    }

    /// Hours since 1970, clamped far beyond any calendar year.
    private static func hour(_ date: Date) -> Int {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { return 0 }
        return Int((min(max(seconds, -1e13), 1e13) / 3_600).rounded(.down))
    }
}
