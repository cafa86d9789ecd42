import Foundation
import ShiftModel
import Testing

@Suite("M5 the calendar's first weekday and the month grid")
struct MonthGridTests {
    func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso) ?? CalendarDay(ordinal: 0) }

    @Test("November 2026 starts on a Sunday: first column with Sunday first, last column with Monday first")
    func sundayStart() {
        let november = YearMonth(year: 2026, month: 11)
        #expect(november.firstDay.weekday == 1)

        let sundayFirst = MonthGrid(month: november, firstWeekday: 1)
        #expect(sundayFirst.weekdayOrder == [1, 2, 3, 4, 5, 6, 7])
        #expect(sundayFirst.weeks.count == 5)
        #expect(sundayFirst.weeks[0][0] == day("2026-11-01"))
        #expect(sundayFirst.weeks[4][6] == day("2026-12-05"))

        let mondayFirst = MonthGrid(month: november, firstWeekday: 2)
        #expect(mondayFirst.weekdayOrder == [2, 3, 4, 5, 6, 7, 1])
        #expect(mondayFirst.weeks.count == 6)
        #expect(mondayFirst.weeks[0][0] == day("2026-10-26"))
        #expect(mondayFirst.weeks[0][6] == day("2026-11-01"))
        #expect(mondayFirst.weeks[5][0] == day("2026-11-30"))
        #expect(mondayFirst.position(of: day("2026-11-23")).map { [$0.row, $0.column] } == [4, 0])
    }

    @Test("June 2026 starts on a Monday: first column with Monday first")
    func mondayStart() {
        let june = YearMonth(year: 2026, month: 6)
        #expect(june.firstDay.weekday == 2)
        let mondayFirst = MonthGrid(month: june, firstWeekday: 2)
        #expect(mondayFirst.weeks[0][0] == day("2026-06-01"))
        #expect(mondayFirst.weeks.count == 5)
        let sundayFirst = MonthGrid(month: june, firstWeekday: 1)
        #expect(sundayFirst.weeks[0][0] == day("2026-05-31"))
        #expect(sundayFirst.weeks[0][1] == day("2026-06-01"))
    }

    @Test("February 2026 with Sunday first fills exactly four weeks; Saturday first works too")
    func fourWeeks() {
        let february = MonthGrid(month: YearMonth(year: 2026, month: 2), firstWeekday: 1)
        #expect(february.weeks.count == 4)
        #expect(february.weeks.flatMap { $0 }.count == 28)
        let saturdayFirst = MonthGrid(month: YearMonth(year: 2026, month: 2), firstWeekday: 7)
        #expect(saturdayFirst.weekdayOrder == [7, 1, 2, 3, 4, 5, 6])
        #expect(saturdayFirst.weeks[0][0] == day("2026-01-31"))
    }

    @Test("every grid holds each day of its month once, in order, in whole weeks",
          arguments: Array(1...12), [1, 2, 7])
    func allDays(month: Int, firstWeekday: Int) {
        let grid = MonthGrid(month: YearMonth(year: 2028, month: month), firstWeekday: firstWeekday)
        let days = grid.weeks.flatMap { $0 }
        #expect(days.allSatisfy { $0.weekday == grid.weekdayOrder[days.firstIndex(of: $0)! % 7] })
        #expect(zip(days, days.dropFirst()).allSatisfy { $1.ordinal == $0.ordinal + 1 })
        #expect(days.filter { YearMonth($0) == grid.month }.count == grid.month.dayCount)
        #expect((4...6).contains(grid.weeks.count))
        #expect(grid.weeks.first?.contains(grid.month.firstDay) == true)
        #expect(grid.weeks.last?.contains(grid.month.lastDay) == true)
    }

    @Test("a calendar's first weekday reaches the grid")
    func fromCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.firstWeekday = 2
        #expect(MonthGrid(month: YearMonth(year: 2026, month: 11), firstWeekday: calendar.firstWeekday).weeks[0][0]
            == day("2026-10-26"))
    }

    @Test("months add across years; a day keeps its number or clamps to the month's end")
    func monthArithmetic() {
        #expect(YearMonth(year: 2026, month: 12).adding(months: 1) == YearMonth(year: 2027, month: 1))
        #expect(YearMonth(year: 2026, month: 1).adding(months: -1) == YearMonth(year: 2025, month: 12))
        #expect(YearMonth(year: 2026, month: 1).adding(months: -25) == YearMonth(year: 2023, month: 12))
        #expect(YearMonth(year: 2026, month: 11).distance(to: YearMonth(year: 2027, month: 2)) == 3)
        #expect(day("2026-01-31").adding(months: 1) == day("2026-02-28"))
        #expect(day("2024-01-31").adding(months: 1) == day("2024-02-29"))
        #expect(day("2026-03-31").adding(months: -1) == day("2026-02-28"))
        #expect(day("2026-11-23").adding(months: 12) == day("2027-11-23"))
        #expect(YearMonth(year: 2026, month: 2).dayCount == 28)
        #expect(YearMonth(year: 2026, month: 11).description == "2026-11")
    }
}
