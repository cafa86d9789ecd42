import Foundation
import ShiftModel
import Testing

/// `export --format html|text --month`: the printable month, as a real
/// process on a temp data dir with the default catalog.
@Suite("export --format html and text: the month to print, as a real process")
struct MonthExportCommandTests {
    /// December 2026 in UTC times (Berlin is UTC+1 then): an early with a
    /// note holding a script, a night, a sick early, a course from another
    /// program (an escape sequence in its title), a late, a night into
    /// January; and shifts of 30 November and 2 January, which the month
    /// leaves out.
    static let calendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        \(event("early-1", "20261201T050000Z", "20261201T130000Z", "Early", "E", "early",
                extra: "DESCRIPTION:Bring <script>alert(1)</script> & keys\r\nLOCATION:Main site\r\n"))\
        \(event("night-1", "20261204T210000Z", "20261205T050000Z", "Night", "N", "night"))\
        \(event("early-2", "20261208T050000Z", "20261208T130000Z", "Early", "E", "early",
                extra: "X-SHIFTS-SICK:TRUE\r\nX-SHIFTS-SICK-REASON:flu\r\n"))\
        BEGIN:VEVENT\r
        UID:course-1\r
        DTSTART:20261210T083000Z\r
        DTEND:20261210T154500Z\r
        SUMMARY:Course & <b>\u{1B}]0;pwned\u{07}\r
        LOCATION:Room 1\r
        END:VEVENT\r
        \(event("late-1", "20261229T130000Z", "20261229T210000Z", "Late", "L", "late"))\
        \(event("night-2", "20261231T210000Z", "20270101T050000Z", "Night", "N", "night"))\
        \(event("early-nov", "20261130T050000Z", "20261130T130000Z", "Early", "E", "early"))\
        \(event("early-jan", "20270102T050000Z", "20270102T130000Z", "Early", "E", "early"))\
        END:VCALENDAR\r

        """

    static func event(_ uid: String, _ start: String, _ end: String, _ title: String, _ symbol: String, _ type: String,
                      extra: String = "") -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTART:\(start)\r\nDTEND:\(end)\r\nSUMMARY:\(title)\r\n"
            + "X-SHIFTS-SYMBOL:\(symbol)\r\nX-SHIFTS-TYPE-ID:\(type)\r\n\(extra)END:VEVENT\r\n"
    }

    static let text = """
        December 2026
        Sam & <Co>

        +----------+----------+----------+----------+----------+----------+----------+
        | Mon      | Tue      | Wed      | Thu      | Fri      | Sat      | Sun      |
        +----------+----------+----------+----------+----------+----------+----------+
        |          | 1        | 2        | 3        | 4        | 5        | 6        |
        |          | E 06-14  |          |          | N 22-06  |          |          |
        +----------+----------+----------+----------+----------+----------+----------+
        | 7        | 8        | 9        | 10       | 11       | 12       | 13       |
        |          | E! 06-14 |          | ?        |          |          |          |
        |          |          |          | 0930-1645|          |          |          |
        +----------+----------+----------+----------+----------+----------+----------+
        | 14       | 15       | 16       | 17       | 18       | 19       | 20       |
        +----------+----------+----------+----------+----------+----------+----------+
        | 21       | 22       | 23       | 24       | 25       | 26       | 27       |
        +----------+----------+----------+----------+----------+----------+----------+
        | 28       | 29       | 30       | 31       |          |          |          |
        |          | L 14-22  |          | N 22-06  |          |          |          |
        +----------+----------+----------+----------+----------+----------+----------+

        ! after a symbol: marked sick.

        Legend
          E  Early         06:00-14:00  Main site  magenta
          L  Late          14:00-22:00  Main site  blue
          N  Night         22:00-06:00  Main site  cyan
          ?  Course & <b>  09:30-16:45  Room 1     magenta

        Notes
          Tue 1 Dec  E Early  Bring <script>alert(1)</script> & keys

        Totals
          Paid            32 h
          Real            32 h
          Night hours     18 h
          Sick            1 day, 8 h
          Left out        1 event not counted: 1 without a known type (give it a shift
                          type to count it).
          E Early         2 shifts, 16 h
          L Late          1 shift, 8 h
          N Night         2 shifts, 16 h
          ? Course & <b>  1 event, not counted
        Each shift counts in the month it starts in. Paid hours are the real hours
        (start to end) less unpaid breaks; night, weekend and holiday hours are paid
        hours, the break spread evenly over the shift.

        """

    func dataDir() async throws -> URL {
        let dir = try makeDataDir(calendar: Self.calendar)
        #expect(try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam & <Co>"]).status == 0)
        return dir
    }

    @Test("--format text prints the month's grid, legend, notes and totals, counting the night into January in December")
    func text() async throws {
        let dir = try await dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["export", "--data-dir", dir.path, "--format", "text", "--month", "2026-12"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.text)
    }

    @Test("--format html -o writes one page: the grid's cells in the types' colours, the note escaped, the totals")
    func html() async throws {
        let dir = try await dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: outside) }
        let target = outside.appendingPathComponent("rota.html")
        let written = try await CLIProcess.run(["export", "--data-dir", dir.path, "--format", "html", "--month", "2026-12",
                                          "-o", target.path])
        #expect(written.status == 0)
        #expect(written.stdout == "")
        #expect(written.stderr == "Exported December 2026 (6 shifts) to \(target.path).\n")
        let page = try String(contentsOf: target, encoding: .utf8)
        let lines = page.split(separator: "\n").map(String.init)
        for line in [
            "<title>December 2026, Sam &amp; &lt;Co&gt;</title>",
            "<td class=\"out\"></td>",
            "<td class=\"day\"><div class=\"num\">1</div><div class=\"shift c-magenta\"><b>E</b> 06:00–14:00</div></td>",
            "<td class=\"day\"><div class=\"num\">8</div><div class=\"shift c-magenta sick\"><b>E</b> 06:00–14:00 "
                + "<span class=\"sick-mark\">sick</span></div></td>",
            "<td class=\"day\"><div class=\"num\">10</div><div class=\"shift c-magenta\"><b>?</b> 09:30–16:45</div></td>",
            "<td class=\"day\"><div class=\"num\">31</div><div class=\"shift c-cyan\"><b>N</b> 22:00–06:00</div></td>",
            "<tr><td>Tue 1 Dec</td><td>E Early</td><td>Bring &lt;script&gt;alert(1)&lt;/script&gt; &amp; keys</td></tr>",
            "<tr><th>Paid</th><td>32 h</td></tr>",
            "<tr><th>Real</th><td>32 h</td></tr>",
            "<tr><th>? Course &amp; &lt;b&gt;</th><td>1 event, not counted</td></tr>",
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        #expect(lines.filter { $0 == "<tr>" }.count == 5, "five weeks, from Monday")
        #expect(!page.contains("<script"))
        #expect(!page.contains("<div class=\"num\">30</div><div"), "30 November's shift is not December's")

        let printed = try await CLIProcess.run(["export", "--data-dir", dir.path, "--format", "html", "--month", "2026-12"])
        #expect(printed.status == 0)
        #expect(printed.stdout == page, "standard output gets the same page")
    }

    @Test("without --month the month is this one")
    func thisMonth() async throws {
        let dir = try await dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        let before = YearMonth(CalendarDay(Date(), in: calendar))
        let result = try await CLIProcess.run(["export", "--data-dir", dir.path, "--format", "text"])
        let after = YearMonth(CalendarDay(Date(), in: calendar))
        #expect(result.status == 0)
        let title = result.stdout.split(separator: "\n").first.map(String.init)
        let names = [before, after].map { "\(DayNames.months[$0.month - 1]) \($0.year)" }
        #expect(names.contains(title ?? ""), "\(title ?? "")")
    }

    @Test("a month where a range belongs, a range where a month belongs, or a month that is none: exit 64, nothing printed",
          arguments: [
            (["--format", "html", "--from", "2026-12-01", "--to", "2026-12-31"],
             "Error: --format html shows a whole month: give --month YYYY-MM, e.g. 2026-12, not --from or --to.\n"),
            (["--format", "text", "--to", "2026-12-31"],
             "Error: --format text shows a whole month: give --month YYYY-MM, e.g. 2026-12, not --from or --to.\n"),
            (["--month", "2026-12"],
             "Error: --month 2026-12: only --format html or text show a month; give --from and --to for ics.\n"),
            (["--format", "symbols", "--month", "2026-12"],
             "Error: --month 2026-12: only --format html or text show a month; give --from and --to for symbols.\n"),
            (["--format", "html", "--month", "2026-13"],
             "Error: --month '2026-13' is not a month: use YYYY-MM, e.g. 2026-12 (from 1583-01 to 2582-12).\n"),
            (["--format", "text", "--month", "december"],
             "Error: --month 'december' is not a month: use YYYY-MM, e.g. 2026-12 (from 1583-01 to 2582-12).\n"),
            (["--format", "text", "--month", "1582-12"],
             "Error: --month '1582-12' is not a month: use YYYY-MM, e.g. 2026-12 (from 1583-01 to 2582-12).\n"),
          ])
    func usageErrors(arguments: [String], message: String) async throws {
        let dir = try await dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["export", "--data-dir", dir.path] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    @Test("a missing data dir or a calendar that cannot be read: exit 1, naming it, nothing written", arguments: ["html", "text"])
    func failures(format: String) async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-none-\(UUID().uuidString)")
        let none = try await CLIProcess.run(["export", "--data-dir", missing.path, "--format", format, "--month", "2026-12"])
        #expect(none.status == 1)
        #expect(none.stdout == "")
        #expect(none.stderr.hasPrefix("shifts: there is no data dir at \(missing.path):"))

        let broken = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\n"
        let dir = try makeDataDir(calendar: broken)
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.deletingLastPathComponent().appendingPathComponent("rota-\(UUID().uuidString).\(format)")
        defer { try? FileManager.default.removeItem(at: target) }
        let result = try await CLIProcess.run(["export", "--data-dir", dir.path, "--format", format, "--month", "2026-12",
                                         "-o", target.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains(dir.appendingPathComponent("calendar.ics").path), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target.path))
        #expect(try String(contentsOf: dir.appendingPathComponent("calendar.ics"), encoding: .utf8) == broken)
    }
}
