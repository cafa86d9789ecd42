import CLibical
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
        // budget of its own (ten million steps, ten seconds). With a COUNT
        // they must be walked from their start, to be counted.
        let runaway = ["BEGIN:VEVENT", "UID:r", "DTSTART:19700101T000000Z", "DTEND:19700101T000100Z", "SUMMARY:r"]
            + Array(repeating: "RRULE:FREQ=SECONDLY;COUNT=2000000000", count: 50) + ["END:VEVENT"]
        let later = ["BEGIN:VEVENT", "UID:w", "DTSTART:20260105T060000Z", "DTEND:20260105T140000Z",
                     "RRULE:FREQ=WEEKLY;COUNT=3", "SUMMARY:w", "END:VEVENT"]
        let lines = ["BEGIN:VCALENDAR"] + runaway + later + ["END:VCALENDAR"]
        let text = lines.map { $0 + "\r\n" }.joined()
        let result = try await Self.read(text, from: try utc(2026, 1, 1), to: try utc(2027, 1, 1))
        let reason = "the file's recurrence rules take more than \(RecurrenceExpansion.Budget.steps) steps to expand; "
        #expect(result.skipped == [
            ICSImport.Skip(line: 2, reason: reason + "only 0 occurrences of this event were read, the rest was left out"),
        ])
        // The event below them keeps its part, kept back from the first.
        #expect(result.shifts.map(\.id) == ["w/20260105T060000Z", "w/20260112T060000Z", "w/20260119T060000Z"])
    }

    @Test func hostileRulesAtTheTopOfAFileLeaveTheRealOnesBelowTheirPart() async throws {
        // 25 hourly rules would take 5,000 occurrences each: the file's
        // 100,000 were spent by the twentieth, and the weekly rule below
        // them lost every one.
        let hourly = (0..<25).flatMap { index in
            ["BEGIN:VEVENT", "UID:h\(index)", "DTSTART:20260101T000000Z", "DTEND:20260101T003000Z",
             "RRULE:FREQ=HOURLY", "SUMMARY:h", "END:VEVENT"]
        }
        let weekly = ["BEGIN:VEVENT", "UID:w", "DTSTART:20260105T060000Z", "DTEND:20260105T140000Z",
                      "rrule:FREQ=WEEKLY", "SUMMARY:w", "END:VEVENT"]
        let text = (["BEGIN:VCALENDAR"] + hourly + weekly + ["END:VCALENDAR"]).map { $0 + "\r\n" }.joined()
        let result = try await Self.read(text, from: try utc(2026, 1, 1), to: try utc(2027, 1, 1))
        let mondays = result.shifts.filter { $0.id.rawValue.hasPrefix("w/") }
        #expect(mondays.count == 52)
        #expect(mondays.first?.start == (try utc(2026, 1, 5, 6)))
        #expect(!result.skipped.contains { $0.line == 2 + 7 * 25 })
        // The hourly ones share the rest and say so.
        let hours = result.shifts.count - mondays.count
        #expect(hours > 90_000 && hours <= ICSImport.occurrenceBudget - 52)
        #expect(result.skipped.map(\.line) == (0..<25).map { 2 + 7 * $0 })
    }

    @Test func anEventMayRecurWhenALineStartsWithRRULEOrRDATEInAnyCase() {
        func mayRecur(_ lines: String...) -> Bool { ICSImport.mayRecur(ArraySlice(Array(crlf(lines).utf8))) }
        #expect(mayRecur("BEGIN:VEVENT", "RRULE:FREQ=DAILY", "END:VEVENT"))
        #expect(mayRecur("BEGIN:VEVENT", "rdate;VALUE=DATE:20260101", "END:VEVENT"))
        #expect(!mayRecur("BEGIN:VEVENT", "SUMMARY:RRULE:FREQ=DAILY", " RRULE:folded", "END:VEVENT"))
        #expect(!mayRecur("BEGIN:VEVENT", "RRULEX:1", "END:VEVENT"))
    }

    /// The occurrences of `text`'s one event in `range`, and the rule
    /// steps and occurrences they took from a fresh budget. On the storage
    /// queue: libical's state is not thread-safe.
    static func expand(_ text: String, in range: DateInterval) async throws
        -> (occurrences: [RecurrenceExpansion.Occurrence], steps: Int, kept: Int, cut: RecurrenceExpansion.Cut?) {
        let calendar = try calendar()
        return try await FileCalendarService.queue.run { () throws(EventCodecError) in
            let event = try EventCodec.parseEvent(ArraySlice(Array(text.utf8)))
            defer { icalcomponent_free(event) }
            let expansion = RecurrenceExpansion(conversion: EventCodec(calendar: calendar).conversion,
                                                zones: FileTimeZones(blocks: []))
            var budget = RecurrenceExpansion.Budget()
            let (list, cut) = expansion.occurrences(of: event, in: range, budget: &budget)
            return (list, RecurrenceExpansion.Budget.steps - budget.remaining,
                    RecurrenceExpansion.Budget.occurrences - budget.occurrencesLeft, cut)
        }
    }

    @Test func aSubDailyRuleNamingMonthsOrDaysIsLeftOutBeforeLibicalSearchesForIt() async throws {
        // A 30 February, minute by minute: libical searched for minutes
        // inside one call, where no count outside could stop it.
        let range = DateInterval(start: try utc(2026, 1, 1), end: try utc(2027, 1, 1))
        for rule in ["FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", "FREQ=SECONDLY;BYMONTHDAY=31;BYMONTH=4",
                     "FREQ=HOURLY;BYYEARDAY=200", "FREQ=HOURLY;BYWEEKNO=20"] {
            let event = crlf("BEGIN:VEVENT", "UID:n", "DTSTART:20260101T000000Z", "DTEND:20260101T010000Z",
                             "RRULE:" + rule, "SUMMARY:n", "END:VEVENT")
            let expanded = try await Self.expand(event, in: range)
            #expect(expanded.cut == .searchedStepByStep, "\(rule)")
            #expect(expanded.steps == 0, "\(rule)")
            // DTSTART is an occurrence whatever its rule.
            #expect(expanded.occurrences.map(\.start) == [try utc(2026, 1, 1)], "\(rule)")
        }
        // Weekdays are found within a week: an hourly rule on Mondays stays.
        let mondays = crlf("BEGIN:VEVENT", "UID:m", "DTSTART:20260105T060000Z", "DTEND:20260105T070000Z",
                           "RRULE:FREQ=HOURLY;BYDAY=MO;BYHOUR=6", "SUMMARY:m", "END:VEVENT")
        let january = DateInterval(start: try utc(2026, 1, 1), end: try utc(2026, 2, 1))
        let expanded = try await Self.expand(mondays, in: january)
        #expect(expanded.cut == nil)
        #expect(expanded.occurrences.count == 4)
        let text = crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:n", "DTSTART:20260101T000000Z",
                        "DTEND:20260101T010000Z", "RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", "SUMMARY:n",
                        "END:VEVENT", "END:VCALENDAR")
        let result = try await Self.read(text, from: try utc(2026, 1, 1), to: try utc(2027, 1, 1))
        #expect(result.shifts.map(\.id) == ["n/20260101T000000Z"])
        #expect(result.skipped.map(\.line) == [2])
        #expect(result.skipped.first?.reason.hasPrefix("its RRULE repeats more often than daily and names months") == true)
    }

    @Test func aRuleThatNeverMatchesStopsADayAfterTheRange() async throws {
        // libical looks for the next occurrence inside one call, up to the
        // year 2582 (a daily rule for a 30 February took 220 ms an event);
        // the UNTIL given to it ends the search. A Monday 29 February comes
        // next in 2044, far after the range.
        let range = DateInterval(start: try utc(2026, 1, 1), end: try utc(2027, 1, 1))
        for rule in ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=5"] {
            let event = crlf("BEGIN:VEVENT", "UID:n", "DTSTART:20260101T000000Z", "DTEND:20260101T010000Z",
                             "RRULE:" + rule, "SUMMARY:n", "END:VEVENT")
            let expanded = try await Self.expand(event, in: range)
            #expect(expanded.occurrences.map(\.start) == [try utc(2026, 1, 1)], "\(rule)")
            #expect(expanded.cut == nil, "\(rule)")
            #expect(expanded.steps == 1, "\(rule)")
        }
        let timed = icaltime_from_timet_with_zone(time_t(1_767_225_600), 0, icaltimezone_get_utc_timezone())
        var open = icalrecurrencetype()
        icalrecurrencetype_clear(&open)
        RecurrenceExpansion.stop(&open, after: range.end, like: timed)
        #expect(String(cString: icaltime_as_ical_string(open.until)) == "20270102T000000Z")
        // An UNTIL before that stays; an all-day rule ends on a date.
        var sooner = open
        sooner.until = icaltime_from_string("20260301T000000Z")
        RecurrenceExpansion.stop(&sooner, after: range.end, like: timed)
        #expect(String(cString: icaltime_as_ical_string(sooner.until)) == "20260301T000000Z")
        var allDay = icalrecurrencetype()
        icalrecurrencetype_clear(&allDay)
        RecurrenceExpansion.stop(&allDay, after: range.end, like: icaltime_from_string("20260101"))
        #expect(String(cString: icaltime_as_ical_string(allDay.until)) == "20270102")
    }

    @Test func aRuleWithoutCountIsWalkedFromTheRangeNotFromItsStart() async throws {
        // Hourly since 1970: 495,000 steps to reach 2026 one by one.
        let hourly = crlf("BEGIN:VEVENT", "UID:h", "DTSTART:19700101T003000Z", "DTEND:19700101T010000Z",
                          "RRULE:FREQ=HOURLY", "SUMMARY:h", "END:VEVENT")
        let day = DateInterval(start: try utc(2026, 3, 1), end: try utc(2026, 3, 2))
        let expanded = try await Self.expand(hourly, in: day)
        #expect(expanded.occurrences.map(\.start) == (0..<24).map { day.start.addingTimeInterval(Double($0) * 3600 + 1800) })
        #expect(expanded.cut == nil)
        // The walk starts a day before the range (no zone is a day off
        // UTC): 48 steps and the one past the end, counted, not timed.
        #expect(expanded.steps == 49)
        #expect(expanded.kept == 24)
        // All-day, from 1900, with an UNTIL after the range: the same.
        let daily = crlf("BEGIN:VEVENT", "UID:d", "DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY;UNTIL=20991231",
                         "SUMMARY:d", "END:VEVENT")
        let local = try calendar()
        let week = DateInterval(start: CalendarDay(year: 2026, month: 3, day: 2).start(in: local),
                                end: CalendarDay(year: 2026, month: 3, day: 9).start(in: local))
        let days = try await Self.expand(daily, in: week)
        #expect(days.occurrences.compactMap(\.day) == (2...8).map { CalendarDay(year: 2026, month: 3, day: $0) })
        // From 1900 one by one: 46,000 steps.
        #expect(days.steps < 20)
    }

    @Test func aSubDailyRuleWithAnIntervalKeepsItsOwnHours() async throws {
        // Every 8 hours from 06:00: libical's jump would line the rule up
        // with the jump's own hour (02:00, 10:00, 18:00); walked from
        // DTSTART it keeps 06:00, 14:00, 22:00.
        let everyEight = crlf("BEGIN:VEVENT", "UID:e", "DTSTART:20260101T060000Z", "DTEND:20260101T070000Z",
                              "RRULE:FREQ=HOURLY;INTERVAL=8", "SUMMARY:e", "END:VEVENT")
        let day = DateInterval(start: try utc(2026, 3, 1), end: try utc(2026, 3, 2))
        let expanded = try await Self.expand(everyEight, in: day)
        #expect(expanded.occurrences.map(\.start) == [try utc(2026, 3, 1, 6), try utc(2026, 3, 1, 14), try utc(2026, 3, 1, 22)])
        // Every 90 minutes from 00:30 (the RFC's own example of an interval).
        let ninety = crlf("BEGIN:VEVENT", "UID:n", "DTSTART:20260101T003000Z", "DTEND:20260101T010000Z",
                          "RRULE:FREQ=MINUTELY;INTERVAL=90", "SUMMARY:n", "END:VEVENT")
        let minutes = try await Self.expand(ninety, in: day)
        #expect(minutes.occurrences.map(\.start) == (0..<16).map { day.start.addingTimeInterval(Double($0) * 5400 + 1800) })
    }

    @Test func twoHundredHourlyRulesStopAtTheFilesOccurrenceBudget() async throws {
        // 3.5 million occurrences in two years: the read keeps 100,000, an
        // even part of them from each event, and names every event it cut,
        // by its line.
        var lines = ["BEGIN:VCALENDAR"]
        for index in 0..<200 {
            lines += ["BEGIN:VEVENT", "UID:b\(index)", "DTSTART:20200101T000000Z", "DTEND:20200101T003000Z",
                      "RRULE:FREQ=HOURLY", "SUMMARY:b", "END:VEVENT"]
        }
        let text = (lines + ["END:VCALENDAR"]).map { $0 + "\r\n" }.joined()
        let result = try await Self.read(text, from: try utc(2026, 1, 1), to: try utc(2028, 1, 1))
        #expect(result.shifts.count == RecurrenceExpansion.Budget.occurrences)
        // Not twenty events of 5,000 and none of the rest: 500 of each.
        let spent = "the file's recurring events make more than 100,000 occurrences in the range; "
            + "only 500 occurrences of this event were read, the rest was left out (a shorter range reads more of each)"
        #expect(result.skipped.map(\.reason) == Array(repeating: spent, count: 200))
        #expect(Set(result.shifts.map { $0.id.rawValue.split(separator: "/")[0] }).count == 200)
        #expect(result.skipped.map(\.line) == (0..<200).map { 2 + 7 * $0 })
    }

    @Test func anAllDayExdateRemovesThatDaysOccurrenceOfATimedRule() async throws {
        let text = crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:d", "DTSTART:20260105T060000Z", "DTEND:20260105T140000Z",
                        "RRULE:FREQ=DAILY;COUNT=4", "EXDATE;VALUE=DATE:20260106", "EXDATE;VALUE=DATE:20260108",
                        "SUMMARY:d", "END:VEVENT", "END:VCALENDAR")
        let result = try await Self.read(text, from: try utc(2026, 1, 1), to: try utc(2027, 1, 1))
        #expect(result.shifts.map(\.id) == ["d/20260105T060000Z", "d/20260107T060000Z"])
    }
}
