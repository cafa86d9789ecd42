import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

/// Calendar files of realistic shape for the start-up, memory and key
/// figures: daily shifts ending today, written by FileCalendarService itself
/// (EventCodec, as `shifts` saves: the layout, the VTIMEZONE and TZID times
/// are exactly what users have), each with a 36-character UUID as its id,
/// as the app makes them.
enum Fixtures {
    /// The fixtures, by directory name: (events, shifts per day). The names
    /// stay: other figures and the notes find them by name.
    static let all: [(name: String, count: Int, perDay: Int)] = [
        ("daily-3650", 3_650, 1), ("daily-10000", 10_000, 1), ("large-100000", 100_000, 10),
        ("large-300000", 300_000, 10),
    ]

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }

    /// `count` daily shifts (Early, Late, Night in turn), the last one today.
    static func shifts(count: Int, today: CalendarDay, perDay: Int = 1) -> [ScheduledShift] {
        let calendar = self.calendar
        let kinds = [("E", "Early", 6, 14), ("L", "Late", 14, 22), ("N", "Night", 22, 30)]
        // The default catalog's own types, so the hours and the rules count
        // the shifts as work (an id the catalog lacks counts as none).
        let typeIDs = Dictionary(uniqueKeysWithValues: Catalog.defaults().shiftTypes.map { ($0.symbol, $0.id) })
        let days = (count + perDay - 1) / perDay
        var shifts: [ScheduledShift] = []
        shifts.reserveCapacity(count)
        for index in 0..<count {
            let day = today.adding(days: index / perDay - days + 1)
            let kind = kinds[(index / perDay + index % perDay) % kinds.count]
            let dayStart = day.start(in: calendar)
            shifts.append(ScheduledShift(
                id: ShiftID(uuid(index)), day: day,
                start: dayStart.addingTimeInterval(TimeInterval(kind.2 * 3600)),
                end: dayStart.addingTimeInterval(TimeInterval(kind.3 * 3600)),
                title: kind.1, symbol: kind.0, shiftTypeID: typeIDs[kind.0], location: "Ward 3",
                notes: index % 7 == 0 ? "handover at the desk" : ""))
        }
        return shifts
    }

    /// A version 4 UUID in the app's form (`UUID().uuidString.lowercased()`),
    /// drawn from `index` (SplitMix64), so a fixture is the same every day.
    static func uuid(_ index: Int) -> String {
        func mix(_ value: UInt64) -> UInt64 {
            var z = value &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let high = mix(UInt64(index) &* 2)
        let low = mix(UInt64(index) &* 2 &+ 1)
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (8 * $0)) }
        bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        let uuid = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                               bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        return uuid.uuidString.lowercased()
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
        try Data(format.utf8).write(to: dir.appendingPathComponent(formatFile))
    }

    /// Names the way fixtures are written, so fixtures written today by an
    /// older bench (short ids, types the catalog lacks) are written again.
    static let format = "UUID ids, the default catalog's types, written by FileCalendarService\n"
    static let formatFile = ".bench-fixture"

    /// True when `dir` holds both files `write` makes, in the current `format`, written today (the
    /// shifts end today, and the figures want today's shifts on screen).
    static func isCurrent(_ dir: URL) -> Bool {
        let files = ["calendar.ics", "catalog.json"].map { dir.appendingPathComponent($0).path }
        guard files.allSatisfy(FileManager.default.fileExists(atPath:)),
              (try? String(contentsOf: dir.appendingPathComponent(formatFile), encoding: .utf8)) == format,
              let written = (try? FileManager.default.attributesOfItem(atPath: files[0]))?[.modificationDate] as? Date
        else { return false }
        return CalendarDay(written, in: calendar) == CalendarDay(Date(), in: calendar)
    }
}
