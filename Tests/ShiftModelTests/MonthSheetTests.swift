import Foundation
import ShiftModel
import ShiftPresentation
import Testing

@Suite("The printable month: the sheet's facts, the HTML page and the text grid, exactly")
struct MonthSheetTests {
    let fixture = MonthSheetFixture()

    @Test("the totals are the month's statistics in words: worked, target, balance, nights, sick, per type")
    func totals() {
        let sheet = fixture.sheet
        // Paid: an early less its 30 min break (7 h 30), two nights (16 h);
        // real: 8 h + 16 h. The course has no type: left out, not counted.
        // Sick: the other early. Target: 40 h x 28 / 7.
        // Balance: 23 h 30 + 7 h 30 sick (counted) - 160 h.
        #expect(sheet.totals == [
            .init(label: "Paid", value: "23 h 30 min"),
            .init(label: "Real", value: "24 h"),
            .init(label: "Target", value: "160 h"),
            .init(label: "Balance", value: "-129 h"),
            .init(label: "Night hours", value: "16 h"),
            .init(label: "Sick", value: "1 day, 7 h 30 min (counted toward the target)"),
            .init(label: "Left out", value: "1 event not counted: 1 without a known type (give it a shift type to count it)."),
        ])
        #expect(sheet.typeTotals == [
            .init(label: "E Early", value: "2 shifts, 15 h"),
            .init(label: "N Night", value: "2 shifts, 16 h"),
            .init(label: "O Off", value: "1 shift, 0 h"),
            .init(label: "? Course & <b>", value: "1 event, not counted"),
        ])
    }

    @Test("without a contract there is no target or balance; a positive balance is signed")
    func withoutContract() {
        var catalog = fixture.catalog
        catalog.settings.workingTime.contractMinutesPerWeek = nil
        let statistics = HoursCalculator(catalog: catalog, calendar: fixture.rules.calendar)
            .statistics(of: fixture.shifts, period: fixture.month.firstDay...fixture.month.lastDay)
        #expect(MonthSheetWords.totals(statistics).map(\.label) == ["Paid", "Real", "Night hours", "Sick", "Left out"])
        #expect(MonthSheetWords.totals(statistics)[3].value == "1 day, 7 h 30 min")
        #expect(HoursWords.signed(minutes: 150) == "+2 h 30 min")
        #expect(HoursWords.signed(minutes: 0) == "0 h")
    }

    @Test("the page: the grid from the first-weekday setting, colours, holiday, sick mark, legend, totals, notes, all escaped")
    func page() {
        let body = """
            <body>
            <h1>February 2027</h1>
            <p class="owner">Sam &amp; &lt;Co&gt;</p>
            <table class="month">
            <thead><tr><th>Sun</th><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th><th>Sat</th></tr></thead>
            <tbody>
            <tr>
            <td class="out"></td>
            <td class="day"><div class="num">1</div><div class="shift c-magenta"><b>E</b> 06:00–14:00</div></td>
            <td class="day"><div class="num">2</div><div class="shift c-cyan"><b>N</b> 22:00–06:00</div></td>
            <td class="day"><div class="num">3</div><div class="shift c-magenta sick"><b>E</b> 06:00–14:00 <span class="sick-mark">sick</span></div></td>
            <td class="day"><div class="num">4</div></td>
            <td class="day"><div class="num">5</div></td>
            <td class="day"><div class="num">6</div></td>
            </tr>
            <tr>
            <td class="day"><div class="num">7</div></td>
            <td class="day"><div class="num">8</div></td>
            <td class="day"><div class="num">9</div></td>
            <td class="day"><div class="num">10</div><div class="shift c-magenta"><b>?</b> 09:30–16:45</div></td>
            <td class="day"><div class="num">11</div></td>
            <td class="day"><div class="num">12</div></td>
            <td class="day"><div class="num">13</div></td>
            </tr>
            <tr>
            <td class="day"><div class="num">14</div><div class="shift c-yellow"><b>O</b> all day</div></td>
            <td class="day holiday"><div class="num">15</div><div class="hol">Founders&#39; &lt;Day&gt; &amp; more</div></td>
            <td class="day"><div class="num">16</div></td>
            <td class="day"><div class="num">17</div></td>
            <td class="day"><div class="num">18</div></td>
            <td class="day"><div class="num">19</div></td>
            <td class="day"><div class="num">20</div></td>
            </tr>
            <tr>
            <td class="day"><div class="num">21</div></td>
            <td class="day"><div class="num">22</div></td>
            <td class="day"><div class="num">23</div></td>
            <td class="day"><div class="num">24</div></td>
            <td class="day"><div class="num">25</div></td>
            <td class="day"><div class="num">26</div></td>
            <td class="day"><div class="num">27</div></td>
            </tr>
            <tr>
            <td class="day"><div class="num">28</div><div class="shift c-cyan"><b>N</b> 22:00–06:00</div></td>
            <td class="out"></td>
            <td class="out"></td>
            <td class="out"></td>
            <td class="out"></td>
            <td class="out"></td>
            <td class="out"></td>
            </tr>
            </tbody>
            </table>
            <div class="below">
            <section class="legend">
            <h2>Legend</h2>
            <table>
            <tr><td><span class="swatch c-magenta"></span></td><td class="c-magenta"><b>E</b></td><td>Early</td><td>06:00–14:00</td><td>Ward &lt;3&gt; &amp; Co</td></tr>
            <tr><td><span class="swatch c-cyan"></span></td><td class="c-cyan"><b>N</b></td><td>Night</td><td>22:00–06:00</td><td>Ward &lt;3&gt; &amp; Co</td></tr>
            <tr><td><span class="swatch c-yellow"></span></td><td class="c-yellow"><b>O</b></td><td>Off</td><td>all day</td><td>Ward &lt;3&gt; &amp; Co</td></tr>
            <tr><td><span class="swatch c-magenta"></span></td><td class="c-magenta"><b>?</b></td><td>Course &amp; &lt;b&gt;</td><td>09:30–16:45</td><td>Room 1</td></tr>
            </table>
            </section>
            <section class="totals">
            <h2>Totals</h2>
            <table>
            <tr><th>Paid</th><td>23 h 30 min</td></tr>
            <tr><th>Real</th><td>24 h</td></tr>
            <tr><th>Target</th><td>160 h</td></tr>
            <tr><th>Balance</th><td>-129 h</td></tr>
            <tr><th>Night hours</th><td>16 h</td></tr>
            <tr><th>Sick</th><td>1 day, 7 h 30 min (counted toward the target)</td></tr>
            <tr><th>Left out</th><td>1 event not counted: 1 without a known type (give it a shift type to count it).</td></tr>
            <tr><th>E Early</th><td>2 shifts, 15 h</td></tr>
            <tr><th>N Night</th><td>2 shifts, 16 h</td></tr>
            <tr><th>O Off</th><td>1 shift, 0 h</td></tr>
            <tr><th>? Course &amp; &lt;b&gt;</th><td>1 event, not counted</td></tr>
            </table>
            <p class="rule">Each shift counts in the month it starts in. Paid hours are the real hours (start to end) less unpaid breaks; night, weekend and holiday hours are paid hours, the break spread evenly over the shift.</p>
            </section>
            </div>
            <section class="notes">
            <h2>Notes</h2>
            <div class="columns">
            <table>
            <tr><td>Mon 1 Feb</td><td>E Early</td><td>Bring &lt;script&gt;alert(1)&lt;/script&gt; &amp; keys</td></tr>
            <tr><td>Sun 28 Feb</td><td>N Night</td><td>Swap with[31m Alex</td></tr>
            </table>
            </div>
            </section>
            </body>
            </html>

            """
        let head = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>February 2027, Sam &amp; &lt;Co&gt;</title>
            <style>
            \(MonthPage.style)
            </style>
            </head>

            """
        #expect(MonthPage.html(fixture.sheet) == head + body)
    }

    @Test("the page's style prints one A4 sheet in colour and fetches nothing; the page runs nothing")
    func pageStyle() {
        let style = MonthPage.style
        #expect(style.contains("@page { size: A4; margin: 10mm; }"))
        #expect(style.contains("print-color-adjust: exact;"))
        #expect(style.contains("table.month { width: 100%; table-layout: fixed;"))
        #expect(style.contains(".c-magenta { color: #ad1457; }"))
        // The sick mark takes a line of its own, so the cell shows it whole
        // (scripts/interop measures it in WeasyPrint's layout).
        #expect(style.contains(".sick-mark { display: block;"))
        let page = MonthPage.html(fixture.sheet).lowercased()
        for absent in ["<script", "url(", "@import", "http:", "https:", "<link", "<img", "src=", "javascript:"] {
            #expect(!page.contains(absent), "\(absent)")
        }
    }

    @Test("the text: the same grid in ASCII boxes 78 columns wide, then holidays, legend, notes and totals")
    func text() {
        let text = MonthText.text(fixture.sheet, width: { _ in 1 })
        #expect(text == """
            February 2027
            Sam & <Co>

            +----------+----------+----------+----------+----------+----------+----------+
            | Sun      | Mon      | Tue      | Wed      | Thu      | Fri      | Sat      |
            +----------+----------+----------+----------+----------+----------+----------+
            |          | 1        | 2        | 3        | 4        | 5        | 6        |
            |          | E 06-14  | N 22-06  | E! 06-14 |          |          |          |
            +----------+----------+----------+----------+----------+----------+----------+
            | 7        | 8        | 9        | 10       | 11       | 12       | 13       |
            |          |          |          | ?        |          |          |          |
            |          |          |          | 0930-1645|          |          |          |
            +----------+----------+----------+----------+----------+----------+----------+
            | 14       | 15 Found…| 16       | 17       | 18       | 19       | 20       |
            | O all day|          |          |          |          |          |          |
            +----------+----------+----------+----------+----------+----------+----------+
            | 21       | 22       | 23       | 24       | 25       | 26       | 27       |
            +----------+----------+----------+----------+----------+----------+----------+
            | 28       |          |          |          |          |          |          |
            | N 22-06  |          |          |          |          |          |          |
            +----------+----------+----------+----------+----------+----------+----------+

            ! after a symbol: marked sick.

            Public holidays
              Mon 15 Feb  Founders' <Day> & more

            Legend
              E  Early         06:00-14:00  Ward <3> & Co  magenta
              N  Night         22:00-06:00  Ward <3> & Co  cyan
              O  Off           all day      Ward <3> & Co  yellow
              ?  Course & <b>  09:30-16:45  Room 1         magenta

            Notes
              Mon 1 Feb   E Early  Bring <script>alert(1)</script> & keys
              Sun 28 Feb  N Night  Swap with[31m Alex

            Totals
              Paid            23 h 30 min
              Real            24 h
              Target          160 h
              Balance         -129 h
              Night hours     16 h
              Sick            1 day, 7 h 30 min (counted toward the target)
              Left out        1 event not counted: 1 without a known type (give it a shift
                              type to count it).
              E Early         2 shifts, 15 h
              N Night         2 shifts, 16 h
              O Off           1 shift, 0 h
              ? Course & <b>  1 event, not counted
            Each shift counts in the month it starts in. Paid hours are the real hours
            (start to end) less unpaid breaks; night, weekend and holiday hours are paid
            hours, the break spread evenly over the shift.

            """)
    }

    @Test("wide characters take two columns: the boxes stay aligned, a long note wraps under itself within 80 columns")
    func wideCharactersAndWrapping() {
        var moon = MonthSheetFixture.night
        moon.symbol = "🌙"
        var catalog = fixture.catalog
        catalog.addOrReplace(moon)
        let long = String(repeating: "word ", count: 30) + "end"
        let shifts = [fixture.shift(moon, on: "2027-02-02", notes: long)]
        let statistics = HoursCalculator(catalog: catalog, calendar: fixture.rules.calendar)
            .statistics(of: shifts, period: fixture.month.firstDay...fixture.month.lastDay)
        let sheet = MonthSheet(month: fixture.month, shifts: shifts, catalog: catalog, holidays: PublicHolidays(),
                               statistics: statistics, calendar: fixture.rules.calendar)
        let width: (Character) -> Int = { $0 == "🌙" ? 2 : 1 }
        let lines = MonthText.text(sheet, width: width).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("|          |          | 🌙 22-06 |          |          |          |          |"))
        let notes = lines.drop { $0 != "Notes" }.dropFirst().prefix(3)
        #expect(Array(notes) == [
            "  Tue 2 Feb  🌙 Night  word word word word word word word word word word word",
            "                       word word word word word word word word word word word",
            "                       word word word word word word word word end",
        ])
        #expect(lines.allSatisfy { $0.reduce(0) { $0 + width($1) } <= MonthText.lineWidth })
    }

    @Test("text from files: controls, escape introducers and bidi overrides go, white space runs become one space")
    func printableText() {
        #expect(PrintableText.clean("a\u{1B}]0;x\u{07}b\n\t c\u{202E}d\u{2028}e  ") == "a]0;xb cd e")
        #expect(PrintableText.cut("abcdef", to: 4) == "abc…")
        #expect(PrintableText.cut("abcd", to: 4) == "abcd")
        #expect(MonthPage.escape("<script>&\"'") == "&lt;script&gt;&amp;&quot;&#39;")
    }

    @Test("a note longer than the editor allows is cut, so the month still fits its sheet")
    func longNoteIsCut() {
        let long = String(repeating: "x", count: 500)
        let shifts = [fixture.shift(MonthSheetFixture.early, on: "2027-02-01", notes: long)]
        let sheet = MonthSheet(month: fixture.month, shifts: shifts, catalog: fixture.catalog, holidays: PublicHolidays(),
                               statistics: fixture.statistics, calendar: fixture.rules.calendar)
        #expect(sheet.notes.map(\.text) == [String(repeating: "x", count: 199) + "…"])
    }
}

@Suite("The printable month's text: a column no row fills is left out")
struct MonthTextColumnTests {
    @Test("shifts from elsewhere without a location: the legend has no gap where the location would be")
    func emptyColumn() {
        let fixture = MonthSheetFixture()
        let day = fixture.rules.day("2027-02-10")
        let course = ScheduledShift(id: "course", day: day, start: fixture.rules.date("2027-02-10", 9),
                                    end: fixture.rules.date("2027-02-10", 17), title: "Course")
        let statistics = HoursCalculator(catalog: Catalog(), calendar: fixture.rules.calendar)
            .statistics(of: [course], period: fixture.month.firstDay...fixture.month.lastDay)
        let sheet = MonthSheet(month: fixture.month, shifts: [course], catalog: Catalog(), holidays: PublicHolidays(),
                               statistics: statistics, calendar: fixture.rules.calendar)
        let lines = MonthText.text(sheet, width: { _ in 1 }).split(separator: "\n", omittingEmptySubsequences: false)
        let legend = lines.drop { $0 != "Legend" }.dropFirst().prefix(2)
        #expect(Array(legend) == ["  ?  Course  09:00-17:00  \(TypePalette(Catalog()).color(of: course).rawValue)", ""])
    }
}

@Suite("The printable month: an entry of several days")
struct MonthSheetLeaveTests {
    @Test("a week of leave from the month before is on each of its days in the month, and not after")
    func leaveFromTheMonthBefore() {
        let fixture = MonthSheetFixture()
        let calendar = fixture.rules.calendar
        let first = fixture.rules.day("2027-01-29")
        let leave = ScheduledShift(id: "leave", day: first, start: first.start(in: calendar),
                                   end: first.adding(days: 7).start(in: calendar), isAllDay: true,
                                   title: "Leave", symbol: "U")
        let statistics = HoursCalculator(catalog: Catalog(), calendar: calendar)
            .statistics(of: [leave], period: fixture.month.firstDay...fixture.month.lastDay)
        let sheet = MonthSheet(month: fixture.month, shifts: [leave], catalog: Catalog(), holidays: PublicHolidays(),
                               statistics: statistics, calendar: calendar)
        let days = sheet.weeks.flatMap { $0 }.compactMap { $0 }
        #expect(days.filter { !$0.entries.isEmpty }.map(\.day.description)
            == ["2027-02-01", "2027-02-02", "2027-02-03", "2027-02-04"])
        #expect(days.first?.entries.map(\.symbol) == ["U"])
    }

    @Test("an absence begun the month before has a legend row of its kind with its weekdays, never 'not counted'")
    func absenceInTheLegend() {
        let fixture = MonthSheetFixture()
        let calendar = fixture.rules.calendar
        let leave = ScheduledShift.absence(.annual, from: fixture.rules.day("2027-01-29"),
                                           through: fixture.rules.day("2027-02-04"), id: "leave", calendar: calendar)
        let statistics = HoursCalculator(catalog: Catalog(), calendar: calendar)
            .statistics(of: [leave], period: fixture.month.firstDay...fixture.month.lastDay)
        let sheet = MonthSheet(month: fixture.month, shifts: [leave], catalog: Catalog(), holidays: PublicHolidays(),
                               statistics: statistics, calendar: calendar)
        #expect(sheet.legend.map(\.title) == ["Annual leave"])
        #expect(sheet.typeTotals == [MonthSheet.Total(label: "AL Annual leave", value: "4 days")])
    }
}
