import Foundation
import PropertyBased
import ShiftModel
import Testing
@testable import ShiftStorage

/// The range lookup looks only at the events an index says may reach into
/// the range (`EventTimeIndex`): it must find exactly what a filter over
/// every event finds, for any mix of events and after any edits.
@Suite struct RangeLookupTests {
    /// 2026-03-01 00:00 UTC: the events and ranges fall around it.
    static let origin = 1_772_323_200

    /// One event of a kind chosen by `code`, starting `minutes` after
    /// `origin` (negative: before) and lasting `length` (minutes, or days
    /// for the long kinds): overnight, multi-day, all-day, zero-length,
    /// without an end, in a TZID zone, floating, recurring.
    static func event(number: Int, code: Int, minutes: Int, length: Int) -> String {
        let start = Date(timeIntervalSince1970: TimeInterval(origin + minutes * 60))
        let end = start.addingTimeInterval(TimeInterval(length * 60))
        func utcText(_ date: Date) -> String { format(date, "yyyyMMdd'T'HHmmss'Z'", zone: "UTC") }
        func local(_ date: Date) -> String { format(date, "yyyyMMdd'T'HHmmss", zone: "Europe/Berlin") }
        func day(_ date: Date) -> String { format(date, "yyyyMMdd", zone: "UTC") }
        var lines = ["BEGIN:VEVENT", "UID:event-\(number)", "SUMMARY:Event \(number)"]
        switch code % 9 {
        case 0: lines += ["DTSTART:\(utcText(start))", "DTEND:\(utcText(end))"]
        case 1: lines += ["DTSTART;TZID=Europe/Berlin:\(local(start))", "DTEND;TZID=Europe/Berlin:\(local(end))"]
        case 2:
            let last = start.addingTimeInterval(TimeInterval(86_400 * (1 + length % 6)))
            lines += ["DTSTART;VALUE=DATE:\(day(start))", "DTEND;VALUE=DATE:\(day(last))"]
        case 3: lines += ["DTSTART:\(utcText(start))", "DURATION:PT\(length)M"]
        case 4:
            // Weeks to more than a year: a leave, a placement.
            let long = start.addingTimeInterval(TimeInterval(86_400 * (7 + length % 400)))
            lines += ["DTSTART:\(utcText(start))", "DTEND:\(utcText(long))"]
        case 5: lines += ["DTSTART:\(utcText(start))", "RRULE:FREQ=DAILY;COUNT=3", "DTEND:\(utcText(end))"]
        case 6: lines += ["DTSTART:\(local(start))", "DTEND:\(local(end))"]
        case 7: lines += ["DTSTART:\(utcText(start))"]
        default: lines += ["DTSTART;VALUE=DATE:\(day(start))"]
        }
        return (lines + ["END:VEVENT"]).map { $0 + "\r\n" }.joined()
    }

    static func format(_ date: Date, _ pattern: String, zone: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: zone)
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }

    /// A range `length` minutes long starting `minutes` after `origin`.
    static func range(minutes: Int, length: Int) -> DateInterval {
        DateInterval(start: Date(timeIntervalSince1970: TimeInterval(origin + minutes * 60)),
                     duration: TimeInterval(length * 60))
    }

    /// The rule the lookup promises, applied to every shift of the file.
    static func bruteForce(_ all: [ScheduledShift], _ interval: DateInterval) -> [ScheduledShift] {
        all.filter { shift in
            shift.end > shift.start
                ? shift.start < interval.end && shift.end > interval.start
                : shift.start >= interval.start && shift.start < interval.end
        }
    }

    static let everything = DateInterval(start: .distantPast, end: .distantFuture)

    /// Every range asked for finds what the filter finds.
    static func expectSameAsFilter(_ service: FileCalendarService, ranges: [[Int]]) async throws {
        let all = try await service.shifts(in: everything)
        for range in ranges {
            let interval = Self.range(minutes: range[0], length: range[1])
            #expect(try await service.shifts(in: interval) == bruteForce(all, interval), "range \(interval)")
        }
    }

    /// Codes: kind, start (minutes from origin), length.
    static let events = Gen.int(in: -86_400...86_400).array(of: 3).array(of: 0...40)
    /// Start and length (minutes, up to ten days) of each range.
    static let ranges = Gen.int(in: -100_000...100_000).array(of: 2).array(of: 1...12)
    /// Edits: what (create, delete, move), which, start, length.
    static let edits = Gen.int(in: 0...1_000_000).array(of: 4).array(of: 1...8)

    @Test(.replayableSeed) func theRangeLookupEqualsAFilterOverEveryEventAndAfterEdits() async throws {
        let calendar = try calendar()
        try await withTemporaryDirectory { directory in
            var number = 0
            await propertyCheck(count: 60, input: Self.events, Self.ranges, Self.edits) { events, ranges, edits in
                number += 1
                let caseDirectory = directory.appendingPathComponent("case-\(number)")
                try FileManager.default.createDirectory(at: caseDirectory, withIntermediateDirectories: true)
                var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
                for (index, codes) in events.enumerated() {
                    text += Self.event(number: index, code: codes[0], minutes: codes[1] % 80_000,
                                       length: abs(codes[2]) % 4_000)
                }
                try write(text + "END:VCALENDAR\r\n", to: DataDirectory.calendarFile(in: caseDirectory))
                let service = makeService(in: caseDirectory, calendar: calendar)
                let ranges = ranges.map { [$0[0], abs($0[1]) % 14_400] }
                try await Self.expectSameAsFilter(service, ranges: ranges)

                // Edits: each makes a new document, whose lookup must see
                // what was added, moved and deleted.
                for edit in edits {
                    let all = try await service.shifts(in: Self.everything)
                    let start = Date(timeIntervalSince1970: TimeInterval(Self.origin + (edit[2] % 160_000 - 80_000) * 60))
                    let end = start.addingTimeInterval(TimeInterval((edit[3] % 3_000) * 60))
                    switch edit[0] % 3 {
                    case 0:
                        try await service.create([ScheduledShift(
                            id: ShiftID("new-\(edit[1])-\(edit[2])"), day: CalendarDay(start, in: calendar),
                            start: start, end: end, title: "New")])
                    case 1 where !all.isEmpty:
                        try await service.delete([all[edit[1] % all.count].id])
                    default:
                        guard !all.isEmpty else { continue }
                        var moved = all[edit[1] % all.count]
                        moved.start = start
                        moved.end = end
                        moved.day = CalendarDay(start, in: calendar)
                        // A foreign event may refuse the change (recurring
                        // ones do): the lookup must match either way.
                        try? await service.update([moved])
                    }
                    try await Self.expectSameAsFilter(service, ranges: ranges)
                }
            }
        }
    }

    /// The index alone, on windows made by hand: one very long window does
    /// not hide short ones, and what starts exactly at the range's end is out.
    @Test func theIndexFindsWindowsOfEveryLengthAndOnlyThose() {
        let windows: [EventWindow?] = [
            EventWindow(earliest: 100, latest: 200),
            nil,
            EventWindow(earliest: -1_000_000, latest: 1_000_000),
            EventWindow(earliest: 150, latest: 150),
            EventWindow(earliest: 300, latest: 310),
            EventWindow(earliest: 50, latest: 99),
            EventWindow(earliest: 120, latest: 130),
        ]
        let index = EventTimeIndex(count: windows.count) { windows[$0] }
        func found(_ start: Double, _ end: Double) -> [Int] {
            index.candidates(for: DateInterval(start: Date(timeIntervalSince1970: start),
                                               end: Date(timeIntervalSince1970: end))) { windows[$0] }
        }
        #expect(found(100, 300) == [0, 1, 2, 3, 6])
        #expect(found(99, 100) == [1, 2, 5])
        #expect(found(200, 200.5) == [0, 1, 2])
        #expect(found(2_000_000, 3_000_000) == [1])
    }
}
