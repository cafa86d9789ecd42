import CLibical
import Foundation
import Testing
@testable import ShiftStorage

/// Rules that name no day that exists are found before libical searches
/// for them up to the year 2582; rules that match, however seldom, are not.
struct RuleFeasibilityTests {
    static func rule(_ text: String) -> icalrecurrencetype {
        icalrecurrencetype_from_string(text)
    }

    @Test("a 31 April, a 30 February, the 40th Monday, week 53 in June, day 100 in January: never")
    func impossibleRules() {
        for text in ["FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=4", "FREQ=MONTHLY;BYMONTHDAY=30;BYMONTH=2",
                     "FREQ=MONTHLY;BYMONTHDAY=-30;BYMONTH=2", "FREQ=YEARLY;BYMONTHDAY=31;BYMONTH=4,6,9,11",
                     "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=31;BYMONTH=4", "FREQ=MONTHLY;BYSETPOS=40;BYDAY=MO",
                     "FREQ=WEEKLY;BYSETPOS=8;BYDAY=MO", "FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO;BYMONTH=6",
                     "FREQ=YEARLY;BYWEEKNO=20;BYMONTH=1", "FREQ=YEARLY;BYYEARDAY=100;BYMONTH=1",
                     "FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO;BYMONTH=1", "FREQ=MONTHLY;BYSETPOS=5;BYDAY=MO;BYMONTHDAY=1,2,3",
                     "FREQ=MONTHLY;BYSETPOS=-11;BYDAY=MO,TU", "FREQ=YEARLY;BYSETPOS=4;BYYEARDAY=1,2,3", "FREQ=YEARLY;BYSETPOS=60;BYDAY=MO",
                     "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "FREQ=DAILY;BYSETPOS=3;BYHOUR=6,7",
                     "FREQ=MONTHLY;BYDAY=6MO", "FREQ=YEARLY;BYMONTH=2;BYDAY=-6FR"] {
            #expect(RuleFeasibility.neverMatches(Self.rule(text)), "\(text)")
        }
    }

    @Test("a 29 February, the last Friday, week 1 in December or January, a 5th Monday: they match")
    func possibleRules() {
        for text in ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1",
                     "FREQ=YEARLY;BYWEEKNO=1;BYMONTH=12", "FREQ=YEARLY;BYWEEKNO=1;BYMONTH=1",
                     "FREQ=YEARLY;BYWEEKNO=-1;BYMONTH=1", "FREQ=YEARLY;BYWEEKNO=53;BYMONTH=12",
                     "FREQ=YEARLY;BYWEEKNO=53;BYDAY=FR;BYMONTH=1", "FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO;BYMONTH=12",
                     "FREQ=MONTHLY;BYSETPOS=3;BYDAY=MO;BYMONTHDAY=1,2,3", "FREQ=MONTHLY;BYSETPOS=-10;BYDAY=MO,TU",
                     "FREQ=YEARLY;BYSETPOS=50;BYDAY=MO", "FREQ=YEARLY;BYMONTH=1;BYSETPOS=5;BYDAY=FR",
                     "FREQ=MONTHLY;BYDAY=5MO", "FREQ=YEARLY;BYYEARDAY=60;BYMONTH=3", "FREQ=YEARLY;BYYEARDAY=60;BYMONTH=2",
                     "FREQ=YEARLY;BYYEARDAY=-1;BYMONTH=12", "FREQ=MONTHLY;BYMONTHDAY=31", "FREQ=WEEKLY;BYDAY=MO,TU",
                     "FREQ=DAILY;BYHOUR=6,14;BYSETPOS=2", "FREQ=MONTHLY;BYMONTHDAY=30,31;BYMONTH=2,3",
                     "FREQ=YEARLY;BYDAY=20MO", "FREQ=MONTHLY;BYDAY=-5SU"] {
            #expect(!RuleFeasibility.neverMatches(Self.rule(text)), "\(text)")
        }
    }

    @Test("the months a day of the year or an ISO week can fall in")
    func monthsOfDaysAndWeeks() {
        #expect(RuleFeasibility.monthsOfYearDay(60) == [3, 2])
        #expect(RuleFeasibility.monthsOfYearDay(-1) == [12, 12])
        #expect(RuleFeasibility.monthsOfYearDay(366) == [12])
        let monday = 0, friday = 4
        // 1 January 2027 is the Friday of week 53 of 2026; no Monday of a
        // week 53 is in January; 29 December 2025 is week 1's Monday.
        #expect(RuleFeasibility.weekHasDay(53, inMonths: [1], on: [friday]))
        #expect(!RuleFeasibility.weekHasDay(53, inMonths: [1], on: [monday]))
        #expect(RuleFeasibility.weekHasDay(1, inMonths: [12], on: [monday]))
        #expect(RuleFeasibility.weekHasDay(-1, inMonths: [12], on: []))
        #expect(!RuleFeasibility.weekHasDay(10, inMonths: [2], on: []))
        #expect(RuleFeasibility.weekHasDay(9, inMonths: [2, 3], on: []))
        #expect(!RuleFeasibility.weekHasDay(20, inMonths: [1], on: []))
    }

    @Test("an impossible rule is left out, its event's DTSTART kept, and the import says which line and why")
    func leftOutOnImport() async throws {
        let text = crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:n", "DTSTART:20260101T000000Z",
                        "DTEND:20260101T010000Z", "RRULE:FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=4",
                        "RRULE:FREQ=WEEKLY;COUNT=2", "SUMMARY:n", "END:VEVENT", "END:VCALENDAR")
        let result = try await ImportReadingTests.read(text, from: try utc(2026, 1, 1), to: try utc(2027, 1, 1))
        #expect(result.shifts.map(\.id) == ["n/20260101T000000Z", "n/20260108T000000Z"])
        #expect(result.skipped.map(\.line) == [2])
        #expect(result.skipped.first?.reason.hasPrefix("its RRULE names no day that exists") == true)
    }

    @Test("a monthly 13th that is a Friday: the days it names, found within the range")
    func fridayThe13th() async throws {
        let event = crlf("BEGIN:VEVENT", "UID:f", "DTSTART:20260113T090000Z", "DTEND:20260113T100000Z",
                         "RRULE:FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "SUMMARY:f", "END:VEVENT")
        let range = DateInterval(start: try utc(2026, 1, 1), end: try utc(2028, 1, 1))
        let expanded = try await ImportReadingTests.expand(event, in: range)
        // DTSTART (a Tuesday) and the Fridays the 13th of 2026 and 2027.
        #expect(expanded.occurrences.map(\.start) == [try utc(2026, 1, 13, 9), try utc(2026, 2, 13, 9),
                                                       try utc(2026, 3, 13, 9), try utc(2026, 11, 13, 9),
                                                       try utc(2027, 8, 13, 9)])
    }
}
