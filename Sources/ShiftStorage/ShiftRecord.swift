import Foundation
import ShiftModel

/// The one JSON shape of a shift: in the change log, the undo history and
/// the pending change on disk, and in the command line's `--json` output.
/// Times are ISO 8601 with the offset of the calendar's time zone.
public struct ShiftRecord: Codable, Equatable, Sendable {
    public struct Sick: Codable, Equatable, Sendable {
        public var reason: String
    }

    public var id: String
    public var date: String
    public var start: String
    public var end: String
    public var allDay: Bool
    public var title: String
    public var symbol: String?
    public var typeId: String?
    public var location: String?
    public var notes: String
    public var sick: Sick?
    /// `annual`, `sick`, `training` or `lieu` for an absence; left out otherwise.
    public var absence: String?

    /// `shift` with its times written in `timestamps` (make the style once
    /// per file or output: see `timestamps(in:)`).
    public init(_ shift: ScheduledShift, timestamps: Date.ISO8601FormatStyle) {
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
    public static func timestamps(in timeZone: TimeZone) -> Date.ISO8601FormatStyle {
        Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone)
    }
}
