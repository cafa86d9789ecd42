import Foundation
import ShiftModel

/// The stable JSON shapes of `--json` output (documented in Docs/FileFormat.md).
/// Keys are sorted; times are ISO 8601 with the local offset.
enum ShiftJSON {
    struct Day: Encodable {
        var date: String
        var shifts: [Shift]
    }

    struct Range: Encodable {
        var from: String
        var to: String
        var shifts: [Shift]
    }

    struct Next: Encodable {
        var now: String
        /// Nil when no shift starts within the days looked at.
        var shift: Shift?
        var startsInMinutes: Int?

        // Both keys always present (null when there is no next shift), so a
        // script can test for null instead of a missing key.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(now, forKey: .now)
            try container.encode(shift, forKey: .shift)
            try container.encode(startsInMinutes, forKey: .startsInMinutes)
        }

        enum CodingKeys: String, CodingKey { case now, shift, startsInMinutes }
    }

    struct Types: Encodable {
        var types: [ShiftTypeEntry]
    }

    struct ShiftTypeEntry: Encodable {
        var id: String
        var symbol: String
        var title: String
        var description: String
        var allDay: Bool
        /// `HH:MM`; nil for all-day types.
        var start: String?
        var end: String?
        var overnight: Bool
        var location: String?
    }

    struct Shift: Encodable {
        var id: String
        var date: String
        var start: String
        var end: String
        var allDay: Bool
        var title: String
        var symbol: String?
        var typeId: String?
        var location: String?
        var notes: String
        var sick: Sick?
    }

    struct Sick: Encodable {
        var reason: String
    }

    static func day(_ day: CalendarDay, shifts: [ScheduledShift], calendar: Calendar) throws -> String {
        let timestamps = timestamps(calendar)
        return try encode(Day(date: day.description, shifts: shifts.map { shift($0, timestamps: timestamps) }))
    }

    static func range(from first: CalendarDay, to last: CalendarDay, shifts: [ScheduledShift],
                      calendar: Calendar) throws -> String {
        let timestamps = timestamps(calendar)
        return try encode(Range(from: first.description, to: last.description,
                                shifts: shifts.map { shift($0, timestamps: timestamps) }))
    }

    static func next(now: Date, shift next: ScheduledShift?, calendar: Calendar) throws -> String {
        let timestamps = timestamps(calendar)
        return try encode(Next(now: now.formatted(timestamps), shift: next.map { shift($0, timestamps: timestamps) },
                               startsInMinutes: next.map { Int(($0.start.timeIntervalSince(now) / 60).rounded(.down)) }))
    }

    static func types(_ catalog: Catalog) throws -> String {
        try encode(Types(types: catalog.shiftTypes.map { type in
            var start: String?
            var end: String?
            if case .timed(let from, let to) = type.duration {
                start = from.description
                end = to.description
            }
            return ShiftTypeEntry(id: type.id.rawValue, symbol: type.symbol, title: type.title,
                                  description: type.description, allDay: type.duration.isAllDay,
                                  start: start, end: end, overnight: type.duration.isOvernight,
                                  location: catalog.location(type.locationID)?.name)
        }))
    }

    static func shift(_ shift: ScheduledShift, timestamps: Date.ISO8601FormatStyle) -> Shift {
        Shift(id: shift.id.rawValue, date: shift.day.description,
              start: shift.start.formatted(timestamps), end: shift.end.formatted(timestamps),
              allDay: shift.isAllDay, title: shift.title, symbol: shift.symbol,
              typeId: shift.shiftTypeID?.rawValue, location: shift.location, notes: shift.notes,
              sick: shift.sick.map { Sick(reason: $0.reason) })
    }

    /// A format style, made once per output: a new ISO8601DateFormatter
    /// per timestamp (about 80 µs each) made `list --json` of two years
    /// five times slower.
    static func timestamps(_ calendar: Calendar) -> Date.ISO8601FormatStyle {
        Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: calendar.timeZone)
    }

    /// One line of JSON, safe to print on a terminal (TerminalSafeText.json).
    static func encode(_ payload: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return TerminalSafeText.json(String(decoding: try encoder.encode(payload), as: UTF8.self))
    }
}
