import ShiftModel
import Testing

@Suite("DayArgument")
struct DayArgumentTests {
    let monday = CalendarDay(year: 2026, month: 11, day: 23)

    @Test("words, ISO dates and weekday names", arguments: [
        ("today", "2026-11-23"), ("Tomorrow", "2026-11-24"), ("yesterday", "2026-11-22"),
        ("2027-01-05", "2027-01-05"), ("monday", "2026-11-23"), ("tue", "2026-11-24"),
        ("SUNDAY", "2026-11-29"), (" friday ", "2026-11-27"),
    ])
    func parses(_ text: String, _ expected: String) {
        #expect(DayArgument.parse(text, today: monday)?.description == expected)
    }

    @Test("anything else is refused", arguments: ["", "mo", "someday", "2026-02-30", "23.11.2026", "next week"])
    func refuses(_ text: String) {
        #expect(DayArgument.parse(text, today: monday) == nil)
    }

    @Test("as a range's first day, a weekday is that day of this week, which starts on the given weekday")
    func thisWeeksDay() {
        let saturday = CalendarDay(year: 2026, month: 11, day: 28)
        #expect(DayArgument.resolve("mon", today: saturday, weekStartingOn: 2)
            == .success(CalendarDay(year: 2026, month: 11, day: 23)))
        #expect(DayArgument.resolve("sunday", today: saturday, weekStartingOn: 2)
            == .success(CalendarDay(year: 2026, month: 11, day: 29)))
        #expect(DayArgument.resolve("sun", today: saturday, weekStartingOn: 1)
            == .success(CalendarDay(year: 2026, month: 11, day: 22)))
        #expect(DayArgument.resolve("Saturday", today: saturday, weekStartingOn: 7)
            == .success(saturday))
        #expect(DayArgument.resolve("fri", today: saturday, weekStartingOn: 7)
            == .success(CalendarDay(year: 2026, month: 12, day: 4)))
        #expect(DayArgument.resolve("tomorrow", today: saturday, weekStartingOn: 2)
            == .success(CalendarDay(year: 2026, month: 11, day: 29)))
        #expect(DayArgument.resolve("someday", today: saturday, weekStartingOn: 2) == .failure(.notADate))
    }
}
