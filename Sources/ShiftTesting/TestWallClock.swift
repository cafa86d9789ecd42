import Clocks
import Foundation
import ShiftFeatures
import Synchronization

/// A `WallClock` whose "now" the test sets and advances.
///
/// It can also be driven by a swift-clocks `TestClock`: then "now" is the
/// start date plus the time the test clock has advanced since, so one
/// `await testClock.advance(by: .seconds(60))` moves both the sleeps of a
/// middleware (spinner, countdown) and the date the app reads. `set` and
/// `advance(by:)` still work on top of it.
package final class TestWallClock: WallClock {
    package let calendar: Calendar
    /// The date at the test clock's origin, moved by `set` and `advance(by:)`.
    private let base: Mutex<Date>
    private let driver: (clock: TestClock<Duration>, origin: TestClock<Duration>.Instant)?

    package init(now: Date, calendar: Calendar) {
        self.calendar = calendar
        self.base = Mutex(now)
        self.driver = nil
    }

    /// A clock at `start` that moves as `testClock` advances.
    package init(start: Date, calendar: Calendar, drivenBy testClock: TestClock<Duration>) {
        self.calendar = calendar
        self.base = Mutex(start)
        self.driver = (testClock, testClock.now)
    }

    /// A clock at `hour:minute` on `day` in `timeZone` (default Europe/Berlin),
    /// driven by `testClock` when one is given.
    package convenience init(day: String, hour: Int = 9, minute: Int = 0,
                            timeZone: String = "Europe/Berlin",
                            drivenBy testClock: TestClock<Duration>? = nil) {
        let calendar = Calendar.gregorian(timeZone: timeZone)
        let parts = day.split(separator: "-").compactMap { Int($0) }
        let date = calendar.date(from: DateComponents(
            year: parts.first, month: parts.dropFirst().first, day: parts.last,
            hour: hour, minute: minute)) ?? Date(timeIntervalSince1970: 0)
        if let testClock {
            self.init(start: date, calendar: calendar, drivenBy: testClock)
        } else {
            self.init(now: date, calendar: calendar)
        }
    }

    package func now() -> Date {
        base.withLock { $0 } + elapsed
    }

    package func set(_ date: Date) {
        let elapsed = self.elapsed
        base.withLock { $0 = date - elapsed }
    }

    package func advance(by seconds: TimeInterval) { base.withLock { $0 += seconds } }

    /// Seconds the test clock has advanced since this clock was made (0 when
    /// not driven).
    private var elapsed: TimeInterval {
        guard let driver else { return 0 }
        let duration = driver.origin.duration(to: driver.clock.now)
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

extension Calendar {
    /// A Gregorian calendar in a named zone (UTC when the name is unknown), for tests and fixtures.
    package static func gregorian(timeZone identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }
}
