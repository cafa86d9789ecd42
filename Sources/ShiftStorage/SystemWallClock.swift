import Foundation
import ShiftFeatures

/// The real clock. The only place in the app that reads the system time;
/// everything else gets "now" from a `WallClock` so tests can fix it.
package struct SystemWallClock: WallClock {
    package let calendar: Calendar

    package init(calendar: Calendar) {
        self.calendar = calendar
    }

    /// The user's calendar and time zone (TZ is honoured), following changes
    /// to them while the app runs.
    package static func current() -> SystemWallClock {
        SystemWallClock(calendar: .autoupdatingCurrent)
    }

    package func now() -> Date { Date() }
}
