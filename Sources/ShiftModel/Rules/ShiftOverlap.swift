import Foundation

/// M4: when two shifts cannot both be on the calendar.
///
/// - Two timed shifts overlap when their real intervals intersect (a shift
///   ending at 14:00 and one starting at 14:00 do not).
/// - An all-day entry covers its days; a timed shift clashes with it when the
///   timed shift *starts* on one of them. So yesterday's overnight shift that
///   runs into this morning does not block an all-day entry today, while an
///   Early today does.
/// - Two all-day entries clash when their days intersect.
///
/// Everything is compared as instants, so daylight-saving days need no
/// special case.
public enum ShiftOverlap {
    public static func conflicts(_ a: ScheduledShift, _ b: ScheduledShift) -> Bool {
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
    public static func firstConflict(for candidate: ScheduledShift, in shifts: some Sequence<ScheduledShift>)
        -> ScheduledShift? {
        shifts.filter { conflicts(candidate, $0) }
            .min(by: ScheduledShift.startOrder)
    }
}
