import Foundation
import ShiftModel

/// One shift as the front ends show it, already in words: the Today
/// screen's rows, the Schedule's day pane and `shifts today` / `list` lines.
package struct ShiftRow: Hashable, Sendable {
    package var symbol: String
    package var title: String
    /// `06:00–14:00`, `22:00–06:00 (overnight)`, `22:00–06:00 (since Sun 22 Nov)`, `all day`,
    /// `all day, Mon 23 Nov–Fri 27 Nov`.
    package var time: String
    package var location: String
    /// `Sick: flu · Notes: keys`, when there is any.
    package var detail: String?
    package var isSick: Bool
    /// The shift the quick actions (s, d, n, !) work on.
    package var isSelected = false

    package init(symbol: String, title: String, time: String, location: String, detail: String?, isSick: Bool,
                isSelected: Bool = false) {
        self.symbol = symbol
        self.title = title
        self.time = time
        self.location = location
        self.detail = detail
        self.isSick = isSick
        self.isSelected = isSelected
    }

    /// The symbol of a shift whose type is not known (from another
    /// program): the same everywhere, and never the grid's today mark.
    package static let unknownSymbol = "?"

    /// `shift` as listed on `day` (a shift from the day before says since
    /// when), in `calendar`'s time zone.
    package init(_ shift: ScheduledShift, shownOn day: CalendarDay, calendar: Calendar) {
        var time: String
        if shift.isAllDay {
            time = "all day"
            let last = shift.lastListedDay(in: calendar)
            if last > shift.day { time += ", \(shift.day.shortLabel)–\(last.shortLabel)" }
        } else {
            time = "\(DayFormat.time(shift.start, in: calendar))–\(DayFormat.time(shift.end, in: calendar))"
            if shift.day < day {
                time += " (since \(shift.day.shortLabel))"
            } else if shift.isOvernight(in: calendar) {
                time += " (overnight)"
            }
        }
        var details: [String] = []
        if let sick = shift.sick {
            details.append(sick.reason.isEmpty ? "Sick" : "Sick: \(sick.reason)")
        }
        if !shift.notes.isEmpty { details.append("Notes: \(shift.notes)") }
        self.init(symbol: shift.symbol ?? Self.unknownSymbol, title: shift.title, time: time, location: shift.location ?? "",
                  detail: details.isEmpty ? nil : details.joined(separator: " · "), isSick: shift.sick != nil)
    }
}
