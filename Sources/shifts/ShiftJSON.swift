import Foundation
import ShiftModel
import ShiftStorage

/// The stable JSON shapes of `--json` output (documented in Docs/FileFormat.md).
/// Keys are sorted; times are ISO 8601 with the local offset.
enum ShiftJSON {
    struct Day: Encodable {
        var date: String
        var shifts: [ShiftRecord]
    }

    struct Range: Encodable {
        var from: String
        var to: String
        var shifts: [ShiftRecord]
    }

    struct Next: Encodable {
        var now: String
        /// Nil when no shift starts within the days looked at.
        var shift: ShiftRecord?
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

    /// `next --reminder`: every key always present, null when not known.
    struct NextReminder: Encodable {
        var now: String
        /// Nil when reminders are off.
        var reminderMinutes: Int?
        /// When the alarm rings.
        var reminder: String?
        var remindsInMinutes: Int?
        var shift: ShiftRecord?
        var startsInMinutes: Int?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(now, forKey: .now)
            try container.encode(reminderMinutes, forKey: .reminderMinutes)
            try container.encode(reminder, forKey: .reminder)
            try container.encode(remindsInMinutes, forKey: .remindsInMinutes)
            try container.encode(shift, forKey: .shift)
            try container.encode(startsInMinutes, forKey: .startsInMinutes)
        }

        enum CodingKeys: String, CodingKey {
            case now, reminderMinutes, reminder, remindsInMinutes, shift, startsInMinutes
        }
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

    static func nextReminder(now: Date, reminder: ShiftReminder?, shift next: ScheduledShift?,
                             calendar: Calendar) throws -> String {
        let timestamps = timestamps(calendar)
        let rings = next.flatMap { shift in reminder?.time(for: shift) }
        func minutes(until date: Date) -> Int { Int((date.timeIntervalSince(now) / 60).rounded(.down)) }
        return try encode(NextReminder(
            now: now.formatted(timestamps), reminderMinutes: reminder?.minutesBefore,
            reminder: rings?.formatted(timestamps), remindsInMinutes: rings.map(minutes(until:)),
            shift: next.map { shift($0, timestamps: timestamps) }, startsInMinutes: next.map { minutes(until: $0.start) }))
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

    static func shift(_ shift: ScheduledShift, timestamps: Date.ISO8601FormatStyle) -> ShiftRecord {
        ShiftRecord(shift, timestamps: timestamps)
    }

    static func timestamps(_ calendar: Calendar) -> Date.ISO8601FormatStyle {
        ShiftRecord.timestamps(in: calendar.timeZone)
    }

    /// One line of JSON, safe to print on a terminal (TerminalSafeText.json).
    static func encode(_ payload: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return TerminalSafeText.json(String(decoding: try encoder.encode(payload), as: UTF8.self))
    }
}
