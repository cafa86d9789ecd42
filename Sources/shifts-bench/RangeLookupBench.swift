import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

/// The range lookup alone: the ranges a day move on Today asks for, on a
/// calendar already read and its events in them already decoded, so what is
/// timed is finding the events (`EventTimeIndex`) and handing out the
/// shifts. It must not grow with the calendar.
enum RangeLookupBench {
    static let figureNames = [
        "day lookup in memory (3,650 events)", "day lookup in memory (100,000 events)",
        "day lookup in memory (300,000 events)", "day lookup cost ratio (300,000 / 100,000)",
    ]

    static func run(into report: Report, fixtures: URL, scale: Int) async {
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        let today = CalendarDay(clock.now(), in: clock.calendar)
        // A week of days before today, each asked for as Today asks for it.
        let ranges = (0..<7).flatMap { back in
            DaySchedule.loadIntervals(for: today.adding(days: -back), today: today, in: clock.calendar)
        }
        var perLookup: [String: Double] = [:]
        for (name, label) in [("daily-3650", "3,650"), ("large-100000", "100,000"), ("large-300000", "300,000")] {
            let service = FileCalendarService(
                fileURL: fixtures.appendingPathComponent(name).appendingPathComponent("calendar.ics"),
                calendar: clock.calendar, clock: clock)
            for range in ranges { _ = try? await service.shifts(in: range) }  // read and decode
            let rounds = max(20, 200 / scale)
            let seconds = await medianSeconds(runs: 7) {
                for _ in 0..<rounds {
                    for range in ranges { _ = try? await service.shifts(in: range) }
                }
            }
            let microseconds = seconds / Double(rounds * ranges.count) * 1e6
            perLookup[label] = microseconds
            report.add("day lookup in memory (\(label) events)", microseconds, "us",
                       note: "the ranges of a day move, events decoded, storage queue hop included")
        }
        // The two large ones have ten shifts a day, the small one one: only
        // they hand out as many shifts per range.
        if let medium = perLookup["100,000"], let large = perLookup["300,000"] {
            report.add("day lookup cost ratio (300,000 / 100,000)", large / medium, "x",
                       note: "same shifts per day; the lookup alone must not grow")
        }
    }
}
