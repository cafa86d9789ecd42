import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// `ICSImport`: recurring events expanded in local time and within bounds.
@Suite struct ImportReadingTests {
    static func read(_ text: String, from: Date, to: Date) async throws -> ICSImport.Result {
        var result: ICSImport.Result?
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("in.ics")
            try write(text, to: file)
            result = try await ICSImport.read(file.path, calendar: try calendar(),
                                              range: DateInterval(start: from, end: to))
        }
        return try #require(result)
    }

    @Test func aWeeklyRuleKeepsItsWallClockTimeAcrossTheAutumnChange() async throws {
        let text = crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:w", "DTSTART;TZID=Europe/Berlin:20261019T140000",
                        "DTEND;TZID=Europe/Berlin:20261019T220000", "RRULE:FREQ=WEEKLY;COUNT=3", "SUMMARY:Late",
                        "END:VEVENT", "END:VCALENDAR")
        let result = try await Self.read(text, from: try utc(2026, 1, 1), to: try utc(2027, 1, 1))
        #expect(result.shifts.map(\.id) == ["w/20261019T120000Z", "w/20261026T130000Z", "w/20261102T130000Z"])
        let starts = [try utc(2026, 10, 19, 12), try utc(2026, 10, 26, 13), try utc(2026, 11, 2, 13)]
        #expect(result.shifts.map(\.start) == starts)
        #expect(result.shifts.allSatisfy { $0.end.timeIntervalSince($0.start) == 8 * 3600 })
    }

    @Test func allDayRulesGiveDaysAndRunawayRulesAreCut() async throws {
        let text = crlf("BEGIN:VCALENDAR",
                        "BEGIN:VEVENT", "UID:y", "DTSTART;VALUE=DATE:20200229", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1",
                        "SUMMARY:Last of February", "END:VEVENT",
                        "BEGIN:VEVENT", "UID:s", "DTSTART:20260301T000000Z", "RRULE:FREQ=SECONDLY",
                        "SUMMARY:every second", "END:VEVENT", "END:VCALENDAR")
        let result = try await Self.read(text, from: try utc(2026, 1, 1), to: try utc(2028, 12, 31))
        let yearly = result.shifts.filter { $0.id.rawValue.hasPrefix("y/") }
        #expect(yearly.map(\.id) == ["y/20260228", "y/20270228", "y/20280229"])
        #expect(yearly.allSatisfy { $0.isAllDay })
        let everySecond = result.shifts.filter { $0.id.rawValue.hasPrefix("s/") }
        #expect(everySecond.count == RecurrenceExpansion.maxOccurrences)
        #expect(result.skipped == [ICSImport.Skip(line: 8, reason:
            "it repeats more than \(RecurrenceExpansion.maxOccurrences) times in the range; the rest was left out")])
    }

    @Test func theRuleStepsOfAWholeFileShareOneBudget() async throws {
        // Fifty runaway rules on one event, from 1970: each used to get a
        // budget of its own (ten million steps, ten seconds).
        let runaway = ["BEGIN:VEVENT", "UID:r", "DTSTART:19700101T000000Z", "DTEND:19700101T000100Z", "SUMMARY:r"]
            + Array(repeating: "RRULE:FREQ=SECONDLY", count: 50) + ["END:VEVENT"]
        let later = ["BEGIN:VEVENT", "UID:w", "DTSTART:20260105T060000Z", "DTEND:20260105T140000Z",
                     "RRULE:FREQ=WEEKLY;COUNT=3", "SUMMARY:w", "END:VEVENT"]
        let lines = ["BEGIN:VCALENDAR"] + runaway + later + ["END:VCALENDAR"]
        let text = lines.map { $0 + "\r\n" }.joined()
        let result = try await Self.read(text, from: try utc(2026, 1, 1), to: try utc(2027, 1, 1))
        let reason = "the file's recurrence rules take more than \(RecurrenceExpansion.Budget.steps) steps to expand; "
        #expect(result.skipped == [
            ICSImport.Skip(line: 2, reason: reason + "only 0 occurrences of this event were read, the rest was left out"),
            ICSImport.Skip(line: 58, reason: reason + "only 1 occurrence of this event was read, the rest was left out"),
        ])
        // DTSTART is an occurrence of its own, whatever the budget.
        #expect(result.shifts.map(\.id) == ["w/20260105T060000Z"])
    }

    @Test func anAllDayExdateRemovesThatDaysOccurrenceOfATimedRule() async throws {
        let text = crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:d", "DTSTART:20260105T060000Z", "DTEND:20260105T140000Z",
                        "RRULE:FREQ=DAILY;COUNT=4", "EXDATE;VALUE=DATE:20260106", "EXDATE;VALUE=DATE:20260108",
                        "SUMMARY:d", "END:VEVENT", "END:VCALENDAR")
        let result = try await Self.read(text, from: try utc(2026, 1, 1), to: try utc(2027, 1, 1))
        #expect(result.shifts.map(\.id) == ["d/20260105T060000Z", "d/20260107T060000Z"])
    }
}
