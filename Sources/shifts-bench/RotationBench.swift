import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftStorage

/// Applying a rotation to the 3,650-event calendar in process: the preview
/// (the range's shifts from the loaded calendar, and the plan per day) and
/// the write (the app's store and ShiftEditMiddleware: the plan checked
/// under the history lock, one calendar write, the change log and undo
/// history), 4 on 4 off over the year after today (about 180 new shifts)
/// and over ten years (about 1,800), and over the year before today, whose
/// days all have shifts, replacing them. Each run writes a fresh copy of
/// the fixture, read once for today's range, as the screens have it.
enum RotationBench {
    static let labels = ["a year", "ten years", "a year over shifts, replacing"]
    /// Every figure this part reports, for `--only`.
    static let figureNames = labels.flatMap { label in
        ["apply 4 on 4 off, \(label): preview", "apply 4 on 4 off, \(label): preview and write",
         "apply 4 on 4 off, \(label) (3,650 events)"]
    }

    @UIActor
    static func run(into report: Report, calendarDir: URL, scale: Int) async {
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        let today = CalendarDay(clock.now(), in: clock.calendar)
        let year = today.adding(days: 1)...today.adding(days: 365)
        let tenYears = today.adding(days: 1)...today.adding(days: RotationPlan.maxDays)
        let pastYear = today.adding(days: -364)...today
        for (label, days, existing, runs, target) in [
            ("a year", year, RotationPlan.ExistingShifts.keep, 7, "<= 100"),
            ("ten years", tenYears, .keep, 3, "<= 1000"),
            ("a year over shifts, replacing", pastYear, .replace, 5, nil),
        ] {
            var previews: [Double] = []
            var writes: [Double] = []
            var note = ""
            for _ in 0..<max(1, runs / scale) {
                guard let sample = await once(days: days, existing: existing, calendarDir: calendarDir, clock: clock)
                else {
                    note = "failed: the change was not written"
                    break
                }
                previews.append(sample.preview)
                writes.append(sample.write)
                note = sample.note
            }
            guard !previews.isEmpty else {
                report.add("apply 4 on 4 off, \(label) (3,650 events)", -1, "ms", target: target, note: note)
                continue
            }
            let preview = median(previews)
            let write = median(writes)
            report.add("apply 4 on 4 off, \(label): preview", preview, "ms", note: note)
            report.add("apply 4 on 4 off, \(label): preview and write", preview + write, "ms", target: target,
                       note: String(format: "write %.1f ms; 3,650 events; median of %d", write, writes.count))
        }
    }

    private struct Sample {
        var preview: Double
        var write: Double
        var note: String
    }

    @UIActor
    private static func once(days: ClosedRange<CalendarDay>, existing: RotationPlan.ExistingShifts, calendarDir: URL,
                             clock: SystemWallClock) async -> Sample? {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("shifts-bench-rotation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for name in ["calendar.ics", "catalog.json"] {
                try FileManager.default.copyItem(at: calendarDir.appendingPathComponent(name),
                                                 to: dir.appendingPathComponent(name))
            }
        } catch {
            return nil
        }
        let calendarFile = FileCalendarService(fileURL: DataDirectory.calendarFile(in: dir), calendar: clock.calendar,
                                               clock: clock)
        let catalogFile = FileCatalogService(fileURL: DataDirectory.catalogFile(in: dir))
        let services = ServiceContainer.inMemory(
            calendar: calendarFile, clock: clock, catalog: catalogFile,
            history: FileHistoryService(directory: dir, calendar: calendarFile, catalog: catalogFile,
                                               timeZoneCalendar: clock.calendar))
        let store = AppReducer.makeStore(services: services)
        await store.dispatch(.history(.load))
        await store.dispatch(.catalog(.load))
        let catalog = store.state.catalog.catalog
        let range = DateInterval(start: days.lowerBound.start(in: clock.calendar),
                                 end: days.upperBound.adding(days: 1).start(in: clock.calendar))
        // The screens have read the file already (today's range): so has
        // this, before the clock runs. The range's events are decoded in
        // the preview, as they would be for the screen's.
        let today = CalendarDay(clock.now(), in: clock.calendar)
        guard (try? await calendarFile.shifts(in: DaySchedule.loadInterval(for: today, in: clock.calendar))) != nil
        else { return nil }
        let early = catalog.shiftTypes.first { $0.symbol == "E" }?.id
        let rotation = Rotation(id: "bench", name: "4 on 4 off", cycle: [early, early, early, early, nil, nil, nil, nil],
                                anchor: days.lowerBound)

        let timer = ContinuousClock()
        let start = timer.now
        guard let shifts = try? await services.calendar.shifts(in: range) else { return nil }
        let plan = RotationPlan(rotation: rotation, days: days, existing: shifts, existingShifts: existing,
                                catalog: catalog)
        let planned = timer.now
        await store.dispatch(.shiftEdit(.request(plan.requests)))
        let written = timer.now
        guard case .changed? = store.state.shiftEdit.notice else { return nil }
        return Sample(preview: seconds(planned - start) * 1000, write: seconds(written - planned) * 1000,
                      note: "\(plan.added) added, \(plan.replacedDays) days replaced, \(plan.skippedDays) skipped")
    }

    private static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted[sorted.count / 2]
    }
}
