import Foundation

/// When two shifts cannot both be on the calendar.
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
/// Two shifts that clash: `shift`, and `other`, the one in its way.
package struct ShiftClash: Hashable, Sendable {
    package var shift: ScheduledShift
    package var other: ScheduledShift

    package init(_ shift: ScheduledShift, _ other: ScheduledShift) {
        self.shift = shift
        self.other = other
    }
}
