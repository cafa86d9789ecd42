import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// Leave in the calendar file: one all-day event per run of days, marked for
/// other programs by CATEGORIES and for shifts by X-SHIFTS-ABSENCE.
@Suite struct AbsenceFileTests {
    @Test func leaveIsWrittenAsOneAllDayEventOtherProgramsReadAndReadsBackAsLeave() async throws {
        let calendar = try calendar()
        try await withTemporaryDirectory { directory in
            let service = makeService(in: directory, calendar: calendar)
            let leave = ScheduledShift.absence(.annual, from: CalendarDay(year: 2026, month: 12, day: 7),
                                               through: CalendarDay(year: 2026, month: 12, day: 11), id: "leave-1",
                                               calendar: calendar)
            try await service.create([leave])
            let text = try readText(DataDirectory.calendarFile(in: directory))
            #expect(text.contains("DTSTART;VALUE=DATE:20261207\r\nDTEND;VALUE=DATE:20261212\r\n"))
            #expect(text.contains("SUMMARY:Annual leave\r\n"))
            #expect(text.contains("CATEGORIES:ANNUAL-LEAVE\r\n"))
            #expect(text.contains("X-SHIFTS-ABSENCE:annual\r\n"))
            let december = DateInterval(start: try utc(2026, 12, 1), end: try utc(2027, 1, 1))
            let read = try await makeService(in: directory, calendar: calendar).shifts(in: december)
            #expect(read == [leave])
            // Turned into training: the old category goes, others stay.
            var training = leave
            training.absence = .training
            try await service.update([training])
            let changed = try readText(DataDirectory.calendarFile(in: directory))
            #expect(!changed.contains("ANNUAL-LEAVE"))
            #expect(changed.contains("CATEGORIES:TRAINING\r\n"))
            #expect(try await makeService(in: directory, calendar: calendar).shifts(in: december).map(\.absence) == [.training])
        }
    }

    @Test func anotherProgramsLeaveCategoryReadsAsThatKindOfLeave() async throws {
        let calendar = try calendar()
        try await withTemporaryDirectory { directory in
            try write(crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//EN",
                           "BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20261214", "DTEND;VALUE=DATE:20261216",
                           "SUMMARY:Off sick", "CATEGORIES:Sick-Leave", "END:VEVENT",
                           "BEGIN:VEVENT", "UID:b", "DTSTART;VALUE=DATE:20261217", "SUMMARY:Course",
                           "CATEGORIES:WORK,TRAINING", "END:VEVENT",
                           "BEGIN:VEVENT", "UID:c", "DTSTART;VALUE=DATE:20261218", "SUMMARY:Party",
                           "CATEGORIES:HOLIDAY", "END:VEVENT", "END:VCALENDAR"),
                      to: DataDirectory.calendarFile(in: directory))
            let december = DateInterval(start: try utc(2026, 12, 1), end: try utc(2027, 1, 1))
            let read = try await makeService(in: directory, calendar: calendar).shifts(in: december)
            #expect(read.map(\.absence) == [.sick, .training, nil])
        }
    }
}
