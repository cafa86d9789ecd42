import ShiftModel

/// ISO 8601 week numbers: weeks start on Monday, and week 1 is the one
/// holding the year's first Thursday.
enum ISOWeek {
    static func number(_ day: CalendarDay) -> Int {
        // Monday 1 ... Sunday 7; the week's Thursday decides its year.
        let isoWeekday = (day.weekday + 5) % 7 + 1
        let thursday = day.adding(days: 4 - isoWeekday)
        let firstOfYear = CalendarDay(year: thursday.year, month: 1, day: 1)
        return (thursday.ordinal - firstOfYear.ordinal) / 7 + 1
    }
}
