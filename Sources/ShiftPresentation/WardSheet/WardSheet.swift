import Foundation
import ShiftModel

/// The team's month to print, in words and plain facts: a row per person
/// (in the order given), a column per day, each cell the symbols of the
/// shifts listed on that day in their type's colour; weekends and public
/// holidays marked, a legend of every symbol shown. The page (`WardPage`)
/// and the text grid (`WardText`) are two drawings of it. Text from files
/// is cleaned here (`PrintableText.clean`); each drawing escapes it.
package struct WardSheet: Hashable, Sendable {
    /// Someone whose row the sheet has, and what their calendar gave.
    package struct Person: Hashable, Sendable {
        package var name: String
        package var shifts: Result<[ScheduledShift], MemberCalendarProblem>

        package init(name: String, shifts: Result<[ScheduledShift], MemberCalendarProblem>) {
            self.name = name
            self.shifts = shifts
        }
    }

    /// A shift as its day's cell shows it.
    package struct Mark: Hashable, Sendable {
        package var symbol: String
        package var color: TypeColor

        package init(symbol: String, color: TypeColor) {
            self.symbol = symbol
            self.color = color
        }
    }

    /// A day of the month as its column's head shows it.
    package struct Column: Hashable, Sendable {
        package var day: CalendarDay
        /// `Tu`
        package var weekday: String
        package var isWeekend: Bool
        /// The public holiday's name, if the day is one.
        package var holiday: String?

        package init(day: CalendarDay, weekday: String, isWeekend: Bool, holiday: String?) {
            self.day = day
            self.weekday = weekday
            self.isWeekend = isWeekend
            self.holiday = holiday
        }
    }

    package enum Cells: Hashable, Sendable {
        /// One cell per day of the month, each the marks of its shifts.
        case days([[Mark]])
        /// Why the person's shifts are not shown, in a sentence.
        case problem(String)
    }

    package struct Row: Hashable, Sendable {
        package var name: String
        package var cells: Cells

        package init(name: String, cells: Cells) {
            self.name = name
            self.cells = cells
        }
    }

    /// One symbol the rows show.
    package struct LegendRow: Hashable, Sendable {
        package var symbol: String
        package var title: String
        package var times: MonthSheet.LegendTimes
        package var color: TypeColor

        package init(symbol: String, title: String, times: MonthSheet.LegendTimes, color: TypeColor) {
            self.symbol = symbol
            self.title = title
            self.times = times
            self.color = color
        }
    }

    package var month: YearMonth
    /// `Team rota, December 2026`
    package var title: String
    /// `Printed Sun 29 Nov 2026`
    package var printed: String
    package var columns: [Column]
    package var rows: [Row]
    /// The user's types first, in the catalog's order, then the colleagues' own ones.
    package var legend: [LegendRow]
    package var holidays: [MonthSheet.Holiday]

    /// The sheet of `month` for `people`: each one's shifts matched to the
    /// user's `catalog` (`TeamTypeMatcher`: a matched shift has the type's
    /// symbol and colour, another its own symbol and a colour of its title),
    /// the imported `holidays`, printed on `printed`, in `calendar`'s time zone.
    package init(month: YearMonth, people: [Person], catalog: Catalog, holidays: PublicHolidays,
                printed: CalendarDay, calendar: Calendar) {
        self.month = month
        title = "Team rota, \(DayNames.months[month.month - 1]) \(month.year)"
        self.printed = "Printed \(printed.mediumLabel)"
        let days = Array(month.firstDay.through(month.lastDay))
        columns = days.map { day in
            Column(day: day, weekday: String(day.shortWeekdayName.prefix(2)), isWeekend: day.isWeekend,
                   holiday: holidays.name(on: day).map(PrintableText.clean))
        }
        self.holidays = days.compactMap { day in
            holidays.name(on: day).map { MonthSheet.Holiday(day: day, name: PrintableText.clean($0)) }
        }

        var legend = Legend(catalog: catalog, calendar: calendar)
        rows = people.map { person in
            let name = PrintableText.clean(person.name)
            switch person.shifts {
            case .failure(let problem):
                return Row(name: name, cells: .problem(PrintableText.clean("Not shown: " + TeamWords.problem(problem))))
            case .success(let shifts):
                let byDay = DayListing.byDay(shifts, from: month.firstDay, through: month.lastDay, in: calendar)
                return Row(name: name, cells: .days(days.map { day in
                    (byDay[day] ?? []).map { legend.mark($0) }
                }))
            }
        }
        self.legend = legend.rows
    }

    /// Every symbol the rows show, gathered as the marks are made.
    struct Legend {
        enum Key: Hashable {
            case type(ShiftTypeID)
            case own(symbol: String, title: String)
        }

        let matcher: TeamTypeMatcher
        let palette: TypePalette
        let catalogOrder: [ShiftTypeID: Int]
        let calendar: Calendar
        var found: [Key: (row: LegendRow, times: Set<MonthSheet.ClockTimes?>)] = [:]

        init(catalog: Catalog, calendar: Calendar) {
            matcher = TeamTypeMatcher(catalog)
            palette = TypePalette(catalog)
            catalogOrder = Dictionary(catalog.shiftTypes.enumerated().map { ($0.element.id, $0.offset) },
                                      uniquingKeysWith: { first, _ in first })
            self.calendar = calendar
        }

        mutating func mark(_ shift: ScheduledShift) -> Mark {
            let key: Key, row: LegendRow
            if let type = matcher.type(of: shift) {
                let symbol = PrintableText.clean(type.symbol)
                key = .type(type.id)
                row = LegendRow(symbol: symbol.isEmpty ? ShiftRow.unknownSymbol : symbol,
                                title: PrintableText.clean(type.title), times: .allDay, color: palette.color(of: type))
            } else {
                let symbol = MonthSheet.symbol(of: shift), title = PrintableText.clean(shift.title)
                key = .own(symbol: symbol, title: title)
                row = LegendRow(symbol: symbol, title: title, times: .allDay, color: palette.color(of: shift))
            }
            found[key, default: (row, [])].times.insert(MonthSheet.times(of: shift, in: calendar))
            return Mark(symbol: row.symbol, color: row.color)
        }

        /// The user's types in the catalog's order, then the others by symbol and title.
        var rows: [LegendRow] {
            func order(_ key: Key) -> (Int, String, String) {
                switch key {
                case .type(let id): (catalogOrder[id] ?? 0, "", "")
                case .own(let symbol, let title): (Int.max, symbol, title)
                }
            }
            return found.sorted { order($0.key) < order($1.key) }.map { _, value in
                var row = value.row
                if value.times.count > 1 {
                    row.times = .various
                } else if let times = value.times.first ?? nil {
                    row.times = .timed(times)
                }
                return row
            }
        }
    }
}
