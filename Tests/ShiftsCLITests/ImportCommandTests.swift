import Foundation
import Testing

/// `shifts import`, as a real process on temp data dirs (TZ=Europe/Berlin).
@Suite("shifts import, as a real process")
struct ImportCommandTests {
    /// A calendar as another program writes it: its own VTIMEZONE under a
    /// name no zone database has, UTC, floating and all-day times, a folded
    /// line, escaped text, a weekly rule with an EXDATE and a moved
    /// occurrence, an event without UID and one without DTSTART.
    static let foreign = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//EN",
        "BEGIN:VTIMEZONE", "TZID:New York Time",
        "BEGIN:STANDARD", "DTSTART:19701101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
        "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
        "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "END:DAYLIGHT", "END:VTIMEZONE",
        "BEGIN:VEVENT", "UID:tz-1", "DTSTART;TZID=New York Time:20261122T090000",
        "DTEND;TZID=New York Time:20261122T170000", "SUMMARY:Call with NY\\, team", "LOCATION:Room 1\\; east",
        "END:VEVENT",
        "BEGIN:VEVENT", "UID:utc-1", "DTSTART:20261124T050000Z", "DTEND:20261124T130000Z", "SUMMARY:E",
        "END:VEVENT",
        "BEGIN:VEVENT", "UID:float-1", "DTSTART:20261125T220000", "DTEND:20261126T060000", "SUMMARY:night",
        "DESCRIPTION:a long folded descr", " iption line", "END:VEVENT",
        "BEGIN:VEVENT", "UID:allday-1", "DTSTART;VALUE=DATE:20261127", "DTEND;VALUE=DATE:20261129",
        "SUMMARY:Holiday", "END:VEVENT",
        "BEGIN:VEVENT", "UID:weekly", "DTSTART;TZID=Europe/Berlin:20261102T140000",
        "DTEND;TZID=Europe/Berlin:20261102T220000", "RRULE:FREQ=WEEKLY;COUNT=4",
        "EXDATE;TZID=Europe/Berlin:20261109T140000", "SUMMARY:Late", "END:VEVENT",
        "BEGIN:VEVENT", "UID:weekly", "RECURRENCE-ID;TZID=Europe/Berlin:20261116T140000",
        "DTSTART;TZID=Europe/Berlin:20261116T150000", "DTEND;TZID=Europe/Berlin:20261116T230000",
        "SUMMARY:Late (moved)", "END:VEVENT",
        "BEGIN:VEVENT", "SUMMARY:no uid \u{1B}[2J", "DTSTART:20261201T100000Z", "END:VEVENT",
        "BEGIN:VEVENT", "UID:bad", "SUMMARY:no start", "END:VEVENT",
        "END:VCALENDAR",
    ].map { $0 + "\r\n" }.joined()

    static let listing = """
          2026-11-22  15:00–23:00  ?  Call with NY, team  @ Room 1; east  (unknown type)
          2026-11-24  06:00–14:00  E  Early  @ Main site
          2026-11-25  22:00–06:00  N  night  @ Main site
          2026-11-27  all day (2 days)  ?  Holiday  (unknown type)
          2026-11-02  14:00–22:00  L  Late  @ Main site
          2026-11-16  15:00–23:00  ?  Late (moved)  (unknown type)
          2026-11-23  14:00–22:00  L  Late  @ Main site
          2026-12-01  11:00–11:00  ?  no uid   (unknown type)
        Skipped the event at line 65: the event has no DTSTART.

        """

    /// A data dir with the default catalog (`shifts init`) and the foreign
    /// file beside it.
    static func prepared() async throws -> (dir: URL, file: URL) {
        let dir = try makeDataDir(calendar: nil)
        let file = dir.appendingPathComponent("other.ics")
        try Data(foreign.utf8).write(to: file)
        let initialized = try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam"])
        try #require(initialized.status == 0)
        return (dir, file)
    }

    @Test("--dry-run lists every event mapped to its type or as unknown, and writes nothing")
    func dryRun() async throws {
        let (dir, file) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path, "--dry-run",
                                         "--from", "2026-01-01", "--until", "2026-12-31"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "Would add 8 shifts:\n" + Self.listing + """
            4 events of unknown type are not counted as work until mapped; by title:
              Call with NY, team (1): --map 'Call with NY, team=TYPE' or --not-work 'Call with NY, team'
              Holiday (1): --map Holiday=TYPE or --not-work Holiday
              Late (moved) (1): --map 'Late (moved)=TYPE' or --not-work 'Late (moved)'
              no uid (1): --map 'no uid=TYPE' or --not-work 'no uid'
            TYPE is a shift type's symbol or title (`shifts types` lists them).
            Dry run: nothing was written.

            """)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }

    @Test("a cancelled event and a cancelled occurrence are listed as cancelled, not imported, and say where")
    func cancelledEvents() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("phone.ics")
        try Data([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN",
            "BEGIN:VEVENT", "UID:n", "DTSTART:20261223T210000Z", "DTEND:20261224T050000Z", "RRULE:FREQ=DAILY;COUNT=2",
            "SUMMARY:N", "END:VEVENT",
            "BEGIN:VEVENT", "UID:n", "RECURRENCE-ID:20261224T210000Z", "DTSTART:20261224T210000Z",
            "DTEND:20261225T050000Z", "STATUS:CANCELLED", "SUMMARY:N", "END:VEVENT",
            "BEGIN:VEVENT", "UID:dentist", "DTSTART:20261228T090000Z", "DTEND:20261228T100000Z", "STATUS:CANCELLED",
            "SUMMARY:Dentist", "END:VEVENT",
            "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined().utf8).write(to: file)
        let initialized = try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam"])
        try #require(initialized.status == 0)
        let arguments = ["import", file.path, "--data-dir", dir.path, "--from", "2026-12-01", "--until", "2026-12-31"]
        let dry = try await CLIProcess.run(arguments + ["--dry-run"])
        #expect(dry.stderr == "")
        #expect(dry.stdout == """
            Would add 1 shift:
              2026-12-23  22:00–06:00  N  Night  @ Main site
            Left out 2 cancelled events (STATUS:CANCELLED): they are not work, and not imported:
              2026-12-24  22:00–06:00  ?  N  (line 11)
              2026-12-28  10:00–11:00  ?  Dentist  (line 19)
            Dry run: nothing was written.

            """)
        let imported = try await CLIProcess.run(arguments)
        #expect(imported.status == 0)
        let listed = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-12-20", "--to", "2026-12-31"])
        #expect(listed.stdout.contains("Wed 23 Dec"))
        #expect(!listed.stdout.contains("Thu 24 Dec"))
        #expect(!listed.stdout.contains("Dentist"))
    }

    @Test("import writes the shifts with the right times; importing again adds nothing and changes no byte")
    func importTwice() async throws {
        let (dir, file) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let arguments = ["import", file.path, "--data-dir", dir.path, "--from", "2026-01-01", "--until", "2026-12-31"]
        let first = try await CLIProcess.run(arguments)
        #expect(first.status == 0)
        let calendarFile = dir.appendingPathComponent("calendar.ics")
        #expect(first.stdout == "Adding 8 shifts:\n" + Self.listing
            + "4 shifts of unknown type are not counted as work until given a type (s on it in the app).\n"
            + "Added 8 shifts to \(calendarFile.path).\n")
        let written = try Data(contentsOf: calendarFile)

        let again = try await CLIProcess.run(arguments)
        #expect(again.status == 0)
        #expect(again.stdout == """
            Nothing to add.
            Skipped 8 shifts already in the calendar (same UID).
            Skipped the event at line 65: the event has no DTSTART.

            """)
        #expect(try Data(contentsOf: calendarFile) == written)

        // What `shifts` reads back: the New York call at 15:00 Berlin time,
        // the moved occurrence and the mapped Late, with type and location.
        let sunday = try await CLIProcess.run(["today", "--data-dir", dir.path, "--date", "2026-11-22", "--json"])
        #expect(sunday.status == 0)
        #expect(sunday.stdout.contains(#""end":"2026-11-22T23:00:00+01:00","id":"tz-1","location":"Room 1; east","notes":"","start":"2026-11-22T15:00:00+01:00","title":"Call with NY, team"}"#))
        let day = try await CLIProcess.run(["today", "--data-dir", dir.path, "--date", "2026-11-23", "--json"])
        #expect(day.status == 0)
        #expect(day.stdout.contains(#""id":"weekly/20261123T130000Z","location":"Main site","notes":"","start":"2026-11-23T14:00:00+01:00","symbol":"L","title":"Late","typeId":"late"}"#))
        let night = try await CLIProcess.run(["today", "--data-dir", dir.path, "--date", "2026-11-25", "--json"])
        #expect(night.stdout.contains(#""notes":"a long folded description line""#))
    }

    @Test("titles keep their case, and the calendar holds exactly the text --dry-run listed")
    func textAsListed() async throws {
        let (dir, _) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("words.ics")
        let events = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//EN",
            "BEGIN:VEVENT", "UID:w-1", "DTSTART:20261201T050000Z", "DTEND:20261201T130000Z", "SUMMARY:EARLY",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:w-2", "DTSTART:20261202T210000Z", "DTEND:20261203T050000Z", "SUMMARY:night",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:w-3", "DTSTART:20261204T130000Z", "DTEND:20261204T210000Z",
            "SUMMARY:LATE cover\\, McKay", "END:VEVENT",
            "BEGIN:VEVENT", "UID:w-4", "DTSTART:20261205T100000Z", "DTEND:20261205T110000Z",
            "SUMMARY:Tab\there \u{1B}[31mRed\u{1B}[0m \u{202E}Ward", "LOCATION:Room\u{07} 1",
            "DESCRIPTION:line one\\n\u{1B}]0;owned\u{07}line two", "END:VEVENT",
            "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()
        try Data(events.utf8).write(to: file)
        let listing = """
              2026-12-01  06:00–14:00  E  EARLY  @ Main site
              2026-12-02  22:00–06:00  N  night  @ Main site
              2026-12-04  14:00–22:00  ?  LATE cover, McKay  (unknown type)
              2026-12-05  11:00–12:00  ?  Tab here Red Ward  @ Room 1  (unknown type)

            """
        let dryRun = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path, "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout == "Would add 4 shifts:\n" + listing + """
            2 events of unknown type are not counted as work until mapped; by title:
              LATE cover, McKay (1): --map 'LATE cover, McKay=TYPE' or --not-work 'LATE cover, McKay'
              Tab here Red Ward (1): --map 'Tab here Red Ward=TYPE' or --not-work 'Tab here Red Ward'
            TYPE is a shift type's symbol or title (`shifts types` lists them).
            Dry run: nothing was written.

            """)
        let written = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path])
        #expect(written.status == 0)
        #expect(written.stdout.hasPrefix("Adding 4 shifts:\n" + listing))

        // Read back: the same words, exactly (JSON would show any control character left).
        let json = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-12-01", "--to", "2026-12-05", "--json"])
        #expect(json.status == 0)
        let titles = json.stdout.matches(of: #/"title":"([^"]*)"/#).map { String($0.output.1) }
        #expect(titles == ["EARLY", "night", "LATE cover, McKay", "Tab here Red Ward"])
        #expect(json.stdout.contains(#""location":"Room 1""#))
        #expect(json.stdout.contains(#""notes":"line one\nline two""#))
        let calendar = try String(contentsOf: dir.appendingPathComponent("calendar.ics"), encoding: .utf8)
        #expect(!calendar.contains("[31m") && !calendar.contains("\u{1B}") && !calendar.contains("owned"))
    }

    @Test("an import is one change: a change-log line per shift, one undo step, by the catalog's user")
    func recorded() async throws {
        let (dir, file) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path,
                                         "--from", "2026-01-01", "--until", "2026-12-31"])
        #expect(result.status == 0)
        let log = try String(contentsOf: dir.appendingPathComponent("changelog.jsonl"), encoding: .utf8)
        let lines = log.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines.allSatisfy { $0.contains(#""kind":"add""#) && $0.contains(#""size":8"#) && $0.contains(#""user":"Sam""#) })
        let undo = try String(contentsOf: dir.appendingPathComponent("undo.json"), encoding: .utf8)
        #expect(undo.components(separatedBy: #""title":"Added 8 shifts""#).count == 2)
    }

    @Test("recurring events are expanded only inside --from ... --until")
    func boundedExpansion() async throws {
        let (dir, file) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path, "--dry-run",
                                         "--from", "2026-11-10", "--until", "2026-11-20"])
        #expect(result.status == 0)
        // The rule's 2 and 23 November fall outside; the 9th is excluded;
        // the moved 16th stays. Single events are taken wherever they are.
        #expect(result.stdout.contains("Would add 6 shifts:"))
        #expect(!result.stdout.contains("2026-11-02  14:00"))
        #expect(!result.stdout.contains("2026-11-23  14:00"))
        #expect(result.stdout.contains("2026-11-16  15:00–23:00  ?  Late (moved)"))
    }

    @Test("without a catalog every event is kept, of unknown type")
    func noCatalog() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("other.ics")
        try Data(Self.foreign.utf8).write(to: file)
        let result = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path, "--dry-run",
                                         "--from", "2026-01-01", "--until", "2026-12-31"])
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "(unknown type)").count - 1 == 8)
    }

    @Test("a file that is no calendar is refused with its line, and nothing is written")
    func notACalendar() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("notes.txt")
        try Data("shopping list\n".utf8).write(to: file)
        let result = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "shifts: Cannot import \(file.path): line 1: expected BEGIN:VCALENDAR, found \"shopping list\". Nothing was imported.\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))

        let missing = try await CLIProcess.run(["import", dir.appendingPathComponent("nope.ics").path, "--data-dir", dir.path])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasSuffix("nope.ics: there is no such file. Nothing was imported.\n"))
    }

    @Test("no control or escape character from a file reaches the terminal (import and today)")
    func hostileTextIsSanitized() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let hostile = "\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m\u{202E}\u{7F}\u{08}"
        let text = ["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:x\(hostile)",
                    "DTSTART:20261123T050000Z", "DTEND:20261123T130000Z", "SUMMARY:Early\(hostile)",
                    "LOCATION:Ward\(hostile)", "DESCRIPTION:note\(hostile)", "END:VEVENT", "END:VCALENDAR"]
            .map { $0 + "\r\n" }.joined()
        let file = dir.appendingPathComponent("hostile.ics")
        try Data(text.utf8).write(to: file)
        let imported = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path])
        let today = try await CLIProcess.run(["today", "--data-dir", dir.path, "--date", "2026-11-23"])
        #expect(imported.status == 0)
        #expect(today.status == 0)
        #expect(today.stdout.contains("Early"))
        for output in [imported.stdout, imported.stderr, today.stdout, today.stderr] {
            let bad = output.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
            }
            #expect(bad.isEmpty, "control characters reached the terminal: \(bad.map { $0.value })")
        }
    }
}
