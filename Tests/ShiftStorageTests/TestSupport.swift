import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// A clock that always says the same instant, so DTSTAMP is predictable.
struct FixedClock: WallClock {
    let calendar: Calendar
    let instant: Date
    func now() -> Date { instant }
}

/// A Gregorian calendar in `zone` (Europe/Berlin unless told).
func calendar(_ zone: String = "Europe/Berlin") throws -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    return calendar
}

/// The instant of a wall-clock time in `calendar`'s zone.
func instant(_ calendar: Calendar, _ year: Int, _ month: Int, _ day: Int,
             _ hour: Int = 0, _ minute: Int = 0) throws -> Date {
    try #require(calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)))
}

/// An instant given in UTC.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) throws -> Date {
    try instant(calendar("UTC"), year, month, day, hour, minute)
}

/// 2026-03-01 12:00 UTC, the "now" of every test service.
let stampInstant = Date(timeIntervalSince1970: 1_772_366_400)

/// A fresh directory under the system temp dir, removed after `body`, which
/// runs on the caller's actor.
func withTemporaryDirectory(isolation: isolated (any Actor)? = #isolation,
                            _ body: (URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("shifts-storage-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
}

/// A service on `<directory>/calendar.ics` with the fixed clock.
func makeService(in directory: URL, calendar: Calendar) -> FileCalendarService {
    FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory), calendar: calendar,
                        clock: FixedClock(calendar: calendar, instant: stampInstant))
}

func readText(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
}

func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
}

/// Joins lines with CRLF and ends with one, as RFC 5545 files do.
func crlf(_ lines: String...) -> String {
    lines.map { $0 + "\r\n" }.joined()
}

/// A year around the test dates, to load everything.
func wholeYear(_ calendar: Calendar) throws -> DateInterval {
    DateInterval(start: try instant(calendar, 2026, 1, 1), end: try instant(calendar, 2027, 1, 1))
}

/// The text of the VEVENT block that contains `marker`, CRLF or LF.
func eventBlock(containing marker: String, in text: String) -> String? {
    var remaining = Substring(text)
    while let begin = remaining.range(of: "BEGIN:VEVENT") {
        guard let end = remaining[begin.upperBound...].range(of: "END:VEVENT") else { return nil }
        var blockEnd = end.upperBound
        if blockEnd < remaining.endIndex, remaining[blockEnd] == "\r\n" || remaining[blockEnd] == "\n" {
            blockEnd = remaining.index(after: blockEnd)
        }
        let block = remaining[begin.lowerBound..<blockEnd]
        if block.contains(marker) { return String(block) }
        remaining = remaining[blockEnd...]
    }
    return nil
}

/// The file calendar with something done after each write it takes: a
/// change caught between its calendar write and the rest of it.
struct CalendarAfterWrite: CalendarService {
    let real: FileCalendarService
    let afterWrite: @Sendable () async -> Void
    func shifts(in interval: DateInterval) async throws -> [ScheduledShift] { try await real.shifts(in: interval) }
    func create(_ shifts: [ScheduledShift]) async throws { try await real.create(shifts) }
    func update(_ shifts: [ScheduledShift]) async throws { try await real.update(shifts) }
    func delete(_ ids: [ShiftID]) async throws { try await real.delete(ids) }
    func firstAbsence(in interval: DateInterval) async throws -> ScheduledShift? {
        try await real.firstAbsence(in: interval)
    }
    func apply(_ changes: CalendarChanges) async throws {
        try await real.apply(changes)
        await afterWrite()
    }
}
