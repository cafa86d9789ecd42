import Foundation
import ShiftModel

/// The stable JSON shape of `--json` output (documented in Docs/FileFormat.md).
enum ShiftJSON {
    struct Day: Encodable {
        var date: String
        var shifts: [Shift]
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
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = calendar.timeZone
        let payload = Day(date: day.description, shifts: shifts.map { shift in
            Shift(id: shift.id.rawValue, date: shift.day.description,
                  start: formatter.string(from: shift.start), end: formatter.string(from: shift.end),
                  allDay: shift.isAllDay, title: shift.title, symbol: shift.symbol,
                  typeId: shift.shiftTypeID, location: shift.location, notes: shift.notes,
                  sick: shift.sick.map { Sick(reason: $0.reason) })
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(payload), as: UTF8.self)
    }
}
