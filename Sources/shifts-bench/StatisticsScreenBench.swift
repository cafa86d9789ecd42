import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftStorage
import ShiftTUI
import Terminal

/// The Statistics screen's redraw on `]`: the real store, middleware and
/// FileCalendarService on the 3,650-event file, the app loop drawing into
/// a 120x40 VirtualScreen. The key's frame (the next month named, the
/// spinner on) is drawn before `receive` returns, so that is what is timed;
/// then, apart, the time until the month's figures are on screen (the
/// month and the year before it read and counted).
enum StatisticsScreenBench {
    /// Every figure this part reports, for `--only`.
    static let figureNames = ["Statistics ] to its frame p50 (120x40, 3,650 events)",
                              "Statistics ] to its frame p99 (120x40, 3,650 events)",
                              "Statistics ] to the month's figures on screen p50",
                              "Statistics ] to the month's figures on screen p99",
                              "Statistics frame with a month's figures 120x40 (props included)"]
    @UIActor
    static func run(into report: Report, calendarDir: URL, scale: Int) async {
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        let services = ServiceContainer.inMemory(
            calendar: FileCalendarService(
                fileURL: calendarDir.appendingPathComponent("calendar.ics"), calendar: clock.calendar, clock: clock),
            clock: clock)
        let store = AppReducer.makeStore(services: services)
        let screen = VirtualScreen(rows: 40, columns: 120)
        let app = TerminalApp(store: store, screen: screen, calendar: clock.calendar)
        app.start()
        await app.idle()
        app.receive(.character("8"))
        await app.idle()

        let presses = 1_000 / scale
        var redraws: [Double] = []
        var figures: [Double] = []
        redraws.reserveCapacity(presses)
        figures.reserveCapacity(presses)
        var missed = 0
        let timer = ContinuousClock()
        for index in 0..<presses {
            let before = (store.state.statistics.period, screen.presentCount)
            let start = timer.now
            // ] then [: the same two months, both read from the cached file.
            app.receive(.character(index % 2 == 0 ? "]" : "["))
            redraws.append(seconds(timer.now - start) * 1000)
            if store.state.statistics.period == before.0 || screen.presentCount == before.1 { missed += 1 }
            await app.idle()
            figures.append(seconds(timer.now - start) * 1000)
        }
        let worked = store.state.statistics.figures?.statistics.workedMinutes ?? 0
        // The frame with the month's figures, props included: what the
        // screen draws when they land.
        let loaded = store.state.statistics
        let catalog = store.state.catalog.catalog
        let frames = 2_000 / scale
        let frameSeconds = await medianSeconds(runs: 5) {
            for frame in 0..<frames {
                var grid = CellGrid(size: screen.size)
                StatisticsView.render(StatisticsProps(statistics: loaded, catalog: catalog), spinnerFrame: frame,
                                      statusLine: KeyBindings.statistics.statusLine(width: 119), into: &grid)
                screen.present(grid)
            }
        }
        app.quit()
        redraws.sort()
        figures.sort()
        report.add("Statistics ] to its frame p50 (120x40, 3,650 events)", redraws[redraws.count / 2], "ms")
        report.add("Statistics ] to its frame p99 (120x40, 3,650 events)", redraws[redraws.count * 99 / 100], "ms",
                   target: "<= 2", note: "\(missed) of \(presses) keys without their frame")
        report.add("Statistics ] to the month's figures on screen p50", figures[figures.count / 2], "ms",
                   note: "the month and its year to date read and counted; \(worked / 60) h worked in the last")
        report.add("Statistics ] to the month's figures on screen p99", figures[figures.count * 99 / 100], "ms")
        report.add("Statistics frame with a month's figures 120x40 (props included)",
                   frameSeconds / Double(frames) * 1000, "ms", target: "<= 2")
    }
}
