import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

@Suite struct CacheTests {
    @Test func anUnchangedFileIsParsedOnceAndAChangedOneAgain() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:one", "DTSTART:20260305T080000Z", "END:VEVENT",
                           "END:VCALENDAR"), to: file)
            let service = makeService(in: directory, calendar: calendar)

            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.id) == ["one"])
            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.id) == ["one"])
            #expect(service.parseCount == 1)

            // Our own write updates the cache instead of re-reading.
            try await service.delete(["one"])
            #expect(try await service.shifts(in: wholeYear(calendar)) == [])
            #expect(service.parseCount == 1)

            // Another program replaces the file: read again.
            try write(crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:two", "DTSTART:20260306T080000Z", "END:VEVENT",
                           "END:VCALENDAR"), to: file)
            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.id) == ["two"])
            #expect(service.parseCount == 2)
        }
    }

    @Test func anUnreadableFileIsNotReparsedUntilItChanges() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write("garbage\n", to: DataDirectory.calendarFile(in: directory))
            let service = makeService(in: directory, calendar: calendar)
            for _ in 0..<3 {
                await #expect(throws: CalendarFileError.self) { try await service.shifts(in: wholeYear(calendar)) }
            }
            #expect(service.parseCount == 1)
        }
    }
}

@Suite struct RangeTests {
    @Test func shiftsIntersectingTheIntervalAreReturned() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            func shift(_ id: ShiftID, _ start: Date, _ end: Date) -> ScheduledShift {
                ScheduledShift(id: id, day: CalendarDay(start, in: calendar), start: start, end: end, title: id.rawValue)
            }
            let all = [
                shift("night-before", try instant(calendar, 2026, 3, 4, 22), try instant(calendar, 2026, 3, 5, 6)),
                shift("ends-at-midnight", try instant(calendar, 2026, 3, 4, 16), try instant(calendar, 2026, 3, 5)),
                shift("early", try instant(calendar, 2026, 3, 5, 6), try instant(calendar, 2026, 3, 5, 14)),
                shift("zero-length", try instant(calendar, 2026, 3, 5, 12), try instant(calendar, 2026, 3, 5, 12)),
                shift("zero-at-end", try instant(calendar, 2026, 3, 6), try instant(calendar, 2026, 3, 6)),
                shift("night", try instant(calendar, 2026, 3, 5, 22), try instant(calendar, 2026, 3, 6, 6)),
                shift("next-day", try instant(calendar, 2026, 3, 6, 6), try instant(calendar, 2026, 3, 6, 14)),
            ]
            let service = makeService(in: directory, calendar: calendar)
            try await service.create(all)

            let march5 = CalendarDay(year: 2026, month: 3, day: 5).interval(in: calendar)
            #expect(try await service.shifts(in: march5).map(\.id) == ["night-before", "early", "zero-length", "night"])
            let loadInterval = DaySchedule.loadInterval(for: CalendarDay(year: 2026, month: 3, day: 5), in: calendar)
            #expect(try await service.shifts(in: loadInterval).map(\.id) == all.map(\.id))
        }
    }
}
