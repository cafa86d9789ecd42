import Foundation
import ShiftModel

/// The one JSON shape of a shift: in the change log, the undo history and
/// the pending change on disk, and in the command line's `--json` output.
/// Times are ISO 8601 with the offset of the calendar's time zone.
package struct ShiftRecord: Codable, Equatable, Sendable {
    package struct Sick: Codable, Equatable, Sendable {
        package var reason: String
    }

    package var id: String
    package var date: String
    package var start: String
    package var end: String
    package var allDay: Bool
    package var title: String
    package var symbol: String?
    package var typeId: String?
    package var location: String?
    package var notes: String
    package var sick: Sick?
    /// `annual`, `sick`, `training` or `lieu` for an absence; left out otherwise.
    package var absence: String?

    /// `shift` with its times written in `timestamps` (make the style once
    /// per file or output: see `timestamps(in:)`).
    package init(_ shift: ScheduledShift, timestamps: Date.ISO8601FormatStyle) {
        id = shift.id.rawValue
        date = shift.day.description
        start = shift.start.formatted(timestamps)
        end = shift.end.formatted(timestamps)
        allDay = shift.isAllDay
        title = shift.title
        symbol = shift.symbol
        typeId = shift.shiftTypeID?.rawValue
        location = shift.location
        notes = shift.notes
        sick = shift.sick.map { Sick(reason: $0.reason) }
        absence = shift.absence?.rawValue
    }

    /// `2026-11-23T06:00:00+01:00` in `timeZone`. Made once per output: a
    /// formatter per timestamp (about 80 µs each) made `list --json` of two
    /// years five times slower.
    package static func timestamps(in timeZone: TimeZone) -> Date.ISO8601FormatStyle {
        Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone)
    }
}
