import CLibical
import Foundation
import ShiftModel

/// Converts between libical times and Foundation instants in the user's calendar.
///
/// Floating times and DATE values have no zone of their own: they mean the
/// wall clock of whoever reads them, so they are read in `calendar`'s zone.
struct TimeConversion {
    let calendar: Calendar

    /// A DATE value's civil day.
    func day(of time: icaltimetype) -> CalendarDay {
        CalendarDay(year: Int(time.year), month: Int(time.month), day: Int(time.day))
    }

    /// The instant a DATE-TIME value names. `tzid` is the property's TZID
    /// parameter; nil with a UTC value means UTC, nil otherwise floating.
    func instant(of time: icaltimetype, tzid: String?, zones: FileTimeZones) -> Date? {
        if icaltime_is_date(time) != 0 { return day(of: time).start(in: calendar) }
        if icaltime_is_utc(time) != 0 {
            return Date(timeIntervalSince1970: TimeInterval(icaltime_as_timet_with_zone(time, icaltimezone_get_utc_timezone())))
        }
        switch tzid.flatMap({ zones.resolve($0, year: Int(time.year)) }) {
        case .libical(let zone):
            return Date(timeIntervalSince1970: TimeInterval(icaltime_as_timet_with_zone(time, zone)))
        case .foundation(let timeZone):
            return wallClock(time, in: timeZone)
        case nil:
            return wallClock(time, in: calendar.timeZone)
        }
    }

    /// True when the DATE-TIME value names the same instant for every
    /// reader: UTC, or a TZID the file or the zone data defines (not a DATE,
    /// not floating, not an unknown TZID read as floating).
    func isAbsolute(_ time: icaltimetype, tzid: String?, zones: FileTimeZones) -> Bool {
        if icaltime_is_date(time) != 0 { return false }
        if icaltime_is_utc(time) != 0 { return true }
        return tzid.flatMap { zones.resolve($0, year: Int(time.year)) } != nil
    }

    private func wallClock(_ time: icaltimetype, in timeZone: TimeZone) -> Date? {
        var zoned = calendar
        zoned.timeZone = timeZone
        let parts = DateComponents(year: Int(time.year), month: Int(time.month), day: Int(time.day),
                                   hour: Int(time.hour), minute: Int(time.minute), second: Int(time.second))
        return zoned.date(from: parts)
    }

    /// `date` as a zone-less wall-clock time in `calendar`'s zone; the caller
    /// adds the TZID parameter.
    func localTime(_ date: Date) -> icaltimetype {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        var time = icaltime_null_time()
        time.year = Int32(parts.year ?? 1970)
        time.month = Int32(parts.month ?? 1)
        time.day = Int32(parts.day ?? 1)
        time.hour = Int32(parts.hour ?? 0)
        time.minute = Int32(parts.minute ?? 0)
        time.second = Int32(parts.second ?? 0)
        return time
    }

    /// `date` as a UTC DATE-TIME (`...Z`), whole seconds.
    func utcTime(_ date: Date) -> icaltimetype {
        let seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        return icaltime_from_timet_with_zone(seconds, 0, icaltimezone_get_utc_timezone())
    }

    /// A DATE value (`VALUE=DATE:20260305`).
    func dateValue(_ day: CalendarDay) -> icaltimetype {
        var time = icaltime_null_date()
        time.year = Int32(day.year)
        time.month = Int32(day.month)
        time.day = Int32(day.day)
        return time
    }
}
