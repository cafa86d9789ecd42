import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// Days outside 1583-01-01...2582-12-31 never reach the file, and events on
/// them are left out with the reason; inside, times are exact at both ends.
@Suite struct SupportedDaysFileTests {
    static func shift(_ id: ShiftID, _ day: CalendarDay, _ calendar: Calendar, hour: Int = 6) throws -> ScheduledShift {
        let start = try instant(calendar, day.year, day.month, day.day, hour)
        return ScheduledShift(id: id, day: day, start: start, end: start.addingTimeInterval(8 * 3600), title: "Early")
    }

    @Test(arguments: [CalendarDay(year: 1, month: 1, day: 1), CalendarDay(year: 1582, month: 10, day: 14),
                      CalendarDay(year: 1582, month: 12, day: 31), CalendarDay(year: 2583, month: 1, day: 1),
                      CalendarDay(year: 3001, month: 6, day: 1)])
    func aShiftOutsideIsRefusedAndNothingIsWritten(day: CalendarDay) async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let service = makeService(in: directory, calendar: calendar)
            let shift = try Self.shift("far", day, calendar)
            let refusal = CalendarFileError.invalidShift("far", problem:
                "its day \(day) is outside the days shifts can handle (1583-01-01 to 2582-12-31)")
            await #expect(throws: refusal) { try await service.create([shift]) }
            #expect(refusal.errorDescription == "Cannot save shift \"far\": its day \(day) is outside the days shifts "
                + "can handle (1583-01-01 to 2582-12-31). Nothing was saved.")
            #expect(!FileManager.default.fileExists(atPath: DataDirectory.calendarFile(in: directory).path))
        }
    }

    /// Written by shifts and read back the same: the day, and the instant
    /// (local mean time in 1583, summer time in 2582).
    @Test(arguments: [CalendarDay(year: 1583, month: 1, day: 1), CalendarDay(year: 2582, month: 7, day: 1),
                      CalendarDay(year: 2582, month: 12, day: 31)])
    func theEdgesRoundTripExactly(day: CalendarDay) async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let shift = try Self.shift("edge", day, calendar)
            try await makeService(in: directory, calendar: calendar).create([shift])
            let text = try readText(DataDirectory.calendarFile(in: directory))
            #expect(text.contains(String(format: "DTSTART;TZID=Europe/Berlin:%04d%02d%02dT060000\r\n", day.year, day.month, day.day)))
            let read = try await makeService(in: directory, calendar: calendar)
                .shifts(in: DateInterval(start: day.start(in: calendar), end: day.adding(days: 1).start(in: calendar)))
            #expect(read == [shift])
        }
    }

    @Test func eventsOnDaysOutsideAreLeftOutWithTheReason() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(crlf("BEGIN:VCALENDAR", "VERSION:2.0",
                           "BEGIN:VEVENT", "UID:old", "DTSTART:15000101T080000Z", "END:VEVENT",
                           "BEGIN:VEVENT", "UID:late", "DTSTART;VALUE=DATE:30010101", "END:VEVENT",
                           "BEGIN:VEVENT", "UID:ok", "DTSTART:20261123T050000Z", "END:VEVENT",
                           "END:VCALENDAR"), to: file)
            let service = makeService(in: directory, calendar: calendar)
            let everything = DateInterval(start: Date(timeIntervalSince1970: -20_000_000_000),
                                          end: Date(timeIntervalSince1970: 40_000_000_000))
            #expect(try await service.shifts(in: everything).map(\.id) == ["ok"])
            #expect(await service.unreadableEvents() == [
                UnreadableEvent(path: file.path, line: 3, problem:
                    "the event's start day 1500-01-01 is outside the days shifts can handle (1583-01-01 to 2582-12-31)"),
                UnreadableEvent(path: file.path, line: 7, problem:
                    "the event's start day 3001-01-01 is outside the days shifts can handle (1583-01-01 to 2582-12-31)"),
            ])
        }
    }
}
