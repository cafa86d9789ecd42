import Foundation

/// The one-line export of a date range: one symbol per day, separated
/// by spaces, `~` for a day with no shift, ending with a newline:
/// `E E L ~ N N ~\n`. A day with several shifts joins their symbols with
/// `+` in start order (`E+L`); a shift without a symbol (an event from
/// another program) counts as `?`, as the screens show it (`*` marks a
/// public holiday on the grid). A shift is on the days it is listed on
/// (`DayListing`): an all-day entry of several days on each of them.
package enum SymbolExport {
    package static let noShift = "~"
    package static let unknownSymbol = "?"
    /// The longest range one export may cover.
    package static let maxDays = 3660

    package static func line(from first: CalendarDay, through last: CalendarDay, shifts: [ScheduledShift],
                            in calendar: Calendar) -> String {
        guard first <= last else { return "\n" }
        let byDay = DayListing.byDay(shifts, from: first, through: last, in: calendar)
        var symbols: [String] = []
        for ordinal in first.ordinal...last.ordinal {
            let ofDay = byDay[CalendarDay(ordinal: ordinal)] ?? []
            symbols.append(ofDay.isEmpty ? noShift : ofDay.map { symbol(of: $0) }.joined(separator: "+"))
        }
        return symbols.joined(separator: " ") + "\n"
    }

    private static func symbol(of shift: ScheduledShift) -> String {
        let symbol = (shift.symbol ?? "").filter { !$0.isWhitespace }
        return symbol.isEmpty ? unknownSymbol : symbol
    }
}
