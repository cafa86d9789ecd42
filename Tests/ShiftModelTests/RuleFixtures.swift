import Foundation
import ShiftModel
import Testing

/// Calendars, days and shifts for the model rule tests (no ShiftTesting here:
/// ShiftModel's tests depend on ShiftModel alone).
struct RuleFixtures {
    let calendar: Calendar

    init(_ zone: String = "Europe/Berlin", firstWeekday: Int = 2) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? calendar.timeZone
        calendar.firstWeekday = firstWeekday
        self.calendar = calendar
    }

    static let site = Location(id: "ward3", name: "Ward 3")
    static func type(_ id: String, _ symbol: String, _ title: String, _ duration: ShiftDuration) -> ShiftType {
        ShiftType(id: ShiftTypeID(id), symbol: symbol, title: title, duration: duration, locationID: site.id)
    }
    static func timed(_ start: Int, _ end: Int, endMinute: Int = 0) -> ShiftDuration {
        .timed(start: TimeOfDay(hour: start, minute: 0), end: TimeOfDay(hour: end, minute: endMinute))
    }

    static let early = type("early", "E", "Early", timed(6, 14))
    static let late = type("late", "L", "Late", timed(14, 22))
    static let night = type("night", "N", "Night", timed(22, 6))
    static let off = type("off", "O", "Off", .allDay)
    static let catalog = Catalog(locations: [site], shiftTypes: [early, late, night, off])

    func day(_ iso: String) -> CalendarDay {
        guard let day = CalendarDay(iso: iso) else { preconditionFailure("bad fixture date \(iso)") }
        return day
    }

    func date(_ iso: String, _ hour: Int, _ minute: Int = 0) -> Date {
        let day = day(iso)
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day,
                                                  hour: hour, minute: minute)) ?? .distantPast
    }

    /// A shift of `type` on `iso`, with id `<symbol>-<date>` unless given.
    func shift(_ type: ShiftType, on iso: String, id: String? = nil, notes: String = "",
               sick: SickMark? = nil) -> ScheduledShift {
        var shift = ScheduledShift.scheduling(type, location: Self.site, on: day(iso),
                                              id: ShiftID(id ?? "\(type.symbol)-\(iso)"), notes: notes, calendar: calendar)
        shift.sick = sick
        return shift
    }

    func hours(_ shift: ScheduledShift) -> Double { shift.end.timeIntervalSince(shift.start) / 3600 }
}
