import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// The decoded events the scan cache keeps: a start from an unchanged file
/// reads them without libical, and every reader, in every zone, sees exactly
/// the shifts the file gives without a cache.
@Suite struct ScanCacheEventsTests {
    /// Each kind of time the codec reads, around the night Berlin's clocks
    /// go forward (2026-03-29, 02:00 -> 03:00), and each text a shift shows.
    static let text = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//test//EN",
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:19701025T030000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT", "END:VTIMEZONE",
        // The DST night, in the file's zone.
        "BEGIN:VEVENT", "UID:night", "DTSTART;TZID=Europe/Berlin:20260328T220000",
        "DTEND;TZID=Europe/Berlin:20260329T060000", "SUMMARY:Night", "X-SHIFTS-SYMBOL:🌙",
        "X-SHIFTS-TYPE-ID:night-type", "LOCATION:Ward\\, 3", "DESCRIPTION:Two lines\\nhere", "END:VEVENT",
        // Sick, with a reason, in UTC.
        "BEGIN:VEVENT", "UID:sick", "DTSTART:20260327T050000Z", "DTEND:20260327T130000Z",
        "SUMMARY:Early (sick)", "X-SHIFTS-SICK:TRUE", "X-SHIFTS-SICK-REASON:Flu\\; fever", "END:VEVENT",
        // A zone the file does not define (libical's own data), with a DURATION.
        "BEGIN:VEVENT", "UID:newyork", "DTSTART;TZID=America/New_York:20260308T013000", "DURATION:PT8H",
        "SUMMARY:Across New York's change", "END:VEVENT",
        // All-day: one day, three days, a DURATION, the default.
        "BEGIN:VEVENT", "UID:holiday", "DTSTART;VALUE=DATE:20260329", "DTEND;VALUE=DATE:20260330",
        "SUMMARY:Holiday", "END:VEVENT",
        "BEGIN:VEVENT", "UID:leave", "DTSTART;VALUE=DATE:20260328", "DTEND;VALUE=DATE:20260331",
        "SUMMARY:Leave", "CATEGORIES:SICK", "END:VEVENT",
        "BEGIN:VEVENT", "UID:course", "DTSTART;VALUE=DATE:20260325", "DURATION:P2D", "SUMMARY:Course", "END:VEVENT",
        "BEGIN:VEVENT", "UID:oneday", "DTSTART;VALUE=DATE:20260326", "SUMMARY:One day", "END:VEVENT",
        // The reader's wall clock: never kept, always decoded.
        "BEGIN:VEVENT", "UID:floating", "DTSTART:20260329T013000", "DTEND:20260329T043000",
        "SUMMARY:Floating", "END:VEVENT",
        "BEGIN:VEVENT", "UID:dateend", "DTSTART:20260330T220000Z", "DTEND;VALUE=DATE:20260331",
        "SUMMARY:Ends at a date", "END:VEVENT",
        // Outside the year the cache keeps around now (2026-03-01).
        "BEGIN:VEVENT", "UID:far", "DTSTART:20300101T080000Z", "DTEND:20300101T160000Z", "SUMMARY:Far",
        "END:VEVENT",
        "END:VCALENDAR",
    ].map { $0 + "\r\n" }.joined()

    /// Events the cache cannot keep: floating, a DATE end on a timed event,
    /// and the one outside the kept years.
    static let alwaysDecoded = ["floating", "dateend", "far"]

    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham",
                        "Australia/Lord_Howe", "America/St_Johns"]

    static let everything = DateInterval(start: Date(timeIntervalSince1970: 1_767_225_600),  // 2026-01-01
                                         end: Date(timeIntervalSince1970: 1_924_992_000))    // 2031-01-01

    func service(_ directory: URL, zone: String, cache: ScanCache?) throws -> FileCalendarService {
        let calendar = try calendar(zone)
        return FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory), calendar: calendar,
                                   clock: FixedClock(calendar: calendar, instant: stampInstant), scanCache: cache)
    }

    func withCalendar(_ body: (URL, ScanCache) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            try write(Self.text, to: DataDirectory.calendarFile(in: directory))
            try await body(directory, ScanCache(directory: directory.appendingPathComponent("cache").path,
                                                minimumFileSize: 0))
        }
    }

    @Test func keptEventsSurviveTheFormat() throws {
        let bytes = Array(Self.text.utf8)
        var scanned = try #require(try ICSScanner.scanSummarizingEvents(bytes))
        scanned.events = KeptEvents([
            0: CachedEvent(times: .instants(start: 1_774_731_600, end: 1_774_760_400), title: "Night", symbol: "🌙",
                           shiftTypeID: "night-type", location: "Ward, 3", notes: "Two lines\nhere", sickReason: nil),
            1: CachedEvent(times: .instants(start: -86_400, end: -86_400), title: "", symbol: nil, shiftTypeID: nil,
                           location: nil, notes: "", sickReason: "Flu; fever"),
            4: CachedEvent(times: .days(start: CalendarDay(year: 2026, month: 3, day: 28),
                                        end: CalendarDay(year: 2026, month: 3, day: 31)),
                           title: "Leave", symbol: nil, shiftTypeID: nil, location: nil, notes: "", sickReason: ""),
            3: CachedEvent(times: .days(start: CalendarDay(year: 2026, month: 4, day: 6),
                                        end: CalendarDay(year: 2026, month: 4, day: 11)),
                           title: "Annual leave", symbol: "AL", shiftTypeID: nil, location: nil, notes: "",
                           sickReason: nil, absence: "annual"),
        ])
        #expect(scanned.events?[4]?.title == "Leave" && scanned.events?[2] == nil && scanned.events?[5] == nil)
        var info = stat()
        info.st_size = off_t(bytes.count)
        let key = ScanCacheFormat.Key(path: "/data/calendar.ics", identity: FileIdentity(info),
                                      contentHash: ScanCacheFormat.contentHash(bytes), program: 1)
        let encoded = try #require(ScanCacheFormat.encode(scanned, key: key))
        #expect(ScanCacheFormat.decode(encoded, key: key, byteCount: bytes.count) == scanned)
        // A kept event numbered past the file's events is not written.
        var beyond = scanned
        beyond.events = KeptEvents([99: try #require(scanned.events?[0])])
        #expect(ScanCacheFormat.encode(beyond, key: key) == nil)
    }

    /// The cache made by a reader in `writer`'s zone, then read (warm) by a
    /// reader in every zone: the same shifts as that zone's reader without
    /// a cache, with libical run only for the events the cache cannot keep.
    @Test(arguments: ScanCacheEventsTests.zones)
    func warmReadsAreTheFileInEveryZone(writer: String) async throws {
        try await withCalendar { directory, cache in
            let cold = try service(directory, zone: writer, cache: cache)
            let coldShifts = try await cold.shifts(in: Self.everything)
            #expect(cold.parseCount == 1)
            #expect(coldShifts == (try await service(directory, zone: writer, cache: nil).shifts(in: Self.everything)))
            for zone in Self.zones {
                let uncached = try await service(directory, zone: zone, cache: nil).shifts(in: Self.everything)
                let warm = try service(directory, zone: zone, cache: cache)
                let warmShifts = try await warm.shifts(in: Self.everything)
                #expect(warmShifts == uncached, "read in \(zone) from a cache made in \(writer)")
                #expect(warm.parseCount == 0)
                #expect(warm.parsedEventCount == Self.alwaysDecoded.count, "in \(zone)")
                #expect(await warm.unreadableEvents().isEmpty)
            }
            #expect(coldShifts.count == 10)
            let sick = try #require(coldShifts.first { $0.id == "sick" })
            #expect(sick.sick == SickMark(reason: "Flu; fever") && sick.title == "Early")
            let leave = try #require(coldShifts.first { $0.id == "leave" })
            #expect(leave.isAllDay && leave.sick == SickMark(reason: ""))
            let night = try #require(coldShifts.first { $0.id == "night" })
            // 22:00 CET to 06:00 CEST is seven hours.
            #expect(night.end.timeIntervalSince(night.start) == 7 * 3600)
        }
    }

    /// A range read warm decodes only what the cache cannot keep: of the
    /// seven events the quick scan places near the day, the floating one.
    @Test func aDayFromAnUnchangedFileNeedsNoLibical() async throws {
        try await withCalendar { directory, cache in
            _ = try await service(directory, zone: "Europe/Berlin", cache: cache).shifts(in: Self.everything)
            let berlin = try calendar("Europe/Berlin")
            let day = DateInterval(start: try instant(berlin, 2026, 3, 28), end: try instant(berlin, 2026, 3, 29))
            let warm = try service(directory, zone: "Europe/Berlin", cache: cache)
            let shifts = try await warm.shifts(in: day)
            #expect(shifts.map(\.id) == ["night", "leave"])
            #expect(warm.parsedEventCount == 1)
            let uncached = try service(directory, zone: "Europe/Berlin", cache: nil)
            #expect(shifts == (try await uncached.shifts(in: day)))
            #expect(uncached.parsedEventCount == 7)
        }
    }

    /// Where no cache can be written, nothing is decoded for it: a day's
    /// read parses what it parses without a cache.
    @Test func anUnwritableCacheDecodesNothingAhead() async throws {
        try await withCalendar { directory, _ in
            let blocker = directory.appendingPathComponent("blocker")
            try write("not a folder\n", to: blocker)
            let cache = ScanCache(directory: blocker.appendingPathComponent("shifts").path, minimumFileSize: 0)
            let berlin = try calendar("Europe/Berlin")
            let day = DateInterval(start: try instant(berlin, 2026, 3, 28), end: try instant(berlin, 2026, 3, 29))
            let service = try service(directory, zone: "Europe/Berlin", cache: cache)
            #expect(try await service.shifts(in: day).map(\.id) == ["night", "leave"])
            #expect(service.parsedEventCount == 7)
        }
    }

    /// What the cache decodes ahead is never reported: an event libical
    /// rejects, or a refused VTIMEZONE an event uses, outside the range
    /// read is reported by no start, the first or a later one, as without
    /// a cache; inside it, by every start.
    @Test func problemsAheadAreReportedOnlyWhenRead() async throws {
        let text = Self.text.replacingOccurrences(of: "BYMONTH=3;BYDAY=-1SU", with: "BYMONTH=3;BYDAY=-1SU;INTERVAL=2")
            .replacingOccurrences(of: "END:VCALENDAR\r\n", with: [
                "BEGIN:VEVENT", "UID:broken", "DTSTART:20260320T080000Z", "DTEND:20260320T090000Z",
                "X-LIC-ERROR:DTEND broken", "END:VEVENT", "END:VCALENDAR",
            ].map { $0 + "\r\n" }.joined())
        try await withTemporaryDirectory { directory in
            try write(text, to: DataDirectory.calendarFile(in: directory))
            let cache = ScanCache(directory: directory.appendingPathComponent("cache").path, minimumFileSize: 0)
            let utc = try calendar("UTC")
            // A day with one UTC event: no zone, nothing broken in view.
            let quiet = DateInterval(start: try instant(utc, 2026, 3, 27, 2), end: try instant(utc, 2026, 3, 27, 16))
            for cached in [nil, cache, cache] {
                let service = try service(directory, zone: "UTC", cache: cached)
                #expect(try await service.shifts(in: quiet).map(\.id) == ["sick"])
                #expect(await service.unreadableEvents().isEmpty, "cache: \(cached != nil)")
            }
            let uncached = try service(directory, zone: "UTC", cache: nil)
            _ = try await uncached.shifts(in: Self.everything)
            let expected = await uncached.unreadableEvents()
            #expect(expected.count == 2)
            let warm = try service(directory, zone: "UTC", cache: cache)
            _ = try await warm.shifts(in: Self.everything)
            #expect(await warm.unreadableEvents() == expected)
        }
    }

    /// A file whose VTIMEZONE is refused keeps no decoded events: the
    /// problem is reported by every start, as without a cache.
    @Test func aRefusedZoneKeepsNothing() async throws {
        let refused = Self.text.replacingOccurrences(of: "BYMONTH=3;BYDAY=-1SU", with: "BYMONTH=3;BYDAY=-1SU;INTERVAL=2")
        try await withTemporaryDirectory { directory in
            try write(refused, to: DataDirectory.calendarFile(in: directory))
            let cache = ScanCache(directory: directory.appendingPathComponent("cache").path, minimumFileSize: 0)
            let cold = try service(directory, zone: "UTC", cache: cache)
            let coldShifts = try await cold.shifts(in: Self.everything)
            let coldProblems = await cold.unreadableEvents()
            let warm = try service(directory, zone: "UTC", cache: cache)
            #expect(try await warm.shifts(in: Self.everything) == coldShifts)
            #expect(warm.parseCount == 0)
            #expect(await warm.unreadableEvents() == coldProblems)
            #expect(!coldProblems.isEmpty)
        }
    }
}
