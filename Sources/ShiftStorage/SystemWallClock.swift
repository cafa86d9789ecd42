import Foundation
import ShiftFeatures

/// The real clock. The only place in the app that reads the system time;
/// everything else gets "now" from a `WallClock` so tests can fix it.
public struct SystemWallClock: WallClock {
    public let calendar: Calendar

    public init(calendar: Calendar) {
        self.calendar = calendar
    }

    /// The user's calendar and time zone (TZ is honoured), following changes
    /// to them while the app runs.
    public static func current() -> SystemWallClock {
        SystemWallClock(calendar: .autoupdatingCurrent)
    }

    public func now() -> Date { Date() }
}
