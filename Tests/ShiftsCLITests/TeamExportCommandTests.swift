import Foundation
import ShiftModel
import Testing

/// `shifts team export` as a real process: your calendar, a member's vdir
/// another program wrote (titles only), one never synced, markup in a
/// name, holidays imported; December 2026 in Berlin.
@Suite("shifts team export: the ward print, as a real process")
struct TeamExportCommandTests {
    typealias Fixture = TeamCommandTests.Fixture

    static let ownCalendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        \(MonthExportCommandTests.event("early-1", "20261201T050000Z", "20261201T130000Z", "Early", "E", "early"))\
        \(MonthExportCommandTests.event("night-1", "20261231T210000Z", "20270101T050000Z", "Night", "N", "night"))\
        END:VCALENDAR\r

        """

    static let holidays = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VEVENT\r
        UID:h1\r
        DTSTART;VALUE=DATE:20261225\r
        DTEND;VALUE=DATE:20261226\r
        SUMMARY:Christmas <Day>\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    /// The team: Ana (a vdir of titles: an early on the 2nd, a night on
    /// the 25th), Ben (nothing at his path), and Cy with markup in his name.
    struct Ward {
        let fixture: Fixture
        let ben: URL

        init() async throws {
            fixture = try Fixture()
            let data = fixture.data.path
            #expect(try await CLIProcess.run(["init", "--data-dir", data, "--name", "Sam & <Co>"]).status == 0)
            try Data(TeamExportCommandTests.ownCalendar.utf8).write(to: fixture.data.appendingPathComponent("calendar.ics"))
            let holidays = fixture.root.appendingPathComponent("holidays.ics")
            try Data(TeamExportCommandTests.holidays.utf8).write(to: holidays)
            #expect(try await CLIProcess.run(["holidays", "import", holidays.path, "--data-dir", data]).status == 0)
            let at = { (iso: String) in try #require(ISO8601DateFormatter().date(from: iso)) }
            let ana = try fixture.vdir("ana", events: [
                (uid: "a1", start: try at("2026-12-02T05:00:00Z"), end: try at("2026-12-02T13:00:00Z"), title: "Early"),
                (uid: "a2", start: try at("2026-12-25T21:00:00Z"), end: try at("2026-12-26T05:00:00Z"), title: "Night"),
            ])
            let cy = try fixture.vdir("cy", events: [])
            ben = fixture.sync.appendingPathComponent("ben.ics")
            for (name, path) in [("Ana Ruiz", ana), ("Ben", ben), ("Cy <script>x</script>", cy)] {
                #expect(try await fixture.run(["add", name, path.path]).status == 0)
            }
        }

        var missing: String {
            "shifts: Ben: there is nothing at \(ben.path) yet (has the calendar been synced there?); their row says so.\n"
        }
    }

    /// Today in Berlin, as the page's printed line says it.
    static func printed() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? .current
        return "Printed \(CalendarDay(Date(), in: calendar).mediumLabel)"
    }

    @Test("--format html -o: you first, then each member in order, their shifts in the types' colours, Ben's row says his calendar is missing")
    func html() async throws {
        let ward = try await Ward()
        defer { try? FileManager.default.removeItem(at: ward.fixture.root) }
        let target = ward.fixture.root.appendingPathComponent("ward.html")
        let before = Self.printed()
        let result = try await ward.fixture.run(["export", "--month", "2026-12", "-o", target.path])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == ward.missing + "Exported the team's December 2026 (4 people) to \(target.path).\n")
        let page = try String(contentsOf: target, encoding: .utf8)
        let lines = page.split(separator: "\n").map(String.init)
        #expect(lines.contains("<p class=\"printed\">\(before)</p>") || lines.contains("<p class=\"printed\">\(Self.printed())</p>"))
        let rows = lines.filter { $0.hasPrefix("<tr><th class=\"name\">") }
        #expect(rows.count == 4)
        let blank = "<td class=\"d\"></td>"
        // The default catalog: E magenta, N cyan. Tue 1, Wed 2, Thu 3.
        #expect(rows[0].hasPrefix("<tr><th class=\"name\">Sam &amp; &lt;Co&gt;</th>"
            + "<td class=\"d\"><b class=\"c-magenta\">E</b></td>" + blank + blank))
        #expect(rows[0].hasSuffix("<td class=\"d\"><b class=\"c-cyan\">N</b></td></tr>"), "the 31st's night")
        #expect(rows[1].hasPrefix("<tr><th class=\"name\">Ana Ruiz</th>" + blank
            + "<td class=\"d\"><b class=\"c-magenta\">E</b></td>" + blank))
        #expect(rows[1].contains("<td class=\"d\"></td><td class=\"d hol\"><b class=\"c-cyan\">N</b></td><td class=\"d we\"></td>"),
                "Thu 24, Fri 25 (Christmas), Sat 26")
        #expect(rows[2] == "<tr><th class=\"name\">Ben</th><td class=\"problem\" colspan=\"31\">Not shown: there is nothing at "
            + "\(ward.ben.path) yet (has the calendar been synced there?)</td></tr>")
        #expect(rows[3].hasPrefix("<tr><th class=\"name\">Cy &lt;script&gt;x&lt;/script&gt;</th>" + blank))
        #expect(lines.contains("<li>Fri 25 Dec Christmas &lt;Day&gt;</li>"))
        #expect(!page.lowercased().contains("<script"))

        let printed = try await ward.fixture.run(["export", "--month", "2026-12"])
        #expect(printed.status == 0)
        #expect(printed.stdout == page, "standard output gets the same page")
        #expect(printed.stderr == ward.missing)
    }

    @Test("--format text with --member and --without-me: only the members named, in that order, as a grid for mail")
    func textForChosenMembers() async throws {
        let ward = try await Ward()
        defer { try? FileManager.default.removeItem(at: ward.fixture.root) }
        let result = try await ward.fixture.run(["export", "--format", "text", "--month", "2026-12", "--without-me",
                                                 "--member", "cy <script>x</script>", "--member", "ana ruiz"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let dots = { (count: Int) in String(repeating: "  .", count: count) }
        #expect(result.stdout == """
            Team rota, December 2026
            \(Self.printed())

            Name                  Tu We Th Fr Sa Su Mo Tu We Th Fr Sa Su Mo Tu We Th Fr Sa Su Mo Tu We Th Fr Sa Su Mo Tu We Th
                                   1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
            Cy <script>x</script>\(dots(31))
            Ana Ruiz               .  E\(dots(22))  N\(dots(6))

            Legend
              E  Early  06:00-14:00  magenta
              N  Night  22:00-06:00  cyan

            Public holidays
              Fri 25 Dec  Christmas <Day>

            """)
    }

    @Test("a member not in the team, or a month that is none: exit 64 naming it, nothing printed",
          arguments: [
            (["--member", "Zed"], "shifts: --member 'Zed': nobody of that name is in the team; its members are Ana Ruiz, Ben, "
                + "Cy <script>x</script>.\n"),
            (["--month", "2026-13"], "Error: --month '2026-13' is not a month: use YYYY-MM, e.g. 2026-12 (from 1583-01 to 2582-12).\n"),
            (["--member", " "], "Error: --member needs a member's name, as `shifts team list` shows it.\n"),
          ])
    func usageErrors(arguments: [String], message: String) async throws {
        let ward = try await Ward()
        defer { try? FileManager.default.removeItem(at: ward.fixture.root) }
        let result = try await ward.fixture.run(["export"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    @Test("-o into the data dir is refused: exit 1, nothing written there")
    func refusesTheDataDir() async throws {
        let ward = try await Ward()
        defer { try? FileManager.default.removeItem(at: ward.fixture.root) }
        let target = ward.fixture.data.appendingPathComponent("ward.html")
        let result = try await ward.fixture.run(["export", "--month", "2026-12", "-o", target.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("it is inside the data dir"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }
}
