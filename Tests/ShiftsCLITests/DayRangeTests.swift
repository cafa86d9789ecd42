import Foundation
import ShiftModel
import Testing
@testable import shifts

/// `--from` and `--to` as days, with today fixed: the README's `shifts list
/// --from mon --to sun` is this week (Monday first) on each day of it.
@Suite("--from and --to: weekday names against a fixed today")
struct DayRangeTests {
    static let monday = CalendarDay(year: 2026, month: 11, day: 23)
    static let week = (0..<7).map { monday.adding(days: $0) }

    @Test("--from mon --to sun is Monday 23 to Sunday 29 on every day of that week", arguments: week)
    func thisWeek(_ today: CalendarDay) throws {
        let range = try ShiftQueryRun.range(from: "mon", to: "sun", days: 7, today: today)
        #expect(range.first == CalendarDay(year: 2026, month: 11, day: 23))
        #expect(range.last == CalendarDay(year: 2026, month: 11, day: 29))
    }

    @Test("a weekday --from is this week's, even when past; a weekday --to the first on or after it", arguments: week)
    func fromFridayToTuesday(_ today: CalendarDay) throws {
        let range = try ShiftQueryRun.range(from: "Friday", to: "tue", days: 7, today: today)
        #expect(range.first == CalendarDay(year: 2026, month: 11, day: 27))
        #expect(range.last == CalendarDay(year: 2026, month: 12, day: 1))
        // Without --to: the default length from this week's day.
        let alone = try ShiftQueryRun.range(from: "wed", to: nil, days: 7, today: today)
        #expect(alone.first == CalendarDay(year: 2026, month: 11, day: 25))
        #expect(alone.last == CalendarDay(year: 2026, month: 12, day: 1))
    }

    @Test("alone, a weekday is the next such day, today included", arguments: week)
    func dateAlone(_ today: CalendarDay) throws {
        let friday = try ShiftQueryRun.day("fri", option: nil, today: today)
        let thisFriday = CalendarDay(year: 2026, month: 11, day: 27)
        let expected = today <= thisFriday ? thisFriday : CalendarDay(year: 2026, month: 12, day: 4)
        #expect(friday == expected)
    }

    @Test("a week starting on Sunday: from Sunday 22 on each day of that week")
    func sundayFirst() throws {
        for offset in -1..<6 {
            let today = Self.monday.adding(days: offset)
            let range = try ShiftQueryRun.range(from: "mon", to: "sun", days: 7, today: today, firstWeekday: 1)
            #expect(range.first == CalendarDay(year: 2026, month: 11, day: 23), "today \(today)")
            #expect(range.last == CalendarDay(year: 2026, month: 11, day: 29), "today \(today)")
            let sunday = try ShiftQueryRun.range(from: "sun", to: "sat", days: 7, today: today, firstWeekday: 1)
            #expect(sunday.first == CalendarDay(year: 2026, month: 11, day: 22), "today \(today)")
            #expect(sunday.last == CalendarDay(year: 2026, month: 11, day: 28), "today \(today)")
        }
    }

    @Test("dates and words in --from mean what they always did")
    func otherWords() throws {
        let wednesday = CalendarDay(year: 2026, month: 11, day: 25)
        #expect(try ShiftQueryRun.range(from: "today", to: nil, days: 1, today: wednesday).first == wednesday)
        #expect(try ShiftQueryRun.range(from: "2026-12-24", to: nil, days: 1, today: wednesday).first
            == CalendarDay(year: 2026, month: 12, day: 24))
        // A refusal is not tried here: it writes through CommandOutput, which
        // ignores SIGPIPE in this process and so in every child a later test starts.
    }
}
