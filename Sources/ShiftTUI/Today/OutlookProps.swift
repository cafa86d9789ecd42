import Foundation
import ShiftModel
import ShiftPresentation
import Terminal

/// The Today screen's strip of the week ahead: each day's symbols in their
/// type's colour, and how many shifts of each type it holds.
package struct OutlookProps: Hashable, Sendable {
    package struct Day: Hashable, Sendable {
        /// `Mon 23`
        package var label: String
        /// `23`, where `label` does not fit.
        package var narrowLabel: String
        package var symbols: [Symbol]
        package var isToday: Bool
        /// The day Today shows (`o` opens it in the Schedule).
        package var isShown: Bool
    }

    package struct Symbol: Hashable, Sendable {
        package var text: String
        var color: TerminalColor
        package var isSick: Bool
    }

    /// `Next 7 days · 5 shifts`
    package var heading: String
    /// `annual leave from Mon 21 Dec`, `annual leave until Fri 11 Dec`: the
    /// next absence (the loader looks a year ahead), after the counts.
    package var leave: String?
    /// Per type, in order of first appearance: `E` and `2`.
    package var counts: [TypeCount]
    package var days: [Day]

    static var dayCountShown: Int { Outlook.dayCount }

    package struct TypeCount: Hashable, Sendable {
        package var symbol: Symbol
        package var count: Int
    }

    init(_ outlook: Outlook, shown: CalendarDay?, colors: TypeColors, calendar: Calendar) {
        func symbol(_ shift: ScheduledShift) -> Symbol {
            Symbol(text: shift.symbol ?? "?", color: colors.color(of: shift), isSick: shift.sick != nil)
        }
        let week = outlook.days
        let byDay = week.last.map { DayListing.byDay(outlook.shifts, from: outlook.start, through: $0, in: calendar) } ?? [:]
        days = week.map { day in
            Day(label: "\(day.shortWeekdayName) \(day.day)", narrowLabel: "\(day.day)",
                symbols: (byDay[day] ?? []).map(symbol), isToday: day == outlook.start, isShown: day == shown)
        }
        let inWeek = outlook.shifts.filter { $0.day >= outlook.start && $0.absence == nil }
        var counts: [TypeCount] = []
        for shift in inWeek {
            let key = symbol(shift)
            if let index = counts.firstIndex(where: { $0.symbol.text == key.text }) {
                counts[index].count += 1
            } else {
                counts.append(TypeCount(symbol: Symbol(text: key.text, color: key.color, isSick: false), count: 1))
            }
        }
        self.counts = counts
        heading = "Next \(Outlook.dayCount) days · \(inWeek.count.counted("shift"))"
        leave = (outlook.nextLeave ?? LeaveAccount.next(from: outlook.start, in: outlook.shifts, calendar: calendar)).map {
            LeaveWords.upcoming($0, today: outlook.start, calendar: calendar)
        }
    }
}
