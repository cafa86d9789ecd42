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
}
