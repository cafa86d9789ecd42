import Foundation
import ShiftModel
import ShiftTesting
import Testing
@testable import ShiftStorage

/// `STATUS:CANCELLED`: an event called off is never a shift, neither on
/// import nor in calendar.ics itself, and the file keeps it as it is.
@Suite struct CancelledEventTests {
    /// A daily Early from 7 December 2026 with its third day cancelled by an
    /// exception, a cancelled single Night, a cancelled weekly meeting and
    /// one Late that stands.
    static let file = crlf(
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN",
        "BEGIN:VEVENT", "UID:early", "DTSTART:20261207T050000Z", "DTEND:20261207T130000Z",
        "RRULE:FREQ=DAILY;COUNT=4", "SUMMARY:Early", "END:VEVENT",
        "BEGIN:VEVENT", "UID:early", "RECURRENCE-ID:20261209T050000Z", "DTSTART:20261209T050000Z",
        "DTEND:20261209T130000Z", "STATUS:CANCELLED", "SUMMARY:Early", "END:VEVENT",
        "BEGIN:VEVENT", "UID:night", "DTSTART:20261224T210000Z", "DTEND:20261225T050000Z", "STATUS:CANCELLED",
        "SUMMARY:Night", "END:VEVENT",
        "BEGIN:VEVENT", "UID:meeting", "DTSTART:20261201T130000Z", "DTEND:20261201T140000Z",
        "RRULE:FREQ=WEEKLY", "STATUS:CANCELLED", "SUMMARY:Staff meeting", "END:VEVENT",
        "BEGIN:VEVENT", "UID:late", "DTSTART:20261210T130000Z", "DTEND:20261210T210000Z", "STATUS:CONFIRMED",
        "SUMMARY:Late", "END:VEVENT",
        "END:VCALENDAR")

    @Test func importLeavesOutTheCancelledAndSaysWhichAndWhere() async throws {
        let result = try await ImportReadingTests.read(Self.file, from: try utc(2026, 12, 1), to: try utc(2027, 1, 1))
        #expect(result.shifts.map(\.id) == ["early/20261207T050000Z", "early/20261208T050000Z", "early/20261210T050000Z",
                                            "late"])
        #expect(result.cancelled.map(\.shift.id) == ["night", "meeting/20261201T130000Z", "early/20261209T050000Z"])
        #expect(result.cancelled.map(\.line) == [19, 26, 11])
        #expect(result.cancelled.map(\.isSeries) == [false, true, false])
        #expect(result.skipped.isEmpty)
    }

    @Test func inTheCalendarFileTheyAreHiddenAndKeptByteForByte() async throws {
        let calendar = try calendar()
        try await withTemporaryDirectory { directory in
            let url = DataDirectory.calendarFile(in: directory)
            // A cancelled single event, and an exception that cancels the
            // first occurrence of the daily Early (this file shows a
            // recurring event at its start).
            let text = Self.file.replacingOccurrences(of: "RECURRENCE-ID:20261209T050000Z\r\nDTSTART:20261209T050000Z",
                                                      with: "RECURRENCE-ID:20261207T050000Z\r\nDTSTART:20261207T050000Z")
            try write(text, to: url)
            let service = makeService(in: directory, calendar: calendar)
            let december = DateInterval(start: try utc(2026, 12, 1), end: try utc(2027, 1, 1))
            #expect(try await service.shifts(in: december).map(\.id) == ["late"])
            #expect(await service.unreadableEvents().isEmpty)
            // An edit elsewhere keeps the cancelled events as they were.
            let builder = ShiftBuilder(calendar: calendar)
            try await service.create([builder.shift("E", on: CalendarDay("2026-12-28"), from: 6, to: 14, id: "x")])
            let saved = try readText(url)
            let events = try #require(text.range(of: "BEGIN:VEVENT")?.lowerBound)
            let end = try #require(text.range(of: "END:VCALENDAR")?.lowerBound)
            #expect(saved.contains(text[events..<end]))
            #expect(try await service.shifts(in: december).map(\.id) == ["late", "x"])
        }
    }

    @Test func aFreshReadOfTheSameFileHidesThemToo() async throws {
        // Second service: the scan cache or a new parse, the same answer.
        let calendar = try calendar()
        try await withTemporaryDirectory { directory in
            try write(Self.file, to: DataDirectory.calendarFile(in: directory))
            let december = DateInterval(start: try utc(2026, 12, 1), end: try utc(2027, 1, 1))
            for _ in 0..<2 {
                let service = makeService(in: directory, calendar: calendar)
                #expect(try await service.shifts(in: december).map(\.id) == ["early", "late"])
            }
        }
    }
}
