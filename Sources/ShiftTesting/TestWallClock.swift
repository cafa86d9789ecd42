import Foundation
import ShiftFeatures
import Synchronization

/// A `WallClock` whose "now" the test sets and advances.
public final class TestWallClock: WallClock {
    public let calendar: Calendar
    private let current: Mutex<Date>

    public init(now: Date, calendar: Calendar) {
        self.calendar = calendar
        self.current = Mutex(now)
    }

    /// A clock at `hour:minute` on `day` in `timeZone` (default Europe/Berlin).
    public convenience init(day: String, hour: Int = 9, minute: Int = 0,
                            timeZone: String = "Europe/Berlin") {
        let calendar = Calendar.gregorian(timeZone: timeZone)
        let parts = day.split(separator: "-").compactMap { Int($0) }
        let date = calendar.date(from: DateComponents(
            year: parts.first, month: parts.dropFirst().first, day: parts.last,
            hour: hour, minute: minute)) ?? Date(timeIntervalSince1970: 0)
        self.init(now: date, calendar: calendar)
    }

    public func now() -> Date { current.withLock { $0 } }

    public func set(_ date: Date) { current.withLock { $0 = date } }

    public func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

extension Calendar {
    /// A Gregorian calendar in a named zone (UTC when the name is unknown), for tests and fixtures.
    public static func gregorian(timeZone identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }
}
