import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

/// The statistics of the year ending today over the 3,650-event calendar:
/// in process (the year's shifts read from a fresh file service, the
/// catalog and holidays, the figures and the rule check, as `shifts stats`
/// and `shifts check` do), the figures alone on shifts in memory, and
/// `shifts stats` for that year as a process (the `shifts` binary beside
/// this one, spawned and waited for).
enum StatsBench {
    /// Every figure this part reports, for `--only`.
    static let figureNames = ["statistics of a year in process (3,650 events)", "statistics of a year, figures alone",
                              "rule check of a year, in memory", "shifts stats for a year as a process (3,650 events)"]

    static func run(into report: Report, calendarDir: URL, scale: Int) async {
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        let calendar = clock.calendar
        let today = CalendarDay(clock.now(), in: calendar)
        let year = today.adding(days: -364)...today
        let interval = DateInterval(start: year.lowerBound.start(in: calendar),
                                    end: year.upperBound.adding(days: 1).start(in: calendar))
        var holidays: [CalendarDay: String] = [:]
        for offset in stride(from: 0, to: 365, by: 30) { holidays[year.lowerBound.adding(days: offset)] = "Holiday" }
        let calculator = { (catalog: Catalog) in
            HoursCalculator(catalog: catalog, calendar: calendar, holidays: PublicHolidays(names: holidays))
        }

        var count = 0
        var failed: String?
        let inProcess = await medianSeconds(runs: max(3, 15 / scale)) {
            do {
                let file = FileCalendarService(fileURL: DataDirectory.calendarFile(in: calendarDir), calendar: calendar,
                                               clock: clock, backups: 0)
                let catalog = try await FileCatalogService(fileURL: DataDirectory.catalogFile(in: calendarDir), backups: 0)
                    .load() ?? Catalog.defaults(displayName: "Bench")
                let shifts = try await file.shifts(in: interval)
                let statistics = calculator(catalog).statistics(of: shifts.filter { year.contains($0.day) }, period: year)
                count = statistics.byType.reduce(0) { $0 + $1.count }
            } catch {
                failed = "\(error)"
            }
        }
        report.add("statistics of a year in process (3,650 events)", inProcess * 1000, "ms", target: "<= 30",
                   note: failed ?? "\(count) shifts; fresh file read of the year, catalog, figures; median")

        let shifts = Fixtures.shifts(count: 3_650, today: today).filter { year.contains($0.day) }
        let catalog = Catalog.defaults(displayName: "Bench")
        let figures = await medianSeconds(runs: max(5, 21 / scale)) {
            _ = calculator(catalog).statistics(of: shifts, period: year)
        }
        report.add("statistics of a year, figures alone", figures * 1000, "ms",
                   note: "\(shifts.count) shifts in memory; median")
        let context = calculator(catalog).checkContext(for: year)
        let around = Fixtures.shifts(count: 3_650, today: today).filter { context.contains($0.day) }
        let rules = await medianSeconds(runs: max(5, 21 / scale)) {
            _ = calculator(catalog).violations(in: around, range: year)
        }
        report.add("rule check of a year, in memory", rules * 1000, "ms", note: "\(around.count) shifts; median")

        await process(into: report, calendarDir: calendarDir, year: year, runs: max(5, 21 / scale))
    }

    /// `shifts stats --from --to` for the year as a process, wall time from
    /// spawn to exit, median of `runs` after one warm-up.
    static func process(into report: Report, calendarDir: URL, year: ClosedRange<CalendarDay>, runs: Int) async {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("shifts")
        let arguments = ["stats", "--from", year.lowerBound.description, "--to", year.upperBound.description,
                         "--data-dir", calendarDir.path]
        var samples: [Double] = []
        var note = "median of \(runs) after a warm-up; spawned by shifts-bench"
        for index in 0...runs {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.environment = ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "HOME": NSHomeDirectory()]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let clock = ContinuousClock()
            let start = clock.now
            do {
                try process.run()
            } catch {
                note = "cannot run \(binary.path): \(error)"
                break
            }
            process.waitUntilExit()
            let elapsed = seconds(clock.now - start)
            guard process.terminationStatus == 0 else {
                note = "shifts stats exited \(process.terminationStatus)"
                break
            }
            if index > 0 { samples.append(elapsed) }
        }
        samples.sort()
        let median = samples.isEmpty ? -1 : samples[samples.count / 2] * 1000
        report.add("shifts stats for a year as a process (3,650 events)", median, "ms", target: "<= 40", note: note)
    }
}
