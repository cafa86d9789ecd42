import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// Only the events a range can reach are handed to libical; the rest of the
/// file is kept as bytes and written back as it was.
@Suite struct LazyLoadingTests {
    /// One 06:00-14:00 Berlin shift a day, UID `day-YYYYMMDD`, from 2017-01-01:
    /// 3,650 days reach 2026-12-29.
    static func dailyEvents(days: Int = 3650, from first: CalendarDay = CalendarDay(year: 2017, month: 1, day: 1)) -> String {
        var text = ""
        for offset in 0..<days {
            let day = first.adding(days: offset)
            let digits = String(format: "%04d%02d%02d", day.year, day.month, day.day)
            text += crlf("BEGIN:VEVENT", "UID:day-\(digits)", "DTSTAMP:20260301T120000Z",
                         "DTSTART;TZID=Europe/Berlin:\(digits)T060000", "DTEND;TZID=Europe/Berlin:\(digits)T140000",
                         "SUMMARY:Early", "X-SHIFTS-SYMBOL:E", "END:VEVENT")
        }
        return text
    }

    static func calendarFile(_ body: String) -> String {
        crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//shifts//shifts//EN") + body + crlf("END:VCALENDAR")
    }

    /// Monday 2026-11-23 and the six days after it, in Berlin.
    static func week(_ calendar: Calendar, from day: CalendarDay = CalendarDay(year: 2026, month: 11, day: 23)) -> DateInterval {
        DateInterval(start: day.start(in: calendar), end: day.adding(days: 7).start(in: calendar))
    }

    static func ids(_ first: CalendarDay, count: Int) -> [ShiftID] {
        (0..<count).map { offset in
            let day = first.adding(days: offset)
            return ShiftID(String(format: "day-%04d%02d%02d", day.year, day.month, day.day))
        }
    }

    @Test func loadingAWeekOfTenYearsParsesOnlyThatWeekAndTheSlack() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write(Self.calendarFile(Self.dailyEvents()), to: DataDirectory.calendarFile(in: directory))
            let service = makeService(in: directory, calendar: calendar)
            let monday = CalendarDay(year: 2026, month: 11, day: 23)

            let week = try await service.shifts(in: Self.week(calendar))
            #expect(week.map(\.id) == Self.ids(monday, count: 7))
            #expect(week.first == ScheduledShift(id: "day-20261123", day: monday, start: try utc(2026, 11, 23, 5),
                                                 end: try utc(2026, 11, 23, 13), title: "Early", symbol: "E"))
            // The seven, plus the shifts of Sunday before and Monday after,
            // whose windows (26 hours of slack) reach into the week.
            #expect(service.parsedEventCount == 9)
            #expect(service.parseCount == 1)

            // The same week again: all decoded already.
            #expect(try await service.shifts(in: Self.week(calendar)).count == 7)
            #expect(service.parsedEventCount == 9)

            // The next week: its six new days and the Monday after it.
            let next = try await service.shifts(in: Self.week(calendar, from: monday.adding(days: 7)))
            #expect(next.map(\.id) == Self.ids(monday.adding(days: 7), count: 7))
            #expect(service.parsedEventCount == 16)
            #expect(service.parseCount == 1)
        }
    }

    @Test func aLongEventThatStartedBeforeTheRangeIsReturned() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let holiday = crlf("BEGIN:VEVENT", "SUMMARY:Holiday", "DTSTART;VALUE=DATE:20261109",
                               "DTEND;VALUE=DATE:20261130", "X-OTHER-APP:keep", "END:VEVENT")
            let course = crlf("BEGIN:VEVENT", "UID:course", "SUMMARY:Course", "DTSTART:20261101T080000Z",
                              "DURATION:P4W", "END:VEVENT")
            let before = crlf("BEGIN:VEVENT", "UID:before", "DTSTART:20261101T080000Z", "DURATION:P1W", "END:VEVENT")
            try write(Self.calendarFile(holiday + course + before), to: DataDirectory.calendarFile(in: directory))
            let service = makeService(in: directory, calendar: calendar)

            let loaded = try await service.shifts(in: Self.week(calendar))
            // No UID: "nouid-" and the FNV-1a hash of its block (StableIDTests), worked out apart from the code.
            let holidayID: ShiftID = "nouid-be1429a40cf296e6"
            #expect(loaded == [
                ScheduledShift(id: holidayID, day: CalendarDay(year: 2026, month: 11, day: 9),
                               start: try instant(calendar, 2026, 11, 9), end: try instant(calendar, 2026, 11, 30),
                               isAllDay: true, title: "Holiday"),
                ScheduledShift(id: "course", day: CalendarDay(year: 2026, month: 11, day: 1),
                               start: try utc(2026, 11, 1, 8), end: try utc(2026, 11, 29, 8), title: "Course"),
            ])
            // "before" ended on 8 November: not even parsed.
            #expect(service.parsedEventCount == 2)
        }
    }

    @Test func recurringEventsAreParsedAtLoadAndShownByTheirFirstOccurrence() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let body = crlf(
                "BEGIN:VEVENT", "UID:weekly-2020", "DTSTART:20200106T080000Z", "DTEND:20200106T090000Z",
                "RRULE:FREQ=WEEKLY", "END:VEVENT",
                "BEGIN:VEVENT", "UID:extra-dates", "DTSTART:20261124T080000Z", "RDATE:20261201T080000Z",
                "END:VEVENT",
                "BEGIN:VEVENT", "UID:plain", "DTSTART:20200106T080000Z", "END:VEVENT")
            try write(Self.calendarFile(body), to: DataDirectory.calendarFile(in: directory))
            let service = makeService(in: directory, calendar: calendar)

            #expect(try await service.shifts(in: Self.week(calendar)).map(\.id) == ["extra-dates"])
            // Both recurring events went through libical, the plain 2020 one did not.
            #expect(service.parsedEventCount == 2)
            let january2020 = DateInterval(start: try utc(2020, 1, 1), end: try utc(2020, 2, 1))
            #expect(try await service.shifts(in: january2020).map(\.id) == ["weekly-2020", "plain"])
            #expect(service.parsedEventCount == 3)
        }
    }

    @Test func aRecurringEventLibicalRejectsIsLeftOutOfEveryRangeAndListedAtLoad() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let bad = crlf("BEGIN:VEVENT", "UID:bad", "DTSTART;VALUE=FOO:20200106T080000Z", "RRULE:FREQ=WEEKLY",
                           "END:VEVENT")
            try write(Self.calendarFile(bad), to: file)
            let service = makeService(in: directory, calendar: calendar)
            #expect(try await service.shifts(in: Self.week(calendar)) == [])
            #expect(await service.unreadableEvents() == [UnreadableEvent(
                path: file.path, line: 4, problem: "libical rejects this event: Invalid VALUE type for property DTSTART: VALUE=FOO")])
            try await service.create([try UnreadableFileTests.newShift(calendar)])
            #expect(eventBlock(containing: "UID:bad", in: try readText(file)) == bad)
        }
    }

    @Test func writesAfterAPartialParseKeepEveryOtherBlockByteForByte() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            // A foreign event and a todo far from the week, an LF-free CRLF file.
            let foreign = crlf("BEGIN:VEVENT", "SUMMARY:Dentist", "DTSTART:20180305T080000Z", "X-OTHER:keep me",
                               "END:VEVENT")
            let todo = crlf("BEGIN:VTODO", "UID:todo", "END:VTODO")
            try write(Self.calendarFile(Self.dailyEvents(days: 60, from: CalendarDay(year: 2026, month: 10, day: 25))
                                        + foreign + todo), to: file)
            let original = try readText(file)
            let service = makeService(in: directory, calendar: calendar)
            var shifts = try await service.shifts(in: Self.week(calendar))
            #expect(service.parsedEventCount == 9)

            // Update Tuesday, delete Wednesday, add a shift on Saturday.
            shifts[1].title = "Late"
            try await service.update([shifts[1]])
            try await service.delete([shifts[2].id])
            let extra = ScheduledShift(id: "extra", day: CalendarDay(year: 2026, month: 11, day: 28),
                                       start: try instant(calendar, 2026, 11, 28, 18),
                                       end: try instant(calendar, 2026, 11, 28, 22), title: "Extra")
            try await service.create([extra])
            // Only the written events went through libical again.
            #expect(service.parsedEventCount == 11)

            let text = try readText(file)
            let tuesdayBefore = try #require(eventBlock(containing: "UID:day-20261124", in: original))
            let tuesdayAfter = try #require(eventBlock(containing: "UID:day-20261124", in: text))
            let wednesday = try #require(eventBlock(containing: "UID:day-20261125", in: original))
            let extraBlock = try #require(eventBlock(containing: "UID:extra", in: text))
            let zone = try #require(text.range(of: "BEGIN:VTIMEZONE").flatMap { start in
                text.range(of: "END:VTIMEZONE\r\n").map { String(text[start.lowerBound..<$0.upperBound]) }
            })
            let expected = original
                .replacingOccurrences(of: "PRODID:-//shifts//shifts//EN\r\n", with: "PRODID:-//shifts//shifts//EN\r\n" + zone)
                .replacingOccurrences(of: tuesdayBefore, with: tuesdayAfter)
                .replacingOccurrences(of: wednesday, with: "")
                .replacingOccurrences(of: "END:VTODO\r\n", with: "END:VTODO\r\n" + extraBlock)
            #expect(text == expected)
            #expect(tuesdayAfter.contains("SUMMARY:Late\r\n"))

            // A new service reads the same as the one that wrote.
            let fresh = try await makeService(in: directory, calendar: calendar).shifts(in: Self.week(calendar))
            #expect(fresh == (try await service.shifts(in: Self.week(calendar))))
            #expect(fresh.map(\.id) == ["day-20261123", "day-20261124", "day-20261126", "day-20261127",
                                        "day-20261128", "day-20261129", "extra"])
        }
    }

    /// `DTSTART;VALUE=FOO:...` is placed by the quick scan (its digits are
    /// fine) but libical rejects the VALUE type.
    static let rejected = crlf("BEGIN:VEVENT", "UID:rejected", "DTSTART;VALUE=FOO:20261203T080000Z",
                               "X-OTHER:keep me", "END:VEVENT")

    @Test func anEventLibicalRejectsIsLeftOutOfTheRangesItIsInAndListedOnceLookedAt() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(Self.calendarFile(Self.dailyEvents(days: 21, from: CalendarDay(year: 2026, month: 11, day: 20))
                                        + Self.rejected), to: file)
            let service = makeService(in: directory, calendar: calendar)
            let monday = CalendarDay(year: 2026, month: 11, day: 23)

            #expect(try await service.shifts(in: Self.week(calendar)).map(\.id) == Self.ids(monday, count: 7))
            // Not looked at yet.
            #expect(await service.unreadableEvents() == [])

            // Its own week (line 4 + 8 lines x 21 events = line 172): the others.
            let expected = [UnreadableEvent(
                path: file.path, line: 172,
                problem: "libical rejects this event: Invalid VALUE type for property DTSTART: VALUE=FOO")]
            let itsWeek = Self.week(calendar, from: monday.adding(days: 7))
            #expect(try await service.shifts(in: itsWeek).map(\.id) == Self.ids(monday.adding(days: 7), count: 7))
            #expect(await service.unreadableEvents() == expected)
            // The same again, without parsing it again.
            let parsed = service.parsedEventCount
            #expect(try await service.shifts(in: itsWeek).count == 7)
            #expect(service.parsedEventCount == parsed)
            #expect(await service.unreadableEvents() == expected)
            // The week before still loads.
            #expect(try await service.shifts(in: Self.week(calendar)).count == 7)
        }
    }

    @Test func writesKeepAnEventLibicalRejectsAndNeverChangeIt() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(Self.calendarFile(Self.dailyEvents(days: 3, from: CalendarDay(year: 2026, month: 11, day: 23))
                                        + Self.rejected), to: file)
            let service = makeService(in: directory, calendar: calendar)

            // Writes elsewhere keep its block as it was.
            try await service.create([try UnreadableFileTests.newShift(calendar)])
            try await service.delete(["day-20261124"])
            let afterWrites = try readText(file)
            #expect(eventBlock(containing: "UID:rejected", in: afterWrites) == Self.rejected)

            // Changing or deleting it is refused with the reason, writing nothing.
            // Its line in the file as it is now (the writes added a VTIMEZONE).
            let prefix = try #require(afterWrites.components(separatedBy: "BEGIN:VEVENT\r\nUID:rejected").first)
            let line = prefix.components(separatedBy: "\r\n").count
            let expected = CalendarFileError.unreadable(
                path: file.path, line: line,
                problem: "libical rejects this event: Invalid VALUE type for property DTSTART: VALUE=FOO")
            var replacement = try UnreadableFileTests.newShift(calendar)
            replacement.id = "rejected"
            await #expect(throws: expected) { try await service.update([replacement]) }
            await #expect(throws: expected) { try await service.delete(["day-20261123", "rejected"]) }
            #expect(try readText(file) == afterWrites)
        }
    }

    @Test func aStructuralErrorStillRefusesTheWholeFileAtLoad() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            // A broken block in 2017, far from the week asked for.
            try write(Self.calendarFile(crlf("BEGIN:VEVENT", "UID:old", "DTSTART:20170101T080000Z", "BEGIN:VALARM",
                                             "END:VEVENT") + Self.dailyEvents(days: 7, from: CalendarDay(year: 2026, month: 11, day: 23))),
                      to: file)
            let service = makeService(in: directory, calendar: calendar)
            let expected = CalendarFileError.unreadable(path: file.path, line: 8,
                                                        problem: "END:VEVENT does not close BEGIN:VALARM from line 7")
            await #expect(throws: expected) { try await service.shifts(in: Self.week(calendar)) }
            #expect(service.parsedEventCount == 0)
        }
    }
}

/// Paths that exist but are no regular file.
@Suite struct NotARegularFileTests {
    @Test func aFIFOIsRefusedWithoutBlockingAndLeftInPlace() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            #expect(mkfifo(file.path, 0o600) == 0)
            let service = makeService(in: directory, calendar: calendar)
            let expected = CalendarFileError.unreadable(path: file.path, line: nil,
                                                        problem: "not a regular file (it is a FIFO)")
            await #expect(throws: expected) { try await service.shifts(in: wholeYear(calendar)) }
            await #expect(throws: expected) { try await service.create([try UnreadableFileTests.newShift(calendar)]) }
            var info = stat()
            #expect(lstat(file.path, &info) == 0)
            #expect(info.st_mode & S_IFMT == S_IFIFO)
        }
    }

    @Test func aDirectoryIsNamedAsOne() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            let service = makeService(in: directory, calendar: calendar)
            await #expect(throws: CalendarFileError.unreadable(path: file.path, line: nil,
                                                               problem: "not a regular file (it is a directory)")) {
                try await service.shifts(in: wholeYear(calendar))
            }
        }
    }
}
