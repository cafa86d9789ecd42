import Foundation
import ShiftModel
import ShiftPresentation
import Testing

@Suite("M1 overnight shifts and the 24-hour limit")
struct OvernightAndLengthTests {
    let f = RuleFixtures()

    @Test("end before start ends the next day, and the shift belongs to its start day")
    func overnight() {
        let night = f.shift(RuleFixtures.night, on: "2026-11-23")
        #expect(night.day == f.day("2026-11-23"))
        #expect(night.start == f.date("2026-11-23", 22))
        #expect(night.end == f.date("2026-11-24", 6))
        #expect(night.isOvernight(in: f.calendar))
        #expect(night.endDay(in: f.calendar) == f.day("2026-11-24"))
        #expect(f.hours(night) == 8)
    }

    @Test("a day shift and an all-day entry end on their own day")
    func notOvernight() {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23")
        let off = f.shift(RuleFixtures.off, on: "2026-11-23")
        #expect(!early.isOvernight(in: f.calendar))
        #expect(!off.isOvernight(in: f.calendar))
        #expect(early.endDay(in: f.calendar) == f.day("2026-11-23"))
        #expect(off.endDay(in: f.calendar) == f.day("2026-11-23"))
        #expect(off.isAllDay && off.start == f.date("2026-11-23", 0) && off.end == f.date("2026-11-24", 0))
    }

    @Test("a shift ending at midnight is not overnight")
    func endingAtMidnight() {
        let type = RuleFixtures.type("eve", "V", "Evening", RuleFixtures.timed(16, 0))
        let shift = f.shift(type, on: "2026-11-23")
        #expect(shift.end == f.date("2026-11-24", 0))
        #expect(!shift.isOvernight(in: f.calendar))
        #expect(f.hours(shift) == 8)
    }

    @Test("a type of 24 hours (end = start) is refused; 23 h 59 min is allowed",
          arguments: [(6, 0, 6, 0, false), (6, 0, 5, 59, true), (0, 0, 23, 59, true), (0, 0, 0, 0, false)])
    func twentyFourHours(startHour: Int, startMinute: Int, endHour: Int, endMinute: Int, allowed: Bool) {
        let result = ShiftDuration.validated(start: TimeOfDay(hour: startHour, minute: startMinute),
                                             end: TimeOfDay(hour: endHour, minute: endMinute))
        if allowed {
            #expect((try? result.get()) != nil)
        } else {
            #expect(result == .failure(.twentyFourHoursOrMore))
        }
    }

    @Test("the limit holds for real instants: 23.5 wall-clock hours across the night the clocks go back are 24.5 hours")
    func realLengthOnFallBack() {
        let long = RuleFixtures.type("long", "X", "Long", RuleFixtures.timed(1, 0, endMinute: 30))
        let onFallBack = f.shift(long, on: "2026-10-24")  // 01:00 on the 24th to 00:30 on the 25th: no change inside
        #expect(f.hours(onFallBack) == 23.5)
        #expect(!ShiftLength.isTooLong(onFallBack))
        let acrossChange = f.shift(RuleFixtures.type("l2", "Y", "Long", RuleFixtures.timed(2, 1, endMinute: 30)),
                                   on: "2026-10-24")  // 02:00 on the 24th to 01:30 on the 25th: still before 03:00
        #expect(f.hours(acrossChange) == 23.5)
        let spanning = f.shift(RuleFixtures.type("l3", "Z", "Long", RuleFixtures.timed(4, 3, endMinute: 30)),
                               on: "2026-10-24")  // 04:00 on the 24th to 03:30 on the 25th: the repeated hour is inside
        #expect(f.hours(spanning) == 24.5)
        #expect(ShiftLength.isTooLong(spanning))
        #expect(ShiftLength.label(seconds: ShiftLength.seconds(of: spanning)) == "24 h 30 min")
        #expect(!ShiftLength.isTooLong(f.shift(RuleFixtures.off, on: "2026-10-25")))  // an all-day entry of 25 h is a day
    }
}

@Suite("M5 durations across daylight-saving changes")
struct DaylightSavingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var zone: String
        var day: String
        var type: ShiftType
        var hours: Double
        var testDescription: String { "\(zone) \(day) \(type.title): \(hours) h" }
    }

    static let cases: [Case] = [
        // Europe/Berlin: clocks go forward 2026-03-29 02:00 -> 03:00, back 2026-10-25 03:00 -> 02:00.
        Case(zone: "Europe/Berlin", day: "2026-03-28", type: RuleFixtures.night, hours: 7),
        Case(zone: "Europe/Berlin", day: "2026-03-29", type: RuleFixtures.early, hours: 8),
        Case(zone: "Europe/Berlin", day: "2026-03-29", type: RuleFixtures.off, hours: 23),
        Case(zone: "Europe/Berlin", day: "2026-10-24", type: RuleFixtures.night, hours: 9),
        Case(zone: "Europe/Berlin", day: "2026-10-25", type: RuleFixtures.off, hours: 25),
        Case(zone: "Europe/Berlin", day: "2026-10-25", type: RuleFixtures.late, hours: 8),
        Case(zone: "Europe/Berlin", day: "2026-11-23", type: RuleFixtures.night, hours: 8),
        // America/New_York: forward 2026-03-08 02:00 -> 03:00, back 2026-11-01 02:00 -> 01:00.
        Case(zone: "America/New_York", day: "2026-03-07", type: RuleFixtures.night, hours: 7),
        Case(zone: "America/New_York", day: "2026-03-08", type: RuleFixtures.off, hours: 23),
        Case(zone: "America/New_York", day: "2026-03-08", type: RuleFixtures.early, hours: 8),
        Case(zone: "America/New_York", day: "2026-10-31", type: RuleFixtures.night, hours: 9),
        Case(zone: "America/New_York", day: "2026-11-01", type: RuleFixtures.off, hours: 25),
        Case(zone: "America/New_York", day: "2026-11-01", type: RuleFixtures.night, hours: 8),
    ]

    @Test("a shift keeps its printed times and is shorter or longer by the hour the clocks moved", arguments: cases)
    func lengths(_ test: Case) {
        let f = RuleFixtures(test.zone)
        let shift = f.shift(test.type, on: test.day)
        #expect(f.hours(shift) == test.hours)
        #expect(shift.day == f.day(test.day))
        if case .timed(let start, let end) = test.type.duration {
            let parts = f.calendar.dateComponents([.hour, .minute], from: shift.start)
            let endParts = f.calendar.dateComponents([.hour, .minute], from: shift.end)
            #expect(TimeOfDay(hour: parts.hour ?? -1, minute: parts.minute ?? -1) == start)
            #expect(TimeOfDay(hour: endParts.hour ?? -1, minute: endParts.minute ?? -1) == end)
        }
    }

    @Test("a start inside the skipped hour moves to the first real minute after it")
    func startInGap() {
        let f = RuleFixtures()
        let type = RuleFixtures.type("gap", "G", "Gap", .timed(start: TimeOfDay(hour: 2, minute: 30),
                                                               end: TimeOfDay(hour: 10, minute: 0)))
        let shift = f.shift(type, on: "2026-03-29")
        #expect(shift.start == f.date("2026-03-29", 3, 30))
        #expect(f.hours(shift) == 6.5)
    }

    @Test("a day is 23 or 25 hours long on the change days in New York too")
    func dayLengths() {
        let f = RuleFixtures("America/New_York")
        #expect(f.day("2026-03-08").interval(in: f.calendar).duration == 23 * 3600)
        #expect(f.day("2026-11-01").interval(in: f.calendar).duration == 25 * 3600)
        #expect(f.day("2026-11-02").interval(in: f.calendar).duration == 24 * 3600)
    }
}

@Suite("M4 overlap")
struct OverlapTests {
    let f = RuleFixtures()

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var a: (ShiftType, String)
        var b: (ShiftType, String)
        var overlaps: Bool
        var testDescription: String { name }
    }

    static let extended = RuleFixtures.type("ext", "X", "Extended", RuleFixtures.timed(5, 13))
    static let fromMidnight = RuleFixtures.type("mid", "M", "From midnight", RuleFixtures.timed(0, 8))
    static let cases: [Case] = [
        Case(name: "the same timed shift twice", a: (RuleFixtures.early, "2026-11-23"), b: (RuleFixtures.early, "2026-11-23"), overlaps: true),
        Case(name: "intersecting timed shifts", a: (RuleFixtures.early, "2026-11-23"), b: (extended, "2026-11-23"), overlaps: true),
        Case(name: "back to back (Early ends 14:00, Late starts 14:00)", a: (RuleFixtures.early, "2026-11-23"), b: (RuleFixtures.late, "2026-11-23"), overlaps: false),
        Case(name: "back to back (Late ends 22:00, Night starts 22:00)", a: (RuleFixtures.late, "2026-11-23"), b: (RuleFixtures.night, "2026-11-23"), overlaps: false),
        Case(name: "last night's overnight shift until 06:00 and an Early at 06:00", a: (RuleFixtures.night, "2026-11-22"), b: (RuleFixtures.early, "2026-11-23"), overlaps: false),
        Case(name: "last night's overnight shift until 06:00 and a shift from 05:00", a: (RuleFixtures.night, "2026-11-22"), b: (extended, "2026-11-23"), overlaps: true),
        Case(name: "last night's overnight shift does not block an all-day entry today", a: (RuleFixtures.night, "2026-11-22"), b: (RuleFixtures.off, "2026-11-23"), overlaps: false),
        Case(name: "tonight's overnight shift clashes with an all-day entry today", a: (RuleFixtures.night, "2026-11-23"), b: (RuleFixtures.off, "2026-11-23"), overlaps: true),
        Case(name: "an all-day entry and a timed shift on the same day", a: (RuleFixtures.off, "2026-11-23"), b: (RuleFixtures.early, "2026-11-23"), overlaps: true),
        Case(name: "an all-day entry and yesterday's Early", a: (RuleFixtures.off, "2026-11-23"), b: (RuleFixtures.early, "2026-11-22"), overlaps: false),
        Case(name: "an all-day entry and a shift from its first minute", a: (RuleFixtures.off, "2026-11-23"), b: (fromMidnight, "2026-11-23"), overlaps: true),
        Case(name: "an all-day entry and a shift from the midnight it ends at", a: (RuleFixtures.off, "2026-11-23"), b: (fromMidnight, "2026-11-24"), overlaps: false),
        Case(name: "two all-day entries on the same day", a: (RuleFixtures.off, "2026-11-23"), b: (RuleFixtures.off, "2026-11-23"), overlaps: true),
        Case(name: "all-day entries on following days", a: (RuleFixtures.off, "2026-11-23"), b: (RuleFixtures.off, "2026-11-24"), overlaps: false),
        Case(name: "two overnight shifts on following nights", a: (RuleFixtures.night, "2026-11-23"), b: (RuleFixtures.night, "2026-11-24"), overlaps: false),
        Case(name: "a night on the day the clocks go back and the next morning's Early", a: (RuleFixtures.night, "2026-10-24"), b: (RuleFixtures.early, "2026-10-25"), overlaps: false),
    ]

    @Test("two shifts clash or not, in both orders", arguments: cases)
    func pairs(_ test: Case) {
        let a = f.shift(test.a.0, on: test.a.1, id: "a")
        let b = f.shift(test.b.0, on: test.b.1, id: "b")
        #expect(ShiftOverlap.conflicts(a, b) == test.overlaps)
        #expect(ShiftOverlap.conflicts(b, a) == test.overlaps)
    }

    @Test("a shift never clashes with itself (same id), so switching it in place is checked against the others")
    func sameID() {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23", id: "x")
        let late = f.shift(RuleFixtures.late, on: "2026-11-23", id: "x")
        #expect(!ShiftOverlap.conflicts(early, late))
        #expect(!ShiftOverlap.conflicts(early, early))
    }

    @Test("the first shift in the way is the earliest one")
    func firstConflict() {
        let candidate = f.shift(RuleFixtures.off, on: "2026-11-23", id: "new")
        let late = f.shift(RuleFixtures.late, on: "2026-11-23")
        let early = f.shift(RuleFixtures.early, on: "2026-11-23")
        let yesterday = f.shift(RuleFixtures.night, on: "2026-11-22")
        #expect(ShiftOverlap.firstConflict(for: candidate, in: [late, yesterday, early]) == early)
        #expect(ShiftOverlap.firstConflict(for: candidate, in: [yesterday]) == nil)
    }
}
