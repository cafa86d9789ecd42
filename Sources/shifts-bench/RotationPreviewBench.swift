import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftStorage
import ShiftTUI
import Terminal

/// The preview of a rotation on the Schedule's grid, redrawn as the cursor
/// moves: the real store and app loop over the 3,650-event file, a year of
/// 4 on 4 off up to today (every day of the file has a shift, so every
/// working day is a conflict drawn in yellow), a key press to the frame
/// drawn, at 120x40.
enum RotationPreviewBench {
    /// Every figure this part reports, for `--only`.
    static let figureNames = ["preview redraw on a cursor move p50", "preview redraw on a cursor move p99",
                              "preview redraw on a cursor move p99, thread CPU time"]
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
        app.receive(.character("2"))
        await app.idle()
        let catalog = store.state.catalog.catalog
        guard let cursor = store.state.schedule.cursor,
              let preset = RotationPreset.named("4on4off-days"),
              let early = catalog.shiftTypes.first,
              let rotation = preset.rotation(id: "bench", anchor: cursor, mapping: ["D": early.id]) else {
            report.add("preview redraw on a cursor move p99", .nan, "ms", note: "no grid or no type to preview with")
            app.quit()
            return
        }
        let first = cursor.adding(months: -12).adding(days: 1)
        await store.dispatch(.rotationApply(.begin(from: first, to: cursor)))
        await store.dispatch(.rotationApply(.requested(RotationApplyRequest(rotation: rotation, days: first...cursor,
                                                                           anchor: first))))
        guard let plan = store.state.rotationApply.preview?.plan else {
            report.add("preview redraw on a cursor move p99", .nan, "ms", note: "the preview did not open")
            app.quit()
            return
        }

        let presses = 1_000 / scale
        var samples: [Double] = []
        samples.reserveCapacity(presses)
        // The thread's CPU time too: on a shared machine the wall clock's
        // worst samples are the scheduler's time slices (4 ms apart here),
        // which the CPU time leaves out.
        var cpuSamples: [Double] = []
        cpuSamples.reserveCapacity(presses)
        var missed = 0
        let timer = ContinuousClock()
        for index in 0..<presses {
            let before = screen.presentCount
            let cpuStart = threadCPUMilliseconds()
            let start = timer.now
            // The frame is drawn before `receive` returns.
            app.receive(.character(index % 2 == 0 ? "l" : "h"))
            samples.append(seconds(timer.now - start) * 1000)
            cpuSamples.append(threadCPUMilliseconds() - cpuStart)
            if screen.presentCount == before { missed += 1 }
            await app.idle()
        }
        let kept = store.state.rotationApply.preview?.plan == plan
        app.quit()
        samples.sort()
        cpuSamples.sort()
        report.add("preview redraw on a cursor move p50", samples[samples.count / 2], "ms")
        report.add("preview redraw on a cursor move p99", samples[samples.count * 99 / 100], "ms", target: "<= 2",
                   note: "120x40, a year of 4 on 4 off over 3,650 events (\(plan.skippedDays.counted("day")) with shifts); "
                       + "\(missed) keys without their frame; preview \(kept ? "kept" : "lost")")
        report.add("preview redraw on a cursor move p99, thread CPU time", cpuSamples[cpuSamples.count * 99 / 100], "ms",
                   target: "<= 2", note: "the same presses, without the time other processes had the core")
    }

    /// CPU time of the calling thread so far, in milliseconds.
    private static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}
