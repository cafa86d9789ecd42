import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

/// Calendar files of realistic shape for the start-up and memory figures:
/// daily shifts ending today, written by FileCalendarService itself (so the
/// layout is exactly what users have), then replicated as text for the very
/// large one.
enum Fixtures {
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }

    /// `count` daily shifts (Early, Late, Night in turn), the last one today.
    static func shifts(count: Int, today: CalendarDay, perDay: Int = 1) -> [ScheduledShift] {
        let calendar = self.calendar
        let kinds = [("E", "Early", 6, 14), ("L", "Late", 14, 22), ("N", "Night", 22, 30)]
        let days = (count + perDay - 1) / perDay
        var shifts: [ScheduledShift] = []
        shifts.reserveCapacity(count)
        for index in 0..<count {
            let day = today.adding(days: index / perDay - days + 1)
            let kind = kinds[(index / perDay + index % perDay) % kinds.count]
            let dayStart = day.start(in: calendar)
            shifts.append(ScheduledShift(
                id: ShiftID("bench-\(index)"), day: day,
                start: dayStart.addingTimeInterval(TimeInterval(kind.2 * 3600)),
                end: dayStart.addingTimeInterval(TimeInterval(kind.3 * 3600)),
                title: kind.1, symbol: kind.0, shiftTypeID: ShiftTypeID("type-\(kind.0)"), location: "Ward 3",
                notes: index % 7 == 0 ? "handover at the desk" : ""))
        }
        return shifts
    }

    /// Writes `dir/calendar.ics` with `count` events through FileCalendarService,
    /// and the default `catalog.json` (without it the app starts with the
    /// first-run questions, not the Today screen).
    static func write(count: Int, perDay: Int = 1, to dir: URL, clock: any WallClock) async throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let today = CalendarDay(clock.now(), in: calendar)
        let service = FileCalendarService(
            fileURL: dir.appendingPathComponent("calendar.ics"), calendar: calendar, clock: clock)
        try await service.create(shifts(count: count, today: today, perDay: perDay))
        let catalog = FileCatalogService(fileURL: DataDirectory.catalogFile(in: dir))
        if try await catalog.load() == nil {
            try await catalog.save(Catalog.defaults(displayName: "Bench"))
        }
    }

    /// True when `dir` holds both files `write` makes, written today (the
    /// shifts end today, and the figures want today's shifts on screen).
    static func isCurrent(_ dir: URL) -> Bool {
        let files = ["calendar.ics", "catalog.json"].map { dir.appendingPathComponent($0).path }
        guard files.allSatisfy(FileManager.default.fileExists(atPath:)),
              let written = (try? FileManager.default.attributesOfItem(atPath: files[0]))?[.modificationDate] as? Date
        else { return false }
        return CalendarDay(written, in: calendar) == CalendarDay(Date(), in: calendar)
    }
}
