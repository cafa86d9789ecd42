import Foundation
import ShiftModel
import ShiftPresentation
import Testing

/// The team's month to print, February 2027 (from a Monday, 28 days, the
/// 15th a holiday): you, a colleague whose calendar another program wrote
/// (a symbol, a title only, a type of their own, an event without either,
/// two shifts on one day; markup in the name), and one never synced.
@Suite("The ward print: the team's month as a page and as text")
struct WardSheetTests {
    let fixture = MonthSheetFixture()

    func event(_ id: String, _ iso: String, _ start: Int, _ end: Int, _ title: String, symbol: String? = nil) -> ScheduledShift {
        let rules = fixture.rules
        let day = rules.day(iso)
        return ScheduledShift(id: ShiftID(id), day: day, start: rules.date(iso, start),
                              end: end > start ? rules.date(iso, end) : day.adding(days: 1).start(in: rules.calendar)
                                  .addingTimeInterval(TimeInterval(end * 3600)),
                              title: title, symbol: symbol)
    }

    var people: [WardSheet.Person] {
        [
            WardSheet.Person(name: "Sam & <Co>", shifts: .success([
                fixture.shift(MonthSheetFixture.early, on: "2027-02-01"),
                fixture.shift(MonthSheetFixture.night, on: "2027-02-02"),
            ])),
            WardSheet.Person(name: "Ana <script>alert(1)</script>", shifts: .success([
                event("a1", "2027-02-03", 6, 14, "Frühdienst", symbol: "E"),
                event("a2", "2027-02-04", 21, 5, "night"),
                event("a3", "2027-02-06", 8, 20, "Bereitschaft", symbol: "B"),
                event("a4", "2027-02-08", 6, 14, "Early", symbol: "E"),
                event("a5", "2027-02-08", 22, 6, "Night", symbol: "N"),
                event("a6", "2027-02-15", 9, 17, "Course & <b>"),
                // Outside the month: left out.
                event("a7", "2027-03-01", 6, 14, "Early", symbol: "E"),
            ])),
            WardSheet.Person(name: "Ben", shifts: .failure(.missing(path: "/sync/ben"))),
        ]
    }

    var sheet: WardSheet {
        WardSheet(month: fixture.month, people: people, catalog: fixture.catalog, holidays: fixture.holidays,
                  printed: fixture.rules.day("2027-01-20"), calendar: fixture.rules.calendar)
    }

    /// The colour a shift of nobody's type gets: by its title, stable.
    static func own(_ title: String) -> TypeColor {
        TypePalette.colors[TypePalette.slot(forKey: title)]
    }

    @Test("the facts: a column per day with weekends and the holiday, a row per person in order, marks matched to your types, the legend")
    func facts() throws {
        let sheet = sheet
        #expect(sheet.title == "Team rota, February 2027")
        #expect(sheet.printed == "Printed Wed 20 Jan 2027")
        #expect(sheet.columns.count == 28)
        #expect(sheet.columns.first == WardSheet.Column(day: fixture.rules.day("2027-02-01"), weekday: "Mo",
                                                          isWeekend: false, holiday: nil))
        #expect(sheet.columns.filter(\.isWeekend).map(\.day.day) == [6, 7, 13, 14, 20, 21, 27, 28])
        #expect(sheet.columns.compactMap(\.holiday) == ["Founders' <Day> & more"])
        #expect(sheet.rows.map(\.name) == ["Sam & <Co>", "Ana <script>alert(1)</script>", "Ben"])
        #expect(sheet.rows[2].cells == .problem("Not shown: there is nothing at /sync/ben yet (has the calendar been synced there?)"))

        let palette = TypePalette(fixture.catalog)
        let early = WardSheet.Mark(symbol: "E", color: palette.color(of: MonthSheetFixture.early))
        let night = WardSheet.Mark(symbol: "N", color: palette.color(of: MonthSheetFixture.night))
        guard case .days(let ana) = sheet.rows[1].cells else { Issue.record("Ana's row has no days"); return }
        #expect(ana.count == 28)
        #expect(ana[2] == [early], "by symbol")
        #expect(ana[3] == [night], "by title, ignoring case")
        #expect(ana[5] == [WardSheet.Mark(symbol: "B", color: Self.own("Bereitschaft"))], "their own type")
        #expect(ana[7] == [early, night])
        #expect(ana[14] == [WardSheet.Mark(symbol: "?", color: Self.own("Course & <b>"))])
        #expect(ana.enumerated().filter { !$0.element.isEmpty }.map(\.offset) == [2, 3, 5, 7, 14])

        let timed = { (start: Int, end: Int) in
            MonthSheet.LegendTimes.timed(MonthSheet.ClockTimes(start: TimeOfDay(hour: start, minute: 0),
                                                               end: TimeOfDay(hour: end, minute: 0)))
        }
        #expect(sheet.legend == [
            WardSheet.LegendRow(symbol: "E", title: "Early", times: timed(6, 14), color: early.color),
            // Yours at 22:00, Ana's at 21:00.
            WardSheet.LegendRow(symbol: "N", title: "Night", times: .various, color: night.color),
            WardSheet.LegendRow(symbol: "?", title: "Course & <b>", times: timed(9, 17), color: Self.own("Course & <b>")),
            WardSheet.LegendRow(symbol: "B", title: "Bereitschaft", times: timed(8, 20), color: Self.own("Bereitschaft")),
        ])
    }

    @Test("the page: A4 landscape, the days' heads shaded, each row's cells in the types' colours, the problem row, all escaped")
    func page() {
        let page = WardPage.html(sheet)
        let lines = page.split(separator: "\n").map(String.init)
        let palette = TypePalette(fixture.catalog)
        let e = palette.color(of: MonthSheetFixture.early).rawValue, n = palette.color(of: MonthSheetFixture.night).rawValue
        let blank = "<td class=\"d\"></td>", weekend = "<td class=\"d we\"></td>", holiday = "<td class=\"d hol\"></td>"
        // Mon 1 ... Sun 28: a week is five days and a weekend.
        func week(_ days: [String]) -> String { days.joined() }
        let plainWeek = week([blank, blank, blank, blank, blank, weekend, weekend])
        for line in [
            "<title>Team rota, February 2027</title>",
            "<h1>Team rota, February 2027</h1>",
            "<p class=\"printed\">Printed Wed 20 Jan 2027</p>",
            "<tr><th class=\"name\">Sam &amp; &lt;Co&gt;</th><td class=\"d\"><b class=\"c-\(e)\">E</b></td>"
                + "<td class=\"d\"><b class=\"c-\(n)\">N</b></td>" + week([blank, blank, blank, weekend, weekend])
                + plainWeek + week([holiday, blank, blank, blank, blank, weekend, weekend]) + plainWeek + "</tr>",
            "<tr><th class=\"name\">Ana &lt;script&gt;alert(1)&lt;/script&gt;</th>" + week([blank, blank])
                + "<td class=\"d\"><b class=\"c-\(e)\">E</b></td><td class=\"d\"><b class=\"c-\(n)\">N</b></td>" + blank
                + "<td class=\"d we\"><b class=\"c-\(Self.own("Bereitschaft").rawValue)\">B</b></td>" + weekend
                + "<td class=\"d\"><b class=\"c-\(e)\">E</b> <b class=\"c-\(n)\">N</b></td>"
                + week([blank, blank, blank, blank, weekend, weekend])
                + "<td class=\"d hol\"><b class=\"c-\(Self.own("Course & <b>").rawValue)\">?</b></td>"
                + week([blank, blank, blank, blank, weekend, weekend]) + plainWeek + "</tr>",
            "<tr><th class=\"name\">Ben</th><td class=\"problem\" colspan=\"28\">Not shown: there is nothing at /sync/ben yet "
                + "(has the calendar been synced there?)</td></tr>",
            "<li><span class=\"swatch c-\(n)\"></span> <b class=\"c-\(n)\">N</b> Night <span class=\"times\">various times</span></li>",
            "<li><span class=\"swatch c-\(Self.own("Course & <b>").rawValue)\"></span> <b class=\"c-\(Self.own("Course & <b>").rawValue)\">?</b> "
                + "Course &amp; &lt;b&gt; <span class=\"times\">09:00–17:00</span></li>",
            "<li><span class=\"swatch we\"></span> Weekend</li>",
            "<li><span class=\"swatch hol\"></span> Public holiday</li>",
            "<li>Mon 15 Feb Founders&#39; &lt;Day&gt; &amp; more</li>",
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        let head = lines.first { $0.hasPrefix("<thead>") } ?? ""
        #expect(head.hasPrefix("<thead><tr><th class=\"name\">Name</th><th class=\"d\">Mo<br>1</th><th class=\"d\">Tu<br>2</th>"))
        #expect(head.contains("<th class=\"d we\">Sa<br>6</th><th class=\"d we\">Su<br>7</th>"))
        #expect(head.contains("<th class=\"d hol\">Mo<br>15</th>"))
        #expect(head.hasSuffix("<th class=\"d we\">Su<br>28</th></tr></thead>"))
        #expect(lines.filter { $0.hasPrefix("<tr><th class=\"name\">") }.count == 3)
        let lowered = page.lowercased()
        for absent in ["<script", "url(", "@import", "http:", "https:", "<link", "<img", "src=", "javascript:", " on"] {
            #expect(!lowered.contains(absent), "\(absent)")
        }
    }

    @Test("the page's style: A4 landscape in colour, the days' heads on each sheet, rows never split, names wrapped, never cut")
    func pageStyle() {
        let style = WardPage.style
        #expect(style.contains("@page { size: A4 landscape; margin: 10mm 10mm 12mm; "))
        #expect(style.contains("print-color-adjust: exact;"))
        #expect(style.contains("table.ward thead { display: table-header-group; }"))
        #expect(style.contains("table.ward tr { break-inside: avoid; page-break-inside: avoid; }"))
        #expect(style.contains("th.name { text-align: left; font-weight: normal; overflow-wrap: anywhere;"))
        #expect(!style.contains("nowrap") && !style.contains("overflow: hidden") && !style.contains("text-overflow"))
        #expect(style.contains(".c-magenta { color: #ad1457; }"))
    }

    @Test("the text: names padded to the longest, a column per day, `.` for none, `E/N` for two, the problem row, legend and holidays")
    func text() {
        let text = WardText.text(sheet, width: { _ in 1 })
        let e = TypePalette(fixture.catalog).color(of: MonthSheetFixture.early).rawValue
        let n = TypePalette(fixture.catalog).color(of: MonthSheetFixture.night).rawValue
        let b = Self.own("Bereitschaft").rawValue, course = Self.own("Course & <b>").rawValue
        func dots(_ count: Int) -> String { String(repeating: "   .", count: count) }
        #expect(text == """
            Team rota, February 2027
            Printed Wed 20 Jan 2027

            Name                           Mo  Tu  We  Th  Fr  Sa  Su  Mo  Tu  We  Th  Fr  Sa  Su  Mo  Tu  We  Th  Fr  Sa  Su  Mo  Tu  We  Th  Fr  Sa  Su
                                            1   2   3   4   5   6   7   8   9  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28
            Sam & <Co>                      E   N\(dots(26))
            Ana <script>alert(1)</script>   .   .   E   N   .   B   . E/N\(dots(6))   ?\(dots(13))
            Ben                            Not shown: there is nothing at /sync/ben yet (has the calendar been synced there?)

            Legend
              E  Early         06:00-14:00    \(e)
              N  Night         various times  \(n)
              ?  Course & <b>  09:00-17:00    \(course)
              B  Bereitschaft  08:00-20:00    \(b)

            Public holidays
              Mon 15 Feb  Founders' <Day> & more

            """)
    }

    @Test("text from files is cleaned: controls and bidi overrides in a name, a title or a holiday are removed, runs of white space made one")
    func cleaned() {
        let people = [WardSheet.Person(name: "Dee\u{202E}\u{07} \n Ray", shifts: .success([
            event("d", "2027-02-01", 6, 14, "Early\u{1B}\tshift", symbol: "X\u{7F}"),
        ]))]
        let sheet = WardSheet(month: fixture.month, people: people, catalog: Catalog(),
                              holidays: PublicHolidays(names: [fixture.rules.day("2027-02-02"): "Day\u{0}\u{2066}off"]),
                              printed: fixture.rules.day("2027-01-20"), calendar: fixture.rules.calendar)
        #expect(sheet.rows.map(\.name) == ["Dee Ray"])
        #expect(sheet.legend.map { [$0.symbol, $0.title] } == [["X", "Early shift"]])
        #expect(sheet.columns[1].holiday == "Dayoff")
    }

    @Test("wide characters take two columns: a name of them pads the others to its width, a wide symbol widens every day")
    func wideCharacters() {
        let people = [WardSheet.Person(name: "李小龙", shifts: .success([event("m", "2027-02-01", 6, 14, "Moon", symbol: "🌙")])),
                      WardSheet.Person(name: "Bo", shifts: .success([]))]
        let sheet = WardSheet(month: fixture.month, people: people, catalog: Catalog(), holidays: PublicHolidays(),
                              printed: fixture.rules.day("2027-01-20"), calendar: fixture.rules.calendar)
        let width: (Character) -> Int = { "李小龙🌙".contains($0) ? 2 : 1 }
        let lines = WardText.text(sheet, width: width).split(separator: "\n").map(String.init)
        #expect(lines[2].hasPrefix("Name   Mo Tu We"))
        #expect(lines[4].hasPrefix("李小龙 🌙  .  ."))
        #expect(lines[5].hasPrefix("Bo      .  .  ."))
    }
}
