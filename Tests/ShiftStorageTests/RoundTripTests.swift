import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

@Suite struct RoundTripTests {
    /// 06:00-14:00 with every field set, text that needs escaping included.
    static func earlyShift(_ calendar: Calendar) throws -> ScheduledShift {
        ScheduledShift(
            id: "shift-early", day: CalendarDay(year: 2026, month: 3, day: 5),
            start: try instant(calendar, 2026, 3, 5, 6), end: try instant(calendar, 2026, 3, 5, 14),
            title: "Early, ward 3; A", symbol: "E", shiftTypeID: "type-early", location: "Ward 3, Room 2",
            notes: "Bring keys, badge; coffee\nand cake\\tea", sick: SickMark(reason: "flu, fever;\nbed"))
    }

    static func allDayShift(_ calendar: Calendar) throws -> ScheduledShift {
        ScheduledShift(
            id: "shift-vacation", day: CalendarDay(year: 2026, month: 3, day: 6),
            start: try instant(calendar, 2026, 3, 6), end: try instant(calendar, 2026, 3, 7), isAllDay: true,
            title: "Vacation", symbol: "🌴", shiftTypeID: "type-vacation")
    }

    static func nightShift(_ calendar: Calendar) throws -> ScheduledShift {
        ScheduledShift(
            id: "shift-night", day: CalendarDay(year: 2026, month: 3, day: 7),
            start: try instant(calendar, 2026, 3, 7, 22), end: try instant(calendar, 2026, 3, 8, 6),
            title: "Night", symbol: "🌙", shiftTypeID: "type-night", location: "ICU")
    }

    @Test func missingFileIsAnEmptyCalendarAndIsNotCreatedByReading() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let service = makeService(in: directory, calendar: calendar)
            #expect(try await service.shifts(in: wholeYear(calendar)) == [])
            #expect(!FileManager.default.fileExists(atPath: DataDirectory.calendarFile(in: directory).path))
            #expect(service.parseCount == 0)
        }
    }

    @Test func createdShiftsReadBackExactlyInTheSameAndInANewService() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let shifts = [try Self.earlyShift(calendar), try Self.allDayShift(calendar), try Self.nightShift(calendar)]
            let service = makeService(in: directory, calendar: calendar)
            try await service.create(shifts)

            #expect(try await service.shifts(in: wholeYear(calendar)) == shifts)
            let fresh = makeService(in: directory, calendar: calendar)
            #expect(try await fresh.shifts(in: wholeYear(calendar)) == shifts)
            #expect(try Self.nightShift(calendar).isOvernight(in: calendar))
        }
    }

    @Test func theFileIsRealICalendarWithTzidAndItsVtimezone() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let service = makeService(in: directory, calendar: calendar)
            try await service.create([try Self.earlyShift(calendar), try Self.allDayShift(calendar),
                                      try Self.nightShift(calendar)])
            let text = try readText(DataDirectory.calendarFile(in: directory))

            #expect(text.hasPrefix(crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//shifts//shifts//EN",
                                        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin")))
            #expect(text.hasSuffix(crlf("END:VEVENT", "END:VCALENDAR")))
            #expect(text.components(separatedBy: "BEGIN:VTIMEZONE").count == 2)
            #expect(eventBlock(containing: "UID:shift-early", in: text) == crlf(
                "BEGIN:VEVENT",
                "UID:shift-early",
                "DTSTAMP:20260301T120000Z",
                "DTSTART;TZID=Europe/Berlin:20260305T060000",
                "DTEND;TZID=Europe/Berlin:20260305T140000",
                "SUMMARY:Early\\, ward 3\\; A (sick)",
                "LOCATION:Ward 3\\, Room 2",
                "DESCRIPTION:Bring keys\\, badge\\; coffee\\nand cake\\\\tea",
                "X-SHIFTS-SYMBOL:E",
                "X-SHIFTS-TYPE-ID:type-early",
                "CATEGORIES:SICK",
                "X-SHIFTS-SICK:TRUE",
                "X-SHIFTS-SICK-REASON:flu, fever;\\nbed",
                "END:VEVENT"))
            #expect(eventBlock(containing: "UID:shift-vacation", in: text) == crlf(
                "BEGIN:VEVENT",
                "UID:shift-vacation",
                "DTSTAMP:20260301T120000Z",
                "DTSTART;VALUE=DATE:20260306",
                "DTEND;VALUE=DATE:20260307",
                "SUMMARY:Vacation",
                "X-SHIFTS-SYMBOL:🌴",
                "X-SHIFTS-TYPE-ID:type-vacation",
                "END:VEVENT"))
            #expect(eventBlock(containing: "UID:shift-night", in: text)?.contains(crlf(
                "DTSTART;TZID=Europe/Berlin:20260307T220000",
                "DTEND;TZID=Europe/Berlin:20260308T060000")) == true)
        }
    }

    @Test func aCalendarInUTCWritesUTCTimesAndNoVtimezone() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar("UTC")
            let shift = ScheduledShift(id: "u1", day: CalendarDay(year: 2026, month: 3, day: 5),
                                       start: try utc(2026, 3, 5, 6), end: try utc(2026, 3, 5, 14), title: "Early")
            let service = makeService(in: directory, calendar: calendar)
            try await service.create([shift])
            let text = try readText(DataDirectory.calendarFile(in: directory))

            #expect(!text.contains("VTIMEZONE"))
            #expect(eventBlock(containing: "UID:u1", in: text) == crlf(
                "BEGIN:VEVENT", "UID:u1", "DTSTAMP:20260301T120000Z",
                "DTSTART:20260305T060000Z", "DTEND:20260305T140000Z", "SUMMARY:Early", "END:VEVENT"))
            #expect(try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar)) == [shift])
        }
    }

    @Test func aZeroLengthShiftHasNoDtendAndReadsBackWithZeroLength() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let start = try instant(calendar, 2026, 3, 5, 9)
            let shift = ScheduledShift(id: "z", day: CalendarDay(year: 2026, month: 3, day: 5),
                                       start: start, end: start, title: "Call")
            try await makeService(in: directory, calendar: calendar).create([shift])
            let text = try readText(DataDirectory.calendarFile(in: directory))

            #expect(eventBlock(containing: "UID:z", in: text) == crlf(
                "BEGIN:VEVENT", "UID:z", "DTSTAMP:20260301T120000Z",
                "DTSTART;TZID=Europe/Berlin:20260305T090000", "SUMMARY:Call", "END:VEVENT"))
            #expect(try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar)) == [shift])
        }
    }

    @Test func aShiftAcrossTheSpringDSTChangeKeepsItsRealInstants() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            // 2026-03-29 02:00 CET -> 03:00 CEST: this night is 7 real hours.
            let shift = ScheduledShift(id: "dst", day: CalendarDay(year: 2026, month: 3, day: 28),
                                       start: try instant(calendar, 2026, 3, 28, 22),
                                       end: try instant(calendar, 2026, 3, 29, 6), title: "Night")
            try await makeService(in: directory, calendar: calendar).create([shift])
            let loaded = try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar))

            #expect(loaded == [shift])
            #expect(loaded.first.map { $0.end.timeIntervalSince($0.start) } == TimeInterval(7 * 3600))
            #expect(loaded.first?.start == (try utc(2026, 3, 28, 21)))
        }
    }
}
