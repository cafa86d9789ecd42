import Foundation
import ShiftModel
import Testing

@Suite("DaySchedule")
struct DayScheduleTests {
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }()

    func shift(_ id: String, _ day: CalendarDay, _ from: Int, _ to: Int) -> ScheduledShift {
        let base = day.start(in: calendar)
        let endDay = to <= from ? day.adding(days: 1) : day
        return ScheduledShift(
            id: ShiftID(id), day: day,
            start: base.addingTimeInterval(TimeInterval(from * 3600)),
            end: endDay.start(in: calendar).addingTimeInterval(TimeInterval(to * 3600)),
            title: id)
    }

    @Test("splits loaded shifts into the day's (with last night's still running) and the next day's")
    func partition() {
        let day = CalendarDay(year: 2026, month: 11, day: 23)
        let lastNight = shift("night-before", day.adding(days: -1), 22, 6)
        let yesterdayEarly = shift("early-before", day.adding(days: -1), 6, 14)
        let late = shift("late", day, 14, 22)
        let early = shift("early", day, 6, 14)
        let tomorrow = shift("tomorrow", day.adding(days: 1), 6, 14)
        let afterTomorrow = shift("later", day.adding(days: 2), 6, 14)
        let schedule = DaySchedule(day: day, referenceToday: day,
                                   partitioning: [late, tomorrow, lastNight, afterTomorrow, early, yesterdayEarly],
                                   in: calendar)
        #expect(schedule.shifts.map(\.id) == ["night-before", "early", "late"])
        #expect(schedule.nextDayShifts.map(\.id) == ["tomorrow"])
    }

    @Test("a shift loaded twice (its day and the week ahead overlap) counts once: the first of each id, in order")
    func firstOfEachID() {
        let day = CalendarDay(year: 2026, month: 11, day: 23)
        let early = shift("early", day, 6, 14)
        var changed = shift("late", day, 14, 22)
        let late = changed
        changed.title = "second copy"
        let loaded = [late, early, changed, shift("b", day, 8, 9), early, shift("a", day, 9, 10), late]
        let schedule = DaySchedule(day: day, referenceToday: day, partitioning: loaded,
                                   at: early.start, in: calendar)
        #expect(schedule.shifts.map(\.title) == ["early", "b", "a", "late"])
    }

    @Test("the load interval runs from the start of the day before to the end of the day after")
    func loadInterval() {
        let day = CalendarDay(year: 2026, month: 11, day: 23)
        let interval = DaySchedule.loadInterval(for: day, in: calendar)
        #expect(interval.start == CalendarDay(year: 2026, month: 11, day: 22).start(in: calendar))
        #expect(interval.end == CalendarDay(year: 2026, month: 11, day: 25).start(in: calendar))
    }

    @Test("an overnight shift is marked overnight; a day shift and an all-day entry are not")
    func overnight() {
        let day = CalendarDay(year: 2026, month: 11, day: 23)
        #expect(shift("n", day, 22, 6).isOvernight(in: calendar))
        #expect(!shift("e", day, 6, 14).isOvernight(in: calendar))
        var allDay = shift("o", day, 0, 0)
        allDay.isAllDay = true
        #expect(!allDay.isOvernight(in: calendar))
    }
}
