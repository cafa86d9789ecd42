import CLibical
import Foundation
import PropertyBased
import ReduxTesting
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// A VTIMEZONE libical would crash or hang on is not used: its TZID reads
/// as if the file did not define it, with a warning. Real zones still are.
@Suite struct ZoneSafetyTests {
    /// The input that crashed libical in `icaltimezone_truncate_vtimezone`
    /// (a DAYLIGHT whose DTSTART has month 53), byte for byte.
    static let crashing = """
        BEGIN:VCALENDAR
        BEGIN:VTIMEZONE
        TZID:Europe/Zurich
        BEGIN:DAYLIGHT
        TZOFFSETFROM:0
        TZOFFSETTO:0
        TZNAME:T
        DTSTART:19705329T020000
        RRULE:FREQ=YEARLY
        END:DAYLIGHT
        END:VTIMEZONE
        BEGIN:VEVENT
        DTSTART;TZID=Europe/Zurich:20161028T140000
        RRULE:
        END:VEVENT
        END:VCALENDAR

        """

    /// One DAYLIGHT from 2026-01-01 02:00 repeating every second, and an
    /// event in it: libical's expansion ran for ever.
    static let secondly = crlf(
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN",
        "BEGIN:VTIMEZONE", "TZID:Custom/Fast", "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
        "TZNAME:F", "DTSTART:20260101T020000", "RRULE:FREQ=SECONDLY", "END:DAYLIGHT", "END:VTIMEZONE",
        "BEGIN:VEVENT", "UID:in-zone", "DTSTART;TZID=Custom/Fast:20261123T060000",
        "DTEND;TZID=Custom/Fast:20261123T140000", "SUMMARY:Early", "END:VEVENT", "END:VCALENDAR")

    @Test(.timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func theCrashingZoneIsRefusedAndItsTZIDReadBySystemData() async throws {
        try await withTemporaryDirectory { directory in
            // The user's own zone is the refused one.
            let calendar = try calendar("Europe/Zurich")
            let file = DataDirectory.calendarFile(in: directory)
            try write(Self.crashing, to: file)
            let service = makeService(in: directory, calendar: calendar)
            let year2016 = DateInterval(start: try utc(2016, 1, 1), end: try utc(2017, 1, 1))
            let shifts = try await service.shifts(in: year2016)
            // 14:00 in Zurich's real summer time.
            #expect(shifts.map(\.start) == [try utc(2016, 10, 28, 12)])
            #expect(await service.unreadableEvents() == [UnreadableEvent(path: file.path, line: 2, problem:
                "the VTIMEZONE Europe/Zurich is not used: its DAYLIGHT DTSTART is not a valid local date-time; "
                    + "times in Europe/Zurich are read as if the file did not define it")])
            // A write keeps the zone as it was and adds no second definition.
            try await service.create([try UnreadableFileTests.newShift(calendar)])
            let text = try readText(file)
            let zone = try #require(Self.crashing.components(separatedBy: "BEGIN:VEVENT").first)
            #expect(text.hasPrefix(zone))
            #expect(text.components(separatedBy: "BEGIN:VTIMEZONE").count == 2)
            // Import reads it the same way.
            let imported = try ICSImport.parse(Array(Self.crashing.utf8), path: file.path, calendar: calendar, range: year2016)
            #expect(imported.shifts.map(\.start) == [try utc(2016, 10, 28, 12)])
        }
    }

    @Test(.timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func aSecondlyZoneRuleIsRefusedBeforeLibicalExpandsIt() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(Self.secondly, to: file)
            // Expanded, the rule ran for ever: a load that returns at all
            // (within the bounded wait) shows the zone was refused first.
            let interval = try wholeYear(calendar)
            let loaded = try #require(await waitFor("the load of a file with a secondly zone rule") {
                () async -> Result<[ScheduledShift], CalendarFileError> in
                do throws(CalendarFileError) {
                    return .success(try await FileCalendarService.queue.run {
                        () throws(CalendarFileError) -> [ScheduledShift] in
                        try CalendarFileEngine(path: file.path, calendar: calendar,
                                               clock: FixedClock(calendar: calendar, instant: stampInstant))
                            .shifts(in: interval)
                    })
                } catch {
                    return .failure(error)
                }
            }).get()
            #expect(loaded.map(\.id) == ["in-zone"])
            let service = makeService(in: directory, calendar: calendar)
            let shifts = try await service.shifts(in: wholeYear(calendar))
            // Unknown to the system too: read as floating, in the user's zone.
            #expect(shifts.map(\.start) == [try instant(calendar, 2026, 11, 23, 6)])
            #expect(await service.unreadableEvents() == [UnreadableEvent(path: file.path, line: 4, problem:
                "the VTIMEZONE Custom/Fast is not used: its DAYLIGHT RRULE repeats more often than daily; "
                    + "times in Custom/Fast are read as if the file did not define it")])
        }
    }

    /// Zones as programs write them pass: libical's own (back to the 19th
    /// century), Outlook's (from 1601), Google's (current rules only).
    @Test func realZonesAreUsed() async throws {
        var definitions = try ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Africa/Casablanca",
                               "America/Sao_Paulo", "Asia/Tehran", "Pacific/Chatham"]
            .map { try FileTimeZonesTests.libicalDefinition($0) }
        definitions.append(FileTimeZonesTests.minimalBerlin)
        definitions.append(Array(crlf(
            "BEGIN:VTIMEZONE", "TZID:W. Europe Standard Time", "BEGIN:STANDARD", "DTSTART:16010101T030000",
            "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10",
            "END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
            "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3", "END:DAYLIGHT", "END:VTIMEZONE").utf8))
        let problems = await Self.problems(of: definitions, sharingABudget: true)
        #expect(problems == Array(repeating: nil, count: definitions.count))
    }

    static func zone(_ observance: String...) -> [UInt8] {
        Array(crlf(["BEGIN:VTIMEZONE", "TZID:Custom/Zone", "BEGIN:STANDARD", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0100"]
            + observance + ["END:STANDARD", "END:VTIMEZONE"]).utf8)
    }

    @Test(arguments: [
        (["DTSTART:19700101T020000", "RRULE:FREQ=HOURLY"], "its STANDARD RRULE repeats more often than daily"),
        (["DTSTART:19700101T020000", "RRULE:FREQ=YEARLY;BYHOUR=1,2"],
         "its STANDARD RRULE repeats more often than daily (BYHOUR, BYMINUTE or BYSECOND lists)"),
        (["DTSTART:19700101T020000", "RRULE:FREQ=DAILY;COUNT=3"], "its STANDARD RRULE is not FREQ=YEARLY, as zone rules are"),
        (["DTSTART:19700101T020000", "RRULE:FREQ=YEARLY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYDAY=MO,TU,WE,TH,FR,SA,SU"],
         "its rules make about 224359 changes (at most 5000)"),
        (["DTSTART:19700101T020000", "RRULE:FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31"],
         "its STANDARD RRULE names a day that none of its months has"),
        (["DTSTART:19700101T020000", "RRULE:FREQ=YEARLY;BYMONTH=3,10;BYMONTHDAY=31;BYDAY=-5FR"],
         "its STANDARD RRULE names a day that none of its months has"),
        (["DTSTART:19700101T020000", "RRULE:FREQ=YEARLY;BYDAY=-1SU"], "its STANDARD RRULE names days but no BYMONTH"),
        (["DTSTART:19700101T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;INTERVAL=2"],
         "its STANDARD RRULE has an INTERVAL other than 1"),
        (["DTSTART:19700101T020000", "RRULE:FREQ=YEARLY;BYSETPOS=1;BYDAY=SU"],
         "its STANDARD RRULE uses BYYEARDAY, BYWEEKNO, BYSETPOS or RSCALE, which zones do not need"),
        (["DTSTART;VALUE=DATE:19700101"], "its STANDARD DTSTART is not a valid local date-time"),
        (["DTSTART:19700230T020000"], "its STANDARD DTSTART is not a valid local date-time"),
        (["DTSTART:19700101T020000", "DTSTART:19800101T020000"], "its STANDARD needs exactly one DTSTART"),
        (["DTSTART:19700101T020000", "RDATE;VALUE=PERIOD:19700101T020000/PT1H"],
         "its STANDARD has an RDATE that is not a valid date or date-time"),
        (["DTSTART:19700101T020000", "RRULE:FREQ=YEARLY;UNTIL=19701301T000000Z"],
         "its STANDARD RRULE has an UNTIL that is not a valid date or date-time"),
        (["DTSTART:19700101T020000", "BEGIN:X-NESTED", "END:X-NESTED"], "its STANDARD holds another component"),
    ])
    func unsafeZonesAreRefusedSayingWhy(_ observance: [String], _ problem: String) async throws {
        let definition = Self.zone(observance.joined(separator: "\r\n"))
        #expect(await Self.problems(of: [definition], sharingABudget: false) == [problem])
    }

    /// What `ZoneCheck` says of each zone, checked on the storage queue
    /// (libical's state is not thread-safe), which the caller awaits
    /// without holding a thread of the cooperative pool. A definition
    /// libical cannot parse is "unparsed".
    static func problems(of definitions: [[UInt8]], sharingABudget: Bool) async -> [String?] {
        await FileCalendarService.queue.run { () -> [String?] in
            var budget = ZoneCheck.Budget()
            return definitions.map { definition in
                guard let component = Libical.parse(definition[...]) else { return "unparsed" }
                defer { icalcomponent_free(component) }
                if !sharingABudget { budget = ZoneCheck.Budget() }
                return ZoneCheck.problem(in: component, budget: &budget)
            }
        }
    }
}

/// Mutated VTIMEZONEs through everything that reads zones: the file's own
/// zones at many years (cut and whole), the calendar engine, the importer.
/// Each is used or refused, never a crash or a hang. Runs 300 cases in the
/// normal suite; `SHIFTS_ZONE_FUZZ_CASES=20000 swift test --filter
/// ZoneFuzzTests` runs longer, and `SHIFTS_ZONE_FUZZ_LAST=FILE` keeps each
/// case in FILE before it runs (Docs/Testing.md).
@Suite struct ZoneFuzzTests {
    static var caseCount: Int {
        ProcessInfo.processInfo.environment["SHIFTS_ZONE_FUZZ_CASES"].flatMap(Int.init) ?? 300
    }

    /// Valid zones the mutations start from.
    static let corpus: [[String]] = [
        ["BEGIN:VTIMEZONE", "TZID:Custom/Zone", "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
         "TZNAME:CEST", "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
         "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET", "DTSTART:19701025T030000",
         "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD", "END:VTIMEZONE"],
        ["BEGIN:VTIMEZONE", "TZID:Custom/Zone", "BEGIN:STANDARD", "DTSTART:16010101T030000", "TZOFFSETFROM:+0200",
         "TZOFFSETTO:+0100", "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10;UNTIL=20370101T000000Z",
         "END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
         "RRULE:FREQ=YEARLY;COUNT=500;BYDAY=-1SU;BYMONTH=3", "END:DAYLIGHT", "END:VTIMEZONE"],
        ["BEGIN:VTIMEZONE", "TZID:Custom/Zone", "X-LIC-LOCATION:Custom/Zone", "BEGIN:STANDARD", "TZNAME:LMT",
         "TZOFFSETFROM:+005328", "TZOFFSETTO:+0100", "DTSTART:18930401T000000", "RDATE:18930401T000000",
         "END:STANDARD", "BEGIN:DAYLIGHT", "TZNAME:CEST", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
         "DTSTART:19160430T230000", "RDATE:19160430T230000", "RDATE:19400401T020000", "END:DAYLIGHT",
         "BEGIN:DAYLIGHT", "TZNAME:CEST", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "DTSTART:19810329T020000",
         "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT", "END:VTIMEZONE"],
        ZoneSafetyTests.crashing.components(separatedBy: "\n").dropFirst().prefix(10)
            .map { $0.replacingOccurrences(of: "Europe/Zurich", with: "Custom/Zone") },
    ]

    /// Lines and rule parts the mutations insert: every kind of value libical
    /// takes as it comes (month 53, offsets of days), rules that repeat too
    /// often or never, structure inside a zone that does not belong there.
    static let lines: [String] = [
        "RRULE:FREQ=SECONDLY", "RRULE:FREQ=MINUTELY;INTERVAL=1", "RRULE:FREQ=HOURLY;COUNT=100000",
        "RRULE:FREQ=DAILY", "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU", "RRULE:FREQ=MONTHLY;BYMONTHDAY=31",
        "RRULE:FREQ=YEARLY", "RRULE:", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
        "DTSTART:19705329T020000", "DTSTART:00000000T000000", "DTSTART:99991231T235960", "DTSTART:19700101T250000",
        "DTSTART;VALUE=DATE:19700101", "DTSTART:19700101T020000Z", "DTSTART;TZID=Custom/Zone:19700101T020000",
        "DTSTART:00010101T000000", "DTSTART:25821231T000000",
        "RDATE:19700229T020000", "RDATE;VALUE=PERIOD:19700101T020000/PT1H", "RDATE;VALUE=DATE:19701301",
        "RDATE:19700101T020000,19800101T020000", "EXDATE:19710101T000000",
        "TZOFFSETFROM:0", "TZOFFSETFROM:+2500", "TZOFFSETTO:-9999", "TZOFFSETTO:+01", "TZOFFSETTO:+995959",
        "TZNAME:", "TZID:", "TZID:Custom/Zone", "X-PROLEPTIC-TZNAME;X-NO-BIG-BANG=TRUE:LMT",
        "BEGIN:STANDARD", "END:STANDARD", "BEGIN:DAYLIGHT", "END:DAYLIGHT", "BEGIN:X-Y", "END:X-Y",
        "BEGIN:VALARM", "END:VALARM",
    ]
    static let ruleParts: [String] = [
        ";FREQ=SECONDLY", ";FREQ=HOURLY", ";FREQ=DAILY", ";FREQ=WEEKLY", ";FREQ=MONTHLY", ";BYMONTH=13", ";BYMONTH=0",
        ";BYMONTH=2;BYMONTHDAY=30", ";BYMONTHDAY=31", ";BYMONTHDAY=-31", ";BYDAY=5SU", ";BYDAY=-5FR", ";BYDAY=53MO",
        ";BYDAY=MO,TU,WE,TH,FR,SA,SU", ";BYHOUR=1,2,3", ";BYMINUTE=0,30", ";BYSECOND=0,1", ";BYHOUR=25",
        ";BYSETPOS=-1", ";BYSETPOS=400", ";BYYEARDAY=366", ";BYWEEKNO=53", ";COUNT=0", ";COUNT=99999", ";COUNT=-1",
        ";INTERVAL=0", ";INTERVAL=32767", ";INTERVAL=-5", ";UNTIL=19705329T020000Z", ";UNTIL=20370101",
        ";UNTIL=15000101T000000Z", ";WKST=XX", ";RSCALE=HEBREW", ";SKIP=FORWARD",
    ]

    /// Applies mutation codes to a zone's lines; each code picks an
    /// operation, a line and a piece.
    static func mutate(_ zone: [String], codes: [Int]) -> [String] {
        var lines = zone
        for code in codes {
            let place = (code >> 4) % max(1, lines.count)
            let piece = code >> 12
            switch code & 15 {
            case 0 where !lines.isEmpty: lines[place] = Self.lines[piece % Self.lines.count]
            case 1, 2: lines.insert(Self.lines[piece % Self.lines.count], at: min(place + 1, lines.count))
            case 3 where lines.count > 2: lines.remove(at: place)
            case 4 where !lines.isEmpty: lines.insert(lines[place], at: place)
            case 5, 6, 7:
                // A rule part onto an RRULE (or any line).
                let rule = lines.firstIndex { $0.hasPrefix("RRULE") } ?? place
                if rule < lines.count { lines[rule] += ruleParts[piece % ruleParts.count] }
            case 8...10 where !lines.isEmpty:
                // One digit or sign of a value changed.
                var bytes = Array(lines[place].utf8)
                let digits = bytes.indices.filter { bytes[$0] >= 48 && bytes[$0] <= 57 || bytes[$0] == 43 || bytes[$0] == 45 }
                if !digits.isEmpty {
                    bytes[digits[piece % digits.count]] = Array("0123456789+-TZ".utf8)[(piece >> 8) % 14]
                    lines[place] = String(decoding: bytes, as: UTF8.self)
                }
            case 11 where lines.count > 1:
                lines.swapAt(place, (place + 1 + piece) % lines.count)
            default:
                // Raw bytes, as the file mutations do.
                let text = Array(lines.joined(separator: "\r\n").utf8)
                lines = String(decoding: HostileInputTests.mutate(text, codes: [code >> 4]), as: UTF8.self)
                    .components(separatedBy: "\r\n")
            }
        }
        return lines
    }

    /// A calendar with `zone` and events in it across the years zones are
    /// cut for and beyond, one recurring (read at load).
    static func calendarText(zone: [String]) -> [UInt8] {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN"] + zone
        for (index, year) in [1602, 1975, 2016, 2026, 2090, 2300, 2582].enumerated() {
            lines += ["BEGIN:VEVENT", "UID:e\(index)", "DTSTART;TZID=Custom/Zone:\(year)0329T023000",
                      "DTEND;TZID=Custom/Zone:\(year)1025T023000", "END:VEVENT"]
        }
        lines += ["BEGIN:VEVENT", "UID:r", "DTSTART;TZID=Custom/Zone:20261025T020000", "RRULE:FREQ=DAILY",
                  "END:VEVENT", "END:VCALENDAR"]
        return Array(lines.map { $0 + "\r\n" }.joined().utf8)
    }

    /// Everything that hands a file's zones to libical, on the storage
    /// queue (libical's state is not thread-safe), awaited off the pool.
    /// Returns the error the engine refused the file with, if any.
    static func exercise(_ bytes: [UInt8], in directory: URL) async throws -> CalendarFileError? {
        let calendar = try calendar()
        let file = DataDirectory.calendarFile(in: directory)
        try Data(bytes).write(to: file)
        let everything = DateInterval(start: try utc(1583, 1, 1), end: try utc(2583, 1, 1))
        let importRange = DateInterval(start: try utc(2026, 1, 1), end: try utc(2027, 1, 1))
        let shift = try UnreadableFileTests.newShift(calendar)
        return await FileCalendarService.queue.run { () -> CalendarFileError? in
            // The zone blocks as the file scanner cuts them (a block
            // that is not one never reaches libical).
            let layout = try? ICSScanner.scan(bytes)
            let zones = FileTimeZones(parts: (layout?.parts ?? []).filter { $0.kind == .timeZone }
                .map { (bytes[$0.range], $0.firstLine) })
            let conversion = TimeConversion(calendar: calendar)
            for year in [1601, 1971, 2016, 2026, 2098, 2099, 2300, 2582, 2600] {
                for month in [1, 3, 7, 10] {
                    var time = icaltime_null_time()
                    (time.year, time.month, time.day, time.hour) = (Int32(year), Int32(month), 28, 2)
                    _ = conversion.instant(of: time, tzid: "Custom/Zone", zones: zones)
                }
            }
            _ = zones.problems
            let engine = CalendarFileEngine(path: file.path, calendar: calendar,
                                            clock: FixedClock(calendar: calendar, instant: stampInstant), backups: 0)
            var refusal: CalendarFileError?
            do throws(CalendarFileError) {
                _ = try engine.shifts(in: everything)
                _ = engine.unreadableEvents()
                try engine.apply(CalendarChanges(create: [shift]))
            } catch {
                refusal = error
            }
            _ = try? ICSImport.parse(bytes, path: file.path, calendar: calendar, range: importRange)
            return refusal
        }
    }

    @Test(.timeLimit(.minutes(BoundedWait.timeLimitMinutes)), .replayableSeed)
    func mutatedZonesAreUsedOrRefusedWithoutCrashOrHang() async throws {
        try await withTemporaryDirectory { directory in
            await propertyCheck(count: Self.caseCount, input: Gen.int(in: 0...(Self.corpus.count - 1)),
                                Gen.int(in: 0...Int(Int32.max)).array(of: 1...6)) { base, codes in
                let zone = Self.mutate(Self.corpus[base], codes: codes)
                let text = Self.calendarText(zone: zone)
                // A crash takes the test process down: this file then holds
                // the calendar that did it.
                if let path = ProcessInfo.processInfo.environment["SHIFTS_ZONE_FUZZ_LAST"] {
                    try Data(text).write(to: URL(fileURLWithPath: path))
                }
                // Bounded by counts (ZoneCheck's budget of changes), not
                // timed: a zone libical would expand for ever hangs here,
                // and the bounded wait fails the case with its zone.
                let refusal = await waitFor("the zone \(zone) through every reader") {
                    () async -> Result<CalendarFileError?, any Error> in
                    do { return .success(try await Self.exercise(text, in: directory)) } catch { return .failure(error) }
                }
                guard let refusal else {
                    Issue.record("This zone made a reader spin: \(zone)")
                    return
                }
                if let error = try refusal.get() {
                    HostileInputTests.expectNamed(error, file: DataDirectory.calendarFile(in: directory))
                }
            }
        }
    }
}
