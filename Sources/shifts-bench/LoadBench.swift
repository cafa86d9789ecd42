import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

/// Figure 5 in process: what one start pays to read a calendar file and
/// decode the range the Today screen shows (the file read, the one-pass
/// scan of every event, libical for the few in range), without the process
/// start-up around it. A fresh service each time, so nothing is cached.
enum LoadBench {
    static func run(into report: Report, fixtures: URL, scale: Int) async {
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        let today = CalendarDay(clock.now(), in: clock.calendar)
        let range = DaySchedule.loadInterval(for: today, in: clock.calendar)
        for (name, label, runs) in [("daily-3650", "3,650", 9), ("large-100000", "100,000", 5)] {
            let file = fixtures.appendingPathComponent(name).appendingPathComponent("calendar.ics")
            var samples: [Double] = []
            var found = 0
            for _ in 0..<max(3, runs / scale) {
                let service = FileCalendarService(fileURL: file, calendar: clock.calendar, clock: clock)
                let start = ContinuousClock.now
                found = (try? await service.shifts(in: range).count) ?? -1
                samples.append(seconds(ContinuousClock.now - start) * 1000)
            }
            samples.sort()
            report.add("load today's range, \(label) events (in process)", samples[samples.count / 2], "ms",
                       note: "\(found) shifts in range")
        }
    }
}
