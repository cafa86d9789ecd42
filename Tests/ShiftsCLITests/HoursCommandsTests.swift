import Foundation
import Testing
@testable import shifts

/// Hand-made data for the hours commands: a catalog with breaks, an all-day
/// type that counts and a contract; a holiday calendar as published.
enum HoursData {
    static let catalog = #"""
        {"schemaVersion": 3, "profile": {"displayName": "Sam"},
         "settings": {"retention": "1y", "purgeOnLaunch": false, "workingTime": {"contractMinutesPerWeek": 2310}},
         "locations": [{"id": "main", "name": "Main", "address": ""}],
         "shiftTypes": [
          {"id": "early", "symbol": "E", "title": "Early", "description": "", "allDay": false, "start": "06:00", "end": "14:00", "locationId": "main", "unpaidBreakMinutes": 30},
          {"id": "night", "symbol": "N", "title": "Night", "description": "", "allDay": false, "start": "22:00", "end": "06:00", "locationId": "main", "unpaidBreakMinutes": 45},
          {"id": "training", "symbol": "T", "title": "Training", "description": "", "allDay": true, "locationId": "main", "allDayMinutes": 480},
          {"id": "late", "symbol": "L", "title": "Late", "description": "", "allDay": false, "start": "14:00", "end": "22:00", "locationId": "main"},
          {"id": "nine", "symbol": "9", "title": "Nine", "description": "", "allDay": false, "start": "09:00", "end": "17:00", "locationId": "main"},
          {"id": "almost", "symbol": "8", "title": "Almost", "description": "", "allDay": false, "start": "08:59", "end": "17:00", "locationId": "main"}
         ],
         "rotations": []}
        """#

    static func event(_ uid: String, _ type: String, _ symbol: String, _ title: String, start: String, end: String,
                      allDay: Bool = false, sick: Bool = false) -> String {
        let times = allDay ? "DTSTART;VALUE=DATE:\(start)\r\nDTEND;VALUE=DATE:\(end)\r\n"
            : "DTSTART;TZID=Europe/Berlin:\(start)\r\nDTEND;TZID=Europe/Berlin:\(end)\r\n"
        return "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260901T000000Z\r\n\(times)SUMMARY:\(title)\r\n"
            + "X-SHIFTS-SYMBOL:\(symbol)\r\nX-SHIFTS-TYPE-ID:\(type)\r\n"
            + (sick ? "CATEGORIES:SICK\r\nX-SHIFTS-SICK:TRUE\r\n" : "") + "END:VEVENT\r\n"
    }

    /// October 2026: a night into the Sunday the clocks go back (9 real
    /// hours), a night from the 31st into 1 November (a holiday), an early
    /// on 3 October (a Saturday and a holiday), a sick early, a worked
    /// early, a training day.
    static let october = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
        + event("n24", "night", "N", "Night", start: "20261024T220000", end: "20261025T060000")
        + event("n31", "night", "N", "Night", start: "20261031T220000", end: "20261101T060000")
        + event("e03", "early", "E", "Early", start: "20261003T060000", end: "20261003T140000")
        + event("e05", "early", "E", "Early", start: "20261005T060000", end: "20261005T140000", sick: true)
        + event("e06", "early", "E", "Early", start: "20261006T060000", end: "20261006T140000")
        + event("t07", "training", "T", "Training", start: "20261007", end: "20261008", allDay: true)
        + "END:VCALENDAR\r\n"

    /// As public holiday calendars are published: all-day events, a yearly
    /// rule, one of two days, no VTIMEZONE; and a timed event, left out.
    static let holidays = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Holidays//DE//EN\r\nX-WR-CALNAME:Feiertage\r\n"
        + "BEGIN:VEVENT\r\nUID:unity@holidays\r\nDTSTAMP:20250101T000000Z\r\nDTSTART;VALUE=DATE:19901003\r\n"
        + "DTEND;VALUE=DATE:19901004\r\nRRULE:FREQ=YEARLY\r\nSUMMARY:Tag der Deutschen Einheit\r\nTRANSP:TRANSPARENT\r\nEND:VEVENT\r\n"
        + "BEGIN:VEVENT\r\nUID:saints-2026@holidays\r\nDTSTAMP:20250101T000000Z\r\nDTSTART;VALUE=DATE:20261101\r\n"
        + "DTEND;VALUE=DATE:20261102\r\nSUMMARY:Allerheiligen\r\nEND:VEVENT\r\n"
        + "BEGIN:VEVENT\r\nUID:xmas-2026@holidays\r\nDTSTAMP:20250101T000000Z\r\nDTSTART;VALUE=DATE:20261225\r\n"
        + "DTEND;VALUE=DATE:20261227\r\nSUMMARY:Weihnachten \u{1B}[31mrot\r\nEND:VEVENT\r\n"
        + "BEGIN:VEVENT\r\nUID:party@holidays\r\nDTSTAMP:20250101T000000Z\r\nDTSTART:20261224T180000Z\r\n"
        + "DTEND:20261224T200000Z\r\nSUMMARY:Office party\r\nEND:VEVENT\r\n"
        + "END:VCALENDAR\r\n"

    /// A data dir with `catalog`, `calendar` and the holidays imported.
    /// The catalog with an hours account from 1 October (10 h carried in)
    /// and a staff meeting that is not work.
    static let accountCatalog = catalog
        .replacingOccurrences(of: #""workingTime": {"contractMinutesPerWeek": 2310}"#,
                              with: #""workingTime": {"contractMinutesPerWeek": 2310, "accountStart": "2026-10-01", "openingBalanceMinutes": 600}"#)
        .replacingOccurrences(of: ##""shiftTypes": ["##, with: ##""shiftTypes": [{"id": "meeting", "symbol": "M", "title": "Staff meeting", "description": "", "allDay": false, "start": "13:00", "end": "14:00", "locationId": "main", "notWork": true},"##)

    /// October with a staff meeting and a dentist from another program
    /// (no type): neither counted.
    static let octoberWithAppointments = october.replacingOccurrences(of: "END:VCALENDAR\r\n", with: "")
        + event("m08", "meeting", "M", "Staff meeting", start: "20261008T130000", end: "20261008T140000")
        + "BEGIN:VEVENT\r\nUID:dentist@elsewhere\r\nDTSTAMP:20260901T000000Z\r\nDTSTART;TZID=Europe/Berlin:20261009T100000\r\n"
        + "DTEND;TZID=Europe/Berlin:20261009T110000\r\nSUMMARY:Dentist, =cleaning\r\nEND:VEVENT\r\n"
        + "END:VCALENDAR\r\n"

    static func dataDir(calendar: String?, holidays: Bool = true, catalog: String = catalog) async throws -> URL {
        let dir = try makeDataDir(calendar: calendar)
        try Data(catalog.utf8).write(to: dir.appendingPathComponent("catalog.json"))
        if holidays {
            let file = dir.appendingPathComponent("published.ics")
            try Data(Self.holidays.utf8).write(to: file)
            let result = try await CLIProcess.run(["holidays", "import", file.path, "--from", "2026-01-01", "--until", "2026-12-31",
                                             "--data-dir", dir.path])
            #expect(result.status == 0, "\(result.stderr)")
        }
        return dir
    }
}

@Suite("shifts stats as a real process")
struct StatsCommandTests {
    @Test("a month's figures, exact: a DST night, a night over the month end, breaks, a sick shift, holidays")
    func october() async throws {
        let dir = try await HoursData.dataDir(calendar: HoursData.october)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["stats", "--from", "2026-10-01", "--to", "2026-10-31", "--data-dir", dir.path])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Hours from 2026-10-01 to 2026-10-31
            Paid 38 h 30 min (46 h with sick hours), real 41 h; target 170 h 30 min, balance -124 h 30 min.
            Sick: 1 day, 7 h 30 min (counted toward the target).
            Night: 15 h 30 min
            Weekend: 23 h
            Public holidays: 12 h 56 min
            By type:
              E Early: 3 shifts, 22 h 30 min
              N Night: 2 shifts, 15 h 30 min
              T Training: 1 shift, 8 h
            Account balance -1626 h on 2026-10-31 (each year from 1 January).
            A shift counts in the period its start falls in: a night from the 31st into the 1st counts in full in the earlier month.
            Paid hours are the real hours (start to end) less unpaid breaks; night, weekend and holiday hours are paid hours, the break spread evenly over the shift.

            """)
        // November starts with the night's second half, counted in October.
        let november = try await CLIProcess.run(["stats", "--from", "2026-11-01", "--data-dir", dir.path])
        #expect(november.stdout.hasPrefix("""
            Hours from 2026-11-01 to 2026-11-30
            Paid 0 h, real 0 h; target 165 h, balance -165 h.

            """))
    }

    @Test("--by week splits the period into its weeks, clipped to it; --json gives minutes")
    func byWeekAndJSON() async throws {
        let dir = try await HoursData.dataDir(calendar: HoursData.october)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["stats", "--from", "2026-10-24", "--to", "2026-11-01", "--by", "week",
                                         "--data-dir", dir.path])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Hours from 2026-10-24 to 2026-11-01
            Paid 15 h 30 min, real 17 h; target 49 h 30 min, balance -34 h.
            Sick: none.
            Night: 15 h 30 min
            Weekend: 15 h 30 min
            Public holidays: 5 h 26 min
            By type:
              N Night: 2 shifts, 15 h 30 min
            By week:
              2026-10-24 to 2026-10-25:
                Paid 8 h 15 min, real 9 h; target 11 h, balance -2 h 45 min.
                Sick: none.
                Night: 8 h 15 min
                Weekend: 8 h 15 min
                Public holidays: 0 h
              2026-10-26 to 2026-11-01:
                Paid 7 h 15 min, real 8 h; target 38 h 30 min, balance -31 h 15 min.
                Sick: none.
                Night: 7 h 15 min
                Weekend: 7 h 15 min
                Public holidays: 5 h 26 min
            Account balance -1631 h 30 min on 2026-11-01 (each year from 1 January).
            A shift counts in the period its start falls in: a night from the 31st into the 1st counts in full in the earlier month.
            Paid hours are the real hours (start to end) less unpaid breaks; night, weekend and holiday hours are paid hours, the break spread evenly over the shift.

            """)
        let json = try await CLIProcess.run(["stats", "--from", "2026-10-01", "--to", "2026-10-31", "--by", "type", "--json",
                                       "--data-dir", dir.path])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["workedMinutes"] as? Int == 2310)
        #expect(object["targetMinutes"] as? Int == 10230)
        #expect(object["balanceMinutes"] as? Int == -7470)
        // The nights' and the holiday's hours are paid hours: 495 + 435 of night,
        // 450 (the early on the 3rd) + 326 (6 of the night's 8 h on the 1st, less 6/8 of 45 min).
        #expect(object["nightMinutes"] as? Int == 930)
        #expect(object["holidayMinutes"] as? Int == 776)
        #expect(object["sickMinutes"] as? Int == 450)
        #expect(object["by"] as? String == "type")
        let parts = try #require(object["parts"] as? [[String: Any]])
        #expect(parts.map { $0["typeId"] as? String } == ["early", "night", "training"])
        #expect(parts.map { $0["workedMinutes"] as? Int } == [900, 930, 480])
    }

    @Test("--by month: each month clipped to the period; the night of the 31st stays in October")
    func byMonth() async throws {
        let dir = try await HoursData.dataDir(calendar: HoursData.october)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["stats", "--from", "2026-10-31", "--to", "2026-11-01", "--by", "month",
                                         "--data-dir", dir.path])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Hours from 2026-10-31 to 2026-11-01
            Paid 7 h 15 min, real 8 h; target 11 h, balance -3 h 45 min.
            Sick: none.
            Night: 7 h 15 min
            Weekend: 7 h 15 min
            Public holidays: 5 h 26 min
            By type:
              N Night: 1 shift, 7 h 15 min
            By month:
              2026-10-31:
                Paid 7 h 15 min, real 8 h; target 5 h 30 min, balance +1 h 45 min.
                Sick: none.
                Night: 7 h 15 min
                Weekend: 7 h 15 min
                Public holidays: 5 h 26 min
              2026-11-01:
                Paid 0 h, real 0 h; target 5 h 30 min, balance -5 h 30 min.
                Sick: none.
                Night: 0 h
                Weekend: 0 h
                Public holidays: 0 h
            Account balance -1631 h 30 min on 2026-11-01 (each year from 1 January).
            A shift counts in the period its start falls in: a night from the 31st into the 1st counts in full in the earlier month.
            Paid hours are the real hours (start to end) less unpaid breaks; night, weekend and holiday hours are paid hours, the break spread evenly over the shift.

            """)
    }

    @Test("--month --format csv for the pay office: a header, a row per type, a total row, exact minutes")
    func csv() async throws {
        let dir = try await HoursData.dataDir(calendar: HoursData.october)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["stats", "--month", "2026-10", "--format", "csv", "--data-dir", dir.path])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        // By hand: earlies 450 paid / 480 real each (one sick, one on the
        // holiday Saturday the 3rd), nights 495 / 540 (clocks back) and 435 / 480
        // (6 of its 8 h on the holiday 1 November: 326 paid), training 480.
        // Target 38 h 30 min x 31 / 7; balance 2310 + 450 sick - 10230; the
        // account (1 January to 31 October, 304 days of 330) -100320 + 2760.
        #expect(result.stdout == """
            from,to,row,type_id,symbol,title,shifts,paid_minutes,real_minutes,night_minutes,weekend_minutes,holiday_minutes,sick_days,sick_minutes,leave_minutes,target_minutes,balance_minutes,account_balance_minutes,left_out_not_work,left_out_unknown_type
            2026-10-01,2026-10-31,type,early,E,Early,3,900,960,0,450,450,1,450,0,,,,,
            2026-10-01,2026-10-31,type,night,N,Night,2,930,1020,930,930,326,0,0,0,,,,,
            2026-10-01,2026-10-31,type,training,T,Training,1,480,480,0,0,0,0,0,0,,,,,
            2026-10-01,2026-10-31,total,,,,6,2310,2460,930,1380,776,1,450,0,10230,-7470,-97560,0,0

            """)
    }

    @Test("an hours account from 1 October with 10 h carried in; a meeting that is not work and a dentist without a type left out")
    func accountAndLeftOut() async throws {
        let dir = try await HoursData.dataDir(calendar: HoursData.octoberWithAppointments, catalog: HoursData.accountCatalog)
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = try await CLIProcess.run(["stats", "--month", "2026-10", "--format", "csv", "--data-dir", dir.path])
        #expect(csv.status == 0)
        // The same figures; the account is 600 + 2760 - 10230.
        #expect(csv.stdout.split(separator: "\n").last
            == "2026-10-01,2026-10-31,total,,,,6,2310,2460,930,1380,776,1,450,0,10230,-7470,-6870,1,1")
        let text = try await CLIProcess.run(["stats", "--month", "2026-10", "--data-dir", dir.path])
        #expect(text.stdout.contains("""
            Public holidays: 12 h 56 min
            2 events not counted: 1 of a type that is not work, 1 without a known type (give it a shift type to count it).
            By type:
            """))
        #expect(text.stdout.contains("Account balance -114 h 30 min on 2026-10-31 (from Thu 1 Oct 2026, +10 h carried in).\n"))
        let json = try await CLIProcess.run(["stats", "--month", "2026-10", "--format", "json", "--data-dir", dir.path])
        #expect(json.status == 0)
        let expected: [String] = [
            #"{"accountBalanceMinutes":-6870,"balanceMinutes":-7470,"byType":["#,
            #"{"count":3,"minutes":1350,"symbol":"E","title":"Early","typeId":"early"},"#,
            #"{"count":2,"minutes":930,"symbol":"N","title":"Night","typeId":"night"},"#,
            #"{"count":1,"minutes":480,"symbol":"T","title":"Training","typeId":"training"}],"#,
            #""from":"2026-10-01","holidayMinutes":776,"leaveMinutes":0,"leftOut":{"notWork":1,"unknownType":1},"#,
            #""nightMinutes":930,"paidMinutes":2310,"realMinutes":2460,"sickCountsTowardTarget":true,"sickDays":1,"#,
            #""sickMinutes":450,"targetMinutes":10230,"to":"2026-10-31","weekendMinutes":1380,"workedMinutes":2310}"#,
        ]
        #expect(json.stdout == expected.joined() + "\n")
    }

    @Test("a title a spreadsheet would run, or with a comma or a quote, is one plain cell")
    func csvCells() {
        #expect(StatsOutput.csvCell("Early") == "Early")
        #expect(StatsOutput.csvCell("Dentist, =cleaning") == "\"Dentist, =cleaning\"")
        #expect(StatsOutput.csvCell("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
        #expect(StatsOutput.csvCell("-7470") == "-7470")
        #expect(StatsOutput.csvCell("@sum\nline") == "'@sum line")
    }

    @Test("--month with --from, a month that is not one, --json with --format csv, csv with --by: exit 64")
    func monthAndFormatMistakes() async throws {
        let dir = try await HoursData.dataDir(calendar: HoursData.october, holidays: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let both = try await CLIProcess.run(["stats", "--month", "2026-10", "--from", "2026-10-01", "--data-dir", dir.path])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("Error: --month 2026-10 is a whole month: give --month, or --from and --to, not both.\n"))
        let bad = try await CLIProcess.run(["stats", "--month", "2026-13", "--data-dir", dir.path])
        #expect(bad.stderr.hasPrefix("Error: --month '2026-13' is not a month: use YYYY-MM, e.g. 2026-12 (from 1583-01 to 2582-12).\n"))
        let clash = try await CLIProcess.run(["stats", "--json", "--format", "csv", "--data-dir", dir.path])
        #expect(clash.stderr.hasPrefix("Error: --json and --format csv disagree: give one of them.\n"))
        let split = try await CLIProcess.run(["stats", "--format", "csv", "--by", "week", "--data-dir", dir.path])
        #expect(split.status == 64)
        #expect(split.stderr.hasPrefix("Error: --format csv has a row per type already: leave out --by, or use --format text or json.\n"))
    }

    @Test("usage mistakes exit 64; an unreadable catalog exits 1 naming it")
    func failures() async throws {
        let dir = try await HoursData.dataDir(calendar: HoursData.october, holidays: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["stats", "--by", "day", "--data-dir", dir.path]).status == 64)
        let backwards = try await CLIProcess.run(["stats", "--from", "2026-10-31", "--to", "2026-10-01", "--data-dir", dir.path])
        #expect(backwards.status == 64)
        #expect(backwards.stderr == "shifts: --to 2026-10-01 is before --from 2026-10-31: give the earlier day first.\n")
        try Data("{".utf8).write(to: dir.appendingPathComponent("catalog.json"))
        let broken = try await CLIProcess.run(["stats", "--data-dir", dir.path])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("shifts: Cannot read \(dir.path)/catalog.json: "))
    }
}

@Suite("shifts check and the rule warnings of changes, as real processes")
struct CheckCommandTests {
    func calendarText(_ dir: URL) throws -> String {
        try String(contentsOf: dir.appendingPathComponent("calendar.ics"), encoding: .utf8)
    }

    func check(_ dir: URL, _ extra: [String] = []) async throws -> CLIProcess.Result {
        try await CLIProcess.run(["check", "--from", "2026-12-01", "--to", "2026-12-31", "--data-dir", dir.path] + extra)
    }

    @Test("rest of exactly 11 h passes (exit 0); 10 h 59 min is broken (exit 1), warned about, refused with --strict")
    func restThreshold() async throws {
        let dir = try await HoursData.dataDir(calendar: nil, holidays: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let late = try await CLIProcess.run(["add", "2026-12-07", "L", "--data-dir", dir.path])
        #expect(late.stderr == "")
        let nine = try await CLIProcess.run(["add", "2026-12-08", "9", "--data-dir", dir.path])
        #expect(nine.status == 0)
        #expect(nine.stderr == "")
        let clean = try await check(dir)
        #expect(clean.status == 0)
        #expect(clean.stdout == "No working-time rule is broken.\n")

        let before = try calendarText(dir)
        let strict = try await CLIProcess.run(["switch", "2026-12-08", "8", "--strict", "--data-dir", dir.path])
        #expect(strict.status == 1)
        #expect(strict.stdout == "")
        #expect(strict.stderr == """
            shifts: not changed (--strict): This change breaks a working-time rule:
              Short rest: 10 h 59 min between Late on 2026-12-07 and Almost on 2026-12-08 (at least 11 h).
            Nothing was written.

            """)
        #expect(try calendarText(dir) == before)

        let warned = try await CLIProcess.run(["switch", "2026-12-08", "8", "--data-dir", dir.path])
        #expect(warned.status == 0)
        #expect(warned.stdout == "Switched 9 Nine to 8 Almost on 2026-12-08.\n")
        #expect(warned.stderr == """
            shifts: warning: This change breaks a working-time rule:
              Short rest: 10 h 59 min between Late on 2026-12-07 and Almost on 2026-12-08 (at least 11 h).

            """)
        let broken = try await check(dir)
        #expect(broken.status == 1)
        #expect(broken.stdout == """
            Short rest: 10 h 59 min between Late on 2026-12-07 and Almost on 2026-12-08 (at least 11 h).
            1 working-time rule is broken.

            """)
        let json = try await check(dir, ["--json"])
        #expect(json.status == 1)
        #expect(json.stdout == #"{"from":"2026-12-01","to":"2026-12-31","violations":[{"from":"2026-12-07","limit":660,"message":"Short rest: 10 h 59 min between Late on 2026-12-07 and Almost on 2026-12-08 (at least 11 h).","rule":"rest","to":"2026-12-08","unit":"minutes","value":659}]}"# + "\n")
    }

    @Test("a rotation running across the range's start is seen; the rotation warns, or with --strict writes nothing")
    func runAcrossTheEdge() async throws {
        let dir = try await HoursData.dataDir(calendar: nil, holidays: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let strict = try await CLIProcess.run(["rotate", "E", "--from", "2026-11-27", "--to", "2026-12-03", "--strict",
                                         "--data-dir", dir.path])
        #expect(strict.status == 1)
        #expect(strict.stderr == """
            shifts: not changed (--strict): This change breaks a working-time rule:
              Too many days in a row: 7 working days from 2026-11-27 to 2026-12-03 (at most 6).
            Nothing was written.

            """)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
        let warned = try await CLIProcess.run(["rotate", "E", "--from", "2026-11-27", "--to", "2026-12-03", "--data-dir", dir.path])
        #expect(warned.status == 0)
        #expect(warned.stdout == "Added 7 shifts.\n")
        #expect(warned.stderr == """
            shifts: warning: This change breaks a working-time rule:
              Too many days in a row: 7 working days from 2026-11-27 to 2026-12-03 (at most 6).

            """)
        let result = try await check(dir)
        #expect(result.status == 1)
        #expect(result.stdout == """
            Too many days in a row: 7 working days from 2026-11-27 to 2026-12-03 (at most 6).
            1 working-time rule is broken.

            """)
    }

    @Test("data that cannot be read exits 2 naming it; a usage mistake exits 64")
    func exitStatuses() async throws {
        let dir = try await HoursData.dataDir(calendar: nil, holidays: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await check(dir).status == 0)
        #expect(try await CLIProcess.run(["check", "--from", "someday", "--data-dir", dir.path]).status == 64)
        #expect(try await CLIProcess.run(["check", "--bogus", "--data-dir", dir.path]).status == 64)
        let missing = try await CLIProcess.run(["check", "--data-dir", dir.appendingPathComponent("nowhere").path])
        #expect(missing.status == 2)
        try Data(#"{"schemaVersion": 3, "profile": {"displayName": "x"}, "settings": {"retention": "1y", "purgeOnLaunch": false, "workingTime": {"averagingWeeks": 0}}, "locations": [], "shiftTypes": []}"#.utf8)
            .write(to: dir.appendingPathComponent("catalog.json"))
        let unreadable = try await check(dir)
        #expect(unreadable.status == 2)
        #expect(unreadable.stdout == "")
        #expect(unreadable.stderr == "shifts: Cannot read \(dir.path)/catalog.json: settings.workingTime.averagingWeeks 0 "
            + "is not from 1 to 53. The file was left untouched; fix or move it, then try again.\n")
    }
}

@Suite("shifts holidays as a real process")
struct HolidaysCommandTests {
    @Test("import keeps the all-day events (a yearly rule expanded, two days each their own), lists, replaces and clears")
    func importListClear() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("published.ics")
        try Data(HoursData.holidays.utf8).write(to: file)
        let imported = try await CLIProcess.run(["holidays", "import", file.path, "--from", "2025-01-01", "--until", "2026-12-31",
                                           "--data-dir", dir.path])
        #expect(imported.status == 0)
        #expect(imported.stdout == """
            Imported 5 public holidays from 2025-10-03 to 2026-12-26 into \(dir.path)/holidays.ics.
            Left out 1 event with a time of day (a holiday is a whole day).

            """)
        let list = try await CLIProcess.run(["holidays", "list", "--data-dir", dir.path])
        #expect(list.status == 0)
        #expect(list.stdout == """
            2025-10-03  Fri 3 Oct  Tag der Deutschen Einheit
            2026-10-03  Sat 3 Oct  Tag der Deutschen Einheit
            2026-11-01  Sun 1 Nov  Allerheiligen
            2026-12-25  Fri 25 Dec  Weihnachten rot
            2026-12-26  Sat 26 Dec  Weihnachten rot

            """)
        let json = try await CLIProcess.run(["holidays", "list", "--from", "2026-11-01", "--to", "2026-12-25", "--json",
                                       "--data-dir", dir.path])
        #expect(json.stdout == #"{"holidays":[{"date":"2026-11-01","name":"Allerheiligen"},{"date":"2026-12-25","name":"Weihnachten rot"}]}"# + "\n")
        let text = try String(contentsOf: dir.appendingPathComponent("holidays.ics"), encoding: .utf8)
        #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 6)
        #expect(text.contains("UID:holiday-20261225\r\n"))
        #expect(text.contains("DTSTART;VALUE=DATE:20261225\r\nDTEND;VALUE=DATE:20261226\r\nSUMMARY:Weihnachten rot\r\n"))

        // A new import replaces the earlier one.
        let single = dir.appendingPathComponent("single.ics")
        try Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTAMP:20250101T000000Z\r\nDTSTART;VALUE=DATE:20270101\r\nSUMMARY:Neujahr\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
            .write(to: single)
        #expect(try await CLIProcess.run(["holidays", "import", single.path, "--data-dir", dir.path]).status == 0)
        #expect(try await CLIProcess.run(["holidays", "list", "--data-dir", dir.path]).stdout == "2027-01-01  Fri 1 Jan  Neujahr\n")

        let cleared = try await CLIProcess.run(["holidays", "clear", "--data-dir", dir.path])
        #expect(cleared.status == 0)
        #expect(cleared.stdout == "Removed the public holidays (\(dir.path)/holidays.ics).\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("holidays.ics").path))
        #expect(try await CLIProcess.run(["holidays", "list", "--data-dir", dir.path]).stdout
            == "No public holidays: import them with `shifts holidays import FILE.ics`.\n")
        #expect(try await CLIProcess.run(["holidays", "clear", "--data-dir", dir.path]).stdout
            == "There were no public holidays to remove.\n")
    }

    @Test("a file without all-day events is refused and the holidays kept are not touched; a broken holidays.ics is named")
    func refused() async throws {
        let dir = try await HoursData.dataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let kept = try Data(contentsOf: dir.appendingPathComponent("holidays.ics"))
        let timed = dir.appendingPathComponent("timed.ics")
        try Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTAMP:20250101T000000Z\r\nDTSTART:20261224T180000Z\r\nDTEND:20261224T200000Z\r\nSUMMARY:Party\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
            .write(to: timed)
        let result = try await CLIProcess.run(["holidays", "import", timed.path, "--data-dir", dir.path])
        #expect(result.status == 1)
        #expect(result.stderr == "shifts: \(timed.path) has no all-day events, so no holidays to import (a holiday "
            + "calendar gives each holiday as an all-day event). The holidays were not changed.\n")
        #expect(try Data(contentsOf: dir.appendingPathComponent("holidays.ics")) == kept)

        try Data("BEGIN:VCALENDAR\r\nnot a calendar".utf8).write(to: dir.appendingPathComponent("holidays.ics"))
        let list = try await CLIProcess.run(["holidays", "list", "--data-dir", dir.path])
        #expect(list.status == 1)
        #expect(list.stderr.hasPrefix("shifts: Cannot read the public holidays in \(dir.path)/holidays.ics: "))
        let stats = try await CLIProcess.run(["stats", "--data-dir", dir.path])
        #expect(stats.status == 1)
        #expect(stats.stderr.hasPrefix("shifts: Cannot read the public holidays in \(dir.path)/holidays.ics: "))
    }
}
