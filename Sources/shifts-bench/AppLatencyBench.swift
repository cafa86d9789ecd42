import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftStorage
import ShiftTUI
import Terminal

/// Figure 7: key press to updated frame, inside the program: the real store,
/// middleware, FileCalendarService on a 3,650-event file and the app loop,
/// drawing into a VirtualScreen instead of a terminal.
/// Figure 6 (part): a full frame at 200x60.
enum AppLatencyBench {
    @UIActor
    static func run(into report: Report, calendarDir: URL, scale: Int) async {
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        let services = ServiceContainer(
            calendar: FileCalendarService(
                fileURL: calendarDir.appendingPathComponent("calendar.ics"), calendar: clock.calendar, clock: clock),
            clock: clock)
        let store = AppReducer.makeStore(services: services)
        let screen = VirtualScreen(rows: 24, columns: 80)
        let app = TerminalApp(store: store, screen: screen, calendar: clock.calendar)
        app.start()
        await settle(store, screen)

        let presses = 1_000 / scale
        var samples: [Double] = []
        samples.reserveCapacity(presses)
        let timer = ContinuousClock()
        for index in 0..<presses {
            let before = store.state.today.selectedDay
            let start = timer.now
            app.receive(.character(index % 2 == 0 ? "l" : "h"))
            while store.state.today.selectedDay == before || store.state.today.isLoading {
                _ = await screen.nextFrame()
            }
            samples.append(seconds(timer.now - start) * 1000)
        }
        app.quit()
        samples.sort()
        report.add("key press to frame p50 (3,650 events)", samples[samples.count / 2], "ms")
        report.add("key press to frame p99 (3,650 events)", samples[samples.count * 99 / 100], "ms",
                   target: "<= 10")

        fullFrames(of: store.state, calendar: clock.calendar, into: report, scale: scale)
    }

    /// A full frame at 200x60 for each screen: build props, draw every cell
    /// into a fresh grid, diff, present. A screen's figure is one entry here.
    @UIActor
    static func fullFrames(of state: AppState, calendar: Calendar, into report: Report, scale: Int) {
        let statusLine = KeyBindings.today.statusLine
        let screens: [(name: String, target: String?, draw: (Int, inout CellGrid) -> Void)] = [
            ("full frame 200x60 (Today screen)", nil, { frame, grid in
                let props = TodayProps(state: state.today, calendar: calendar)
                TodayView.render(props, spinnerFrame: frame, statusLine: statusLine, into: &grid)
            }),
            // The Schedule screen's month grid (figure 6, target <= 2 ms) goes
            // here when it lands, e.g.:
            // ("full frame 200x60 (month grid)", "<= 2", { frame, grid in
            //     ScheduleView.render(ScheduleProps(...), spinnerFrame: frame, ..., into: &grid) }),
        ]
        let frames = 2_000 / scale
        for screen in screens {
            let big = VirtualScreen(rows: 60, columns: 200)
            let clock = ContinuousClock()
            var samples: [Double] = []
            for _ in 0..<5 {
                let elapsed = clock.measure {
                    for frame in 0..<frames {
                        var grid = CellGrid(size: big.size)
                        screen.draw(frame, &grid)
                        big.present(grid)
                    }
                }
                samples.append(seconds(elapsed))
            }
            samples.sort()
            report.add(screen.name, samples[2] / Double(frames) * 1000, "ms", target: screen.target)
        }
    }

    @UIActor
    private static func settle(_ store: AppStore, _ screen: VirtualScreen) async {
        while store.state.today.selectedDay == nil || store.state.today.isLoading {
            _ = await screen.nextFrame()
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
