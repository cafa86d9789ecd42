import Foundation
import ShiftModel

/// The printable month in words and plain facts, made once from the model:
/// the HTML page (`MonthPage`) and the text grid (`MonthText`) are two
/// drawings of it, so they always say the same. Text from files is cleaned
/// here (`PrintableText.clean`); each drawing escapes it for its medium.
package struct MonthSheet: Hashable, Sendable {
    /// A shift as its day's cell shows it.
    package struct Entry: Hashable, Sendable {
        package var symbol: String
        /// Nil for an all-day entry.
        package var times: ClockTimes?
        package var color: TypeColor
        package var isSick: Bool

        package init(symbol: String, times: ClockTimes?, color: TypeColor, isSick: Bool) {
            self.symbol = symbol
            self.times = times
            self.color = color
            self.isSick = isSick
        }
    }

    /// A start and an end by the wall clock (the end may be the next day).
    package struct ClockTimes: Hashable, Sendable {
        package var start: TimeOfDay
        package var end: TimeOfDay

        package init(start: TimeOfDay, end: TimeOfDay) {
            self.start = start
            self.end = end
        }
    }

    /// A day of the month: its holiday and the shifts that start on it.
    package struct Day: Hashable, Sendable {
        package var day: CalendarDay
        package var holiday: String?
        package var entries: [Entry]

        package init(day: CalendarDay, holiday: String?, entries: [Entry]) {
            self.day = day
            self.holiday = holiday
            self.entries = entries
        }
    }

    /// When a type's shifts take place, as the legend says it.
    package enum LegendTimes: Hashable, Sendable {
        case allDay
        case timed(ClockTimes)
        /// Shifts from elsewhere under one title at different times.
        case various
    }

    /// One type used in the month.
    package struct LegendRow: Hashable, Sendable {
        package var symbol: String
        package var title: String
        package var times: LegendTimes
        package var location: String
        package var color: TypeColor

        package init(symbol: String, title: String, times: LegendTimes, location: String, color: TypeColor) {
            self.symbol = symbol
            self.title = title
            self.times = times
            self.location = location
            self.color = color
        }
    }

    /// A shift's note, with the day and the shift it belongs to.
    package struct Note: Hashable, Sendable {
        package var day: CalendarDay
        /// `E Early`
        package var shift: String
        package var text: String

        package init(day: CalendarDay, shift: String, text: String) {
            self.day = day
            self.shift = shift
            self.text = text
        }
    }

    /// A public holiday of the month.
    package struct Holiday: Hashable, Sendable {
        package var day: CalendarDay
        package var name: String

        package init(day: CalendarDay, name: String) {
            self.day = day
            self.name = name
        }
    }

    /// A figure of the month's totals: `Worked`, `152 h 30 min`.
    package struct Total: Hashable, Sendable {
        package var label: String
        package var value: String

        package init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    package var month: YearMonth
    /// `December 2026`
    package var title: String
    /// The profile's name; empty when not set.
    package var owner: String
    /// `Mon` ... in column order, from the first-weekday setting.
    package var weekdays: [String]
    /// Whole weeks; nil for the days of the months before and after.
    package var weeks: [[Day?]]
    package var legend: [LegendRow]
    package var notes: [Note]
    /// The month's public holidays, in day order (the text grid has no room for their names).
    package var holidays: [Holiday]
    /// The month's figures, general ones first, then one per type.
    package var totals: [Total]
    package var typeTotals: [Total]

    /// The longest note the sheet prints: what the shift editor accepts.
    /// A longer one (written by another program) is cut, so that the month
    /// still fits one sheet.
    package static let maxNoteLength = 200

    /// The sheet of `month`: each day with the shifts listed on it (an
    /// all-day entry of several days on each, `DayListing`), notes and
    /// totals of those that start in it; the catalog (types, locations, first weekday, profile),
    /// the imported holidays and the month's `statistics`
    /// (`HoursCalculator.statistics` over the month), in `calendar`'s time zone.
    package init(month: YearMonth, shifts: [ScheduledShift], catalog: Catalog, holidays: PublicHolidays,
                statistics: HoursStatistics, calendar: Calendar) {
        let palette = TypePalette(catalog)
        let own = shifts.filter { YearMonth($0.day) == month }.sorted(by: ScheduledShift.startOrder)
        let byDay = DayListing.byDay(shifts, from: month.firstDay, through: month.lastDay, in: calendar)

        self.month = month
        title = "\(DayNames.months[month.month - 1]) \(month.year)"
        owner = PrintableText.clean(catalog.profile.displayName)
        let grid = MonthGrid(month: month, firstWeekday: catalog.settings.firstWeekday.number)
        weekdays = grid.weekdayOrder.map { String(DayNames.weekdays[$0 - 1].prefix(3)) }
        weeks = grid.weeks.map { week in
            week.map { day in
                guard YearMonth(day) == month else { return nil }
                return Day(day: day, holiday: holidays.name(on: day).map(PrintableText.clean),
                           entries: (byDay[day] ?? []).map { shift in
                               Entry(symbol: Self.symbol(of: shift), times: Self.times(of: shift, in: calendar),
                                     color: palette.color(of: shift), isSick: shift.sick != nil)
                           })
            }
        }
        self.holidays = month.firstDay.through(month.lastDay).compactMap { day in
            holidays.name(on: day).map { Holiday(day: day, name: PrintableText.clean($0)) }
        }
        notes = own.compactMap { shift in
            let text = PrintableText.clean(shift.notes)
            guard !text.isEmpty else { return nil }
            return Note(day: shift.day, shift: PrintableText.clean(shift.name),
                        text: PrintableText.cut(text, to: Self.maxNoteLength))
        }

        var legend: [LegendRow] = []
        var typeTotals: [Total] = []
        // The counted types with their figures, then what the grid shows
        // but the hours leave out (not work, no known type), so every
        // symbol on the page is in the legend.
        var rows = statistics.byType.map { (key: $0.key, value: HoursWords.typeFigures($0)) }
        var leftOut: [HoursStatistics.TypeKey: Int] = [:]
        for shift in own where shift.absence == nil {
            let key = HoursStatistics.TypeKey(shift, in: catalog)
            if !rows.contains(where: { $0.key == key }) { leftOut[key, default: 0] += 1 }
        }
        rows += HoursStatistics.TypeKey.inOrder(Array(leftOut.keys), catalog: catalog).map { key in
            (key: key, value: HoursWords.notCounted(leftOut[key] ?? 0))
        }
        for total in rows {
            let row: LegendRow
            switch total.key {
            case .type(let id):
                guard let type = catalog.shiftType(id) else { continue }
                let times: LegendTimes = switch type.duration {
                case .allDay: .allDay
                case .timed(let start, let end): .timed(ClockTimes(start: start, end: end))
                }
                row = LegendRow(symbol: PrintableText.clean(type.symbol), title: PrintableText.clean(type.title),
                                times: times,
                                location: PrintableText.clean(catalog.location(type.locationID)?.name ?? ""),
                                color: palette.color(of: type))
            case .other(let title):
                let alike = own.filter { $0.title == title && $0.shiftTypeID.flatMap(catalog.shiftType) == nil }
                guard let first = alike.first else { continue }
                let times = Set(alike.map { Self.times(of: $0, in: calendar) })
                let locations = Set(alike.map { $0.location ?? "" })
                row = LegendRow(symbol: Self.symbol(of: first), title: PrintableText.clean(title),
                                times: times.count > 1 ? .various : first.isAllDay ? .allDay
                                    : Self.times(of: first, in: calendar).map(LegendTimes.timed) ?? .allDay,
                                location: locations.count == 1 ? PrintableText.clean(first.location ?? "") : "",
                                color: palette.color(of: first))
            }
            legend.append(row)
            typeTotals.append(Total(label: [row.symbol, row.title].filter { !$0.isEmpty }.joined(separator: " "),
                                    value: total.value))
        }
        // Absences last, a row a kind on the page (one begun the month
        // before too), with the weekdays that count toward the target.
        var absences: [AbsenceKind: ScheduledShift] = [:]
        for shift in byDay.values.joined() {
            if let kind = shift.absence, absences[kind] == nil { absences[kind] = shift }
        }
        for kind in AbsenceKind.allCases {
            guard let shift = absences[kind] else { continue }
            let row = LegendRow(symbol: Self.symbol(of: shift), title: LeaveWords.kind(kind), times: .allDay, location: "",
                                color: palette.color(of: shift))
            legend.append(row)
            typeTotals.append(Total(label: "\(row.symbol) \(row.title)",
                                    value: (statistics.absenceDays[kind] ?? 0).counted("day")))
        }
        self.legend = legend
        self.typeTotals = typeTotals
        totals = MonthSheetWords.totals(statistics)
    }

    /// A shift's symbol as its cell shows it: `?` for an event without one.
    static func symbol(of shift: ScheduledShift) -> String {
        let symbol = PrintableText.clean(shift.symbol ?? "")
        return symbol.isEmpty ? ShiftRow.unknownSymbol : symbol
    }

    static func times(of shift: ScheduledShift, in calendar: Calendar) -> ClockTimes? {
        guard !shift.isAllDay else { return nil }
        return ClockTimes(start: clock(shift.start, calendar), end: clock(shift.end, calendar))
    }

    static func clock(_ date: Date, _ calendar: Calendar) -> TimeOfDay {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }

    /// The month's days in order, for the drawings that list them.
    package var days: [Day] { weeks.flatMap { $0.compactMap { $0 } } }

    /// Whether any shift of the month is marked sick (the text grid explains its mark then).
    package var hasSickShifts: Bool { days.contains { $0.entries.contains(where: \.isSick) } }
}
