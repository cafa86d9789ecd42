import Foundation

/// A civil date (year, month, day) with no time zone: the unit the screens
/// navigate by. Arithmetic is plain proleptic Gregorian, so reducers can move
/// days without a `Calendar`; converting to instants needs an injected one.
package struct CalendarDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    package let year: Int
    package let month: Int
    package let day: Int

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (negative before).
    @inlinable
    package var ordinal: Int { Self.ordinal(year: year, month: month, day: day) }

    /// Days since 1970-01-01 (negative before) of a date given by its parts,
    /// without making a `CalendarDay`. Howard Hinnant's days_from_civil.
    @inlinable
    package static func ordinal(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    package init(ordinal: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    package func adding(days: Int) -> CalendarDay { CalendarDay(ordinal: ordinal + days) }

    /// 1 = Sunday ... 7 = Saturday, as Foundation's `Calendar` numbers weekdays.
    package var weekday: Int {
        let w = (ordinal + 4) % 7  // 1970-01-01 was a Thursday
        return (w < 0 ? w + 7 : w) + 1
    }

    package static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.ordinal < rhs.ordinal }

    /// ISO 8601 form, `2026-11-23`.
    package var description: String {
        let y = String(format: "%04d", year)
        return "\(y)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// Parses `YYYY-MM-DD`; nil for anything else or an impossible date.
    package init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1...12).contains(m), (1...31).contains(d) else { return nil }
        let candidate = CalendarDay(year: y, month: m, day: d)
        guard CalendarDay(ordinal: candidate.ordinal) == candidate else { return nil }
        self = candidate
    }
}

extension CalendarDay {
    /// The days `shifts` reads and writes. Before 1583 Foundation's
    /// Gregorian calendar is Julian (it switches on 1582-10-15) while
    /// iCalendar's is proleptic Gregorian, so days would move; after 2582
    /// libical no longer knows daylight-saving time (and after 3000 it
    /// cannot write a date at all).
    package static let supported = CalendarDay(year: 1583, month: 1, day: 1)...CalendarDay(year: 2582, month: 12, day: 31)

    /// True for days in `supported`.
    package var isSupported: Bool { Self.supported.contains(self) }

    /// What to say about a day outside `supported`.
    package var unsupportedProblem: String {
        "\(self) is outside the days shifts can handle (\(Self.supported.lowerBound) to \(Self.supported.upperBound))"
    }

    /// The day containing `date` in `calendar`'s time zone.
    package init(_ date: Date, in calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// The first instant of this day in `calendar`'s time zone. Outside
    /// `supported` (where nothing is stored, but a screen can still page
    /// to), plain proleptic Gregorian arithmetic with the zone's offset:
    /// Foundation's calendar is Julian before 1582-10-15, so its days there
    /// are others and days just before the switch come after it.
    package func start(in calendar: Calendar) -> Date {
        if isSupported {
            let parts = DateComponents(year: year, month: month, day: day)
            if let date = calendar.date(from: parts) { return calendar.startOfDay(for: date) }
        }
        let midnight = Date(timeIntervalSince1970: TimeInterval(ordinal) * 86_400)
        return midnight.addingTimeInterval(-TimeInterval(calendar.timeZone.secondsFromGMT(for: midnight)))
    }

    /// The half-open interval this day covers; 23 or 25 hours on DST changes.
    package func interval(in calendar: Calendar) -> DateInterval {
        let start = start(in: calendar)
        // Never backwards (DateInterval traps): a day is at least an instant.
        return DateInterval(start: start, end: max(start, adding(days: 1).start(in: calendar)))
    }
}

extension CalendarDay {
    /// The first day of the week this day is in, for a week starting on
    /// `firstWeekday` (1 = Sunday ... 7 = Saturday, as `Calendar.firstWeekday`).
    package func startOfWeek(firstWeekday: Int) -> CalendarDay {
        let first = Swift.min(Swift.max(1, firstWeekday), 7)
        return adding(days: -((weekday - first + 7) % 7))
    }

    /// The days from this one through `last` (either order), in order.
    package func through(_ last: CalendarDay) -> [CalendarDay] {
        let (from, to) = self <= last ? (self, last) : (last, self)
        return (0...(to.ordinal - from.ordinal)).map { from.adding(days: $0) }
    }
}
