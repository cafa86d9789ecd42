import Foundation
import ShiftModel

/// Where a VEVENT can possibly be, learned without libical: bounds, in
/// seconds since 1970, that the shift libical would decode from the block
/// is sure to lie within (its start at or after `earliest`, its end at or
/// before `latest`).
struct EventWindow: Equatable, Sendable {
    var earliest: Double
    var latest: Double

    /// True when a shift inside the window could intersect `interval` (by
    /// `CalendarFileEngine`'s rule: a zero-length shift counts when it starts
    /// inside the interval).
    func mayIntersect(_ interval: DateInterval) -> Bool {
        earliest < interval.end.timeIntervalSince1970 && latest >= interval.start.timeIntervalSince1970
    }
}
