import Foundation
import ShiftModel
import ShiftPresentation
import Testing

@Suite("Shift status, what is on now, and the week ahead")
struct ShiftStatusTests {
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }()
    let day = CalendarDay(year: 2026, month: 11, day: 23)

    func shift(_ id: String, _ day: CalendarDay, _ from: Int, _ to: Int, sick: Bool = false) -> ScheduledShift {
        let base = day.start(in: calendar)
        let endDay = to <= from ? day.adding(days: 1) : day
        return ScheduledShift(
            id: ShiftID(id), day: day,
            start: base.addingTimeInterval(TimeInterval(from * 3600)),
            end: endDay.start(in: calendar).addingTimeInterval(TimeInterval(to * 3600)),
            title: id, sick: sick ? SickMark(reason: "") : nil)
    }

    func at(_ hour: Int, _ minute: Int, _ second: Int = 0, on day: CalendarDay? = nil) -> Date {
        (day ?? self.day).start(in: calendar).addingTimeInterval(TimeInterval(hour * 3600 + minute * 60 + second))
    }

    @Test("upcoming until the start minute, running from it, done from the end minute")
    func boundaries() {
        let early = shift("early", day, 6, 14)
        #expect(ShiftStatus(of: early, at: at(3, 50)) == .upcoming(minutesToStart: 130))
        #expect(ShiftStatus(of: early, at: at(5, 59)) == .upcoming(minutesToStart: 1))
        #expect(ShiftStatus(of: early, at: at(6, 0)) == .running(minutesDone: 0, minutesLeft: 480))
        #expect(ShiftStatus(of: early, at: at(8, 48)) == .running(minutesDone: 168, minutesLeft: 312))
        #expect(ShiftStatus(of: early, at: at(13, 59)) == .running(minutesDone: 479, minutesLeft: 1))
        #expect(ShiftStatus(of: early, at: at(14, 0)) == .done)
        // Between whole minutes (an imported shift, or now not on a minute): never "in 0 min".
        #expect(ShiftStatus(of: early, at: at(5, 59, 30)) == .upcoming(minutesToStart: 1))
        #expect(ShiftStatus(of: early, at: at(13, 59, 30)) == .running(minutesDone: 479, minutesLeft: 1))
    }

    @Test("a night shift runs across midnight")
    func overnight() {
        let night = shift("night", day, 22, 6)
        let tomorrow = day.adding(days: 1)
        #expect(ShiftStatus(of: night, at: at(23, 59)) == .running(minutesDone: 119, minutesLeft: 361))
        #expect(ShiftStatus(of: night, at: at(0, 0, on: tomorrow)) == .running(minutesDone: 120, minutesLeft: 360))
        #expect(ShiftStatus(of: night, at: at(6, 0, on: tomorrow)) == .done)
    }

    @Test("progress is the part behind")
    func progress() {
        #expect(ShiftStatus.running(minutesDone: 120, minutesLeft: 360).progress == 0.25)
        #expect(ShiftStatus.upcoming(minutesToStart: 5).progress == nil)
        #expect(ShiftStatus.done.progress == nil)
    }

    @Test("the minute of a date drops its seconds")
    func minute() {
        #expect(ShiftStatus.minute(of: at(9, 48, 59)) == at(9, 48))
        #expect(ShiftStatus.minute(of: at(9, 48)) == at(9, 48))
    }

    @Test("what is on: the running shift; else the next one; sick shifts left out")
    func current() {
        let lastNight = shift("night", day.adding(days: -1), 22, 6)
        let early = shift("early", day, 6, 14)
        let late = shift("late", day.adding(days: 1), 14, 22, sick: true)
        let night = shift("night2", day.adding(days: 2), 22, 6)
        let all = [night, late, early, lastNight]
        #expect(CurrentShift(among: all, at: at(5, 0)) == .running(lastNight, minutesLeft: 60))
        #expect(CurrentShift(among: all, at: at(6, 0)) == .running(early, minutesLeft: 480))
        // After the early shift the sick late is skipped: the next is the night after.
        #expect(CurrentShift(among: all, at: at(15, 0)) == .next(night, minutesToStart: 55 * 60))
        #expect(CurrentShift(among: all, at: at(6, 0, on: day.adding(days: 3))) == .nothing)
    }

    @Test("the day and the week ahead are one load when they touch, two when the day is far off")
    func loadIntervals() {
        let week = DateInterval(start: day.adding(days: -1).start(in: calendar), end: day.adding(days: 7).start(in: calendar))
        #expect(DaySchedule.loadIntervals(for: day, today: day, in: calendar) == [week])
        #expect(DaySchedule.loadIntervals(for: day.adding(days: 6), today: day, in: calendar) == [
            DateInterval(start: week.start, end: day.adding(days: 8).start(in: calendar)),
        ])
        // The day before the week's range ends where it begins: still one.
        #expect(DaySchedule.loadIntervals(for: day.adding(days: -3), today: day, in: calendar) == [
            DateInterval(start: day.adding(days: -4).start(in: calendar), end: week.end),
        ])
        let far = day.adding(days: 60)
        #expect(DaySchedule.loadIntervals(for: far, today: day, in: calendar)
            == [week, DaySchedule.loadInterval(for: far, in: calendar)])
    }

    @Test("the outlook holds today's and the next six days' shifts and last night's running in, in start order")
    func outlook() {
        let lastNight = shift("night", day.adding(days: -1), 22, 6)
        let yesterday = shift("yesterday", day.adding(days: -1), 6, 14)
        let early = shift("early", day, 6, 14)
        let sunday = shift("sunday", day.adding(days: 6), 6, 14)
        let monday = shift("monday", day.adding(days: 7), 6, 14)
        let loaded = DaySchedule(day: day, referenceToday: day, partitioning: [monday, sunday, early, yesterday, lastNight, early],
                                 at: at(9, 48, 20), in: calendar)
        #expect(loaded.outlook == Outlook(start: day, shifts: [lastNight, early, sunday]))
        #expect(loaded.loadedAt == at(9, 48))
        #expect(loaded.shifts == [lastNight, early])
        #expect(loaded.outlook?.shifts(startingOn: day.adding(days: 6)) == [sunday])
        #expect(loaded.outlook?.days.count == 7)
    }

    @Test("spans and statuses in words")
    func words() {
        #expect(StatusWords.span(minutes: 0) == "0 min")
        #expect(StatusWords.span(minutes: 45) == "45 min")
        #expect(StatusWords.span(minutes: 130) == "2 h 10 min")
        #expect(StatusWords.span(minutes: 900) == "15 h")
        #expect(StatusWords.span(minutes: 24 * 60 + 3 * 60 + 59) == "1 d 3 h")
        #expect(StatusWords.span(minutes: 2 * 24 * 60) == "2 d")
        #expect(StatusWords.status(.upcoming(minutesToStart: 130)) == "in 2 h 10 min")
        #expect(StatusWords.status(.running(minutesDone: 10, minutesLeft: 312)) == "on shift, 5 h 12 min left")
        #expect(StatusWords.status(.done) == "done")
    }

    @Test("what is on, in words, with days named from now")
    func currentWords() {
        let early = ScheduledShift(id: "e", day: day.adding(days: 1), start: at(6, 0, on: day.adding(days: 1)),
                                   end: at(14, 0, on: day.adding(days: 1)), title: "Early")
        #expect(StatusWords.current(.next(early, minutesToStart: 900), at: at(15, 0), calendar: calendar)
            == "next: Early tomorrow 06:00, in 15 h")
        #expect(StatusWords.current(.next(early, minutesToStart: 60), at: at(5, 0, on: day.adding(days: 1)),
                                    calendar: calendar) == "next: Early today 06:00, in 1 h")
        #expect(StatusWords.current(.next(early, minutesToStart: 3000), at: at(9, 0, on: day.adding(days: -1)),
                                    calendar: calendar) == "next: Early Tue 24 Nov 06:00, in 2 d 2 h")
        #expect(StatusWords.current(.running(early, minutesLeft: 312), at: at(8, 48, on: day.adding(days: 1)),
                                    calendar: calendar) == "on shift: Early until 14:00, 5 h 12 min left")
        #expect(StatusWords.current(.nothing, at: at(9, 0), calendar: calendar) == "nothing in the next 7 days")
    }
}
