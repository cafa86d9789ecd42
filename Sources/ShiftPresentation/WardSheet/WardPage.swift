import ShiftModel

/// The team's month as one self-contained HTML page, A4 landscape: its
/// style inline, no script, nothing fetched from elsewhere. A table of a
/// row per person and a column per day, the names whole (wrapped, never
/// cut, when one does not fit its column), weekends and holidays shaded;
/// a team too tall for one sheet goes on over the next ones, the days'
/// heads repeated on each. Every text from a file is escaped.
package enum WardPage {
    package static func html(_ sheet: WardSheet) -> String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>\(escape(sheet.title))</title>",
            "<style>",
            style,
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(escape(sheet.title))</h1>",
            "<p class=\"printed\">\(escape(sheet.printed))</p>",
        ]
        lines += table(sheet)
        lines.append("<section class=\"below\">")
        lines += legend(sheet)
        if !sheet.holidays.isEmpty { lines += holidays(sheet.holidays) }
        lines += ["</section>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func table(_ sheet: WardSheet) -> [String] {
        let heads = sheet.columns.map { column in
            "<th class=\"\(shading(column))\">\(escape(column.weekday))<br>\(column.day.day)</th>"
        }
        var lines = ["<table class=\"ward\">",
                     "<thead><tr><th class=\"name\">Name</th>" + heads.joined() + "</tr></thead>",
                     "<tbody>"]
        for row in sheet.rows {
            let head = "<tr><th class=\"name\">\(escape(row.name))</th>"
            switch row.cells {
            case .problem(let sentence):
                lines.append(head + "<td class=\"problem\" colspan=\"\(sheet.columns.count)\">\(escape(sentence))</td></tr>")
            case .days(let days):
                lines.append(head + zip(sheet.columns, days).map { column, marks in
                    "<td class=\"\(shading(column))\">" + marks.map(mark).joined(separator: " ") + "</td>"
                }.joined() + "</tr>")
            }
        }
        lines += ["</tbody>", "</table>"]
        return lines
    }

    /// `d`, `d we` (a weekend) or `d hol` (a public holiday, shaded as such on a weekend too).
    static func shading(_ column: WardSheet.Column) -> String {
        column.holiday != nil ? "d hol" : column.isWeekend ? "d we" : "d"
    }

    static func mark(_ mark: WardSheet.Mark) -> String {
        "<b class=\"c-\(mark.color.rawValue)\">\(escape(mark.symbol))</b>"
    }

    static func legend(_ sheet: WardSheet) -> [String] {
        var items = sheet.legend.map { row in
            "<li><span class=\"swatch c-\(row.color.rawValue)\"></span> <b class=\"c-\(row.color.rawValue)\">"
                + "\(escape(row.symbol))</b> \(escape(row.title)) <span class=\"times\">\(MonthPage.times(row.times))</span></li>"
        }
        items.append("<li><span class=\"swatch we\"></span> Weekend</li>")
        if !sheet.holidays.isEmpty { items.append("<li><span class=\"swatch hol\"></span> Public holiday</li>") }
        return ["<h2>Legend</h2>", "<ul class=\"legend\">"] + items + ["</ul>"]
    }

    static func holidays(_ holidays: [MonthSheet.Holiday]) -> [String] {
        ["<h2>Public holidays</h2>", "<ul class=\"holidays\">"]
            + holidays.map { "<li>\(escape(MonthSheetWords.day($0.day))) \(escape($0.name))</li>" }
            + ["</ul>"]
    }

    static func escape(_ text: String) -> String { MonthPage.escape(text) }

    /// A4 landscape with 10 mm margins leaves 277 x 190 mm. The days'
    /// columns are of one fixed width (31 of them take about 205 mm); the
    /// name column has the rest, as wide as the longest name when it fits,
    /// and a name longer than that wraps in it (at spaces first) rather than
    /// being cut or pushing the table off the sheet. A row is never split
    /// across sheets; the days' heads repeat on each sheet, its number at
    /// the foot. The browser must print the colours as they are.
    package static let style = ([
        "@page { size: A4 landscape; margin: 10mm 10mm 12mm; "
            + "@bottom-right { content: \"Page \" counter(page) \" of \" counter(pages); font: 7pt sans-serif; } }",
        "html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }",
        "body { margin: 0; font: 8pt/1.2 sans-serif; color: #000; background: #fff; }",
        "@media screen { body { width: 277mm; margin: 10mm auto; } }",
        "h1 { font-size: 14pt; margin: 0; }",
        "h2 { font-size: 9pt; margin: 2mm 0 1mm; }",
        ".printed { margin: 0 0 2mm; font-size: 8pt; }",
        "table.ward { border-collapse: collapse; table-layout: auto; max-width: 100%; }",
        "table.ward thead { display: table-header-group; }",
        "table.ward tr { break-inside: avoid; page-break-inside: avoid; }",
        "table.ward th, table.ward td { border: 0.2mm solid #888; padding: 0.3mm 0.4mm; }",
        "th.name { text-align: left; font-weight: normal; overflow-wrap: anywhere; padding-right: 1.5mm; }",
        "thead th.name { font-weight: bold; vertical-align: bottom; }",
        "th.d, td.d { width: 5.6mm; min-width: 5.6mm; text-align: center; overflow-wrap: anywhere; }",
        "thead th.d { font-size: 7pt; font-weight: normal; line-height: 1.1; }",
        ".we { background: #e4e4e4; }",
        ".hol { background: #ffe6a8; }",
        "td.problem { font-style: italic; color: #444; }",
        ".below { break-inside: avoid; page-break-inside: avoid; }",
        "ul.legend, ul.holidays { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 1mm 5mm; }",
        ".swatch { display: inline-block; width: 3mm; height: 3mm; border: 0.2mm solid #888; vertical-align: -0.4mm; }",
        ".swatch[class*=\"c-\"] { background: currentColor; border-color: currentColor; }",
        ".times { color: #333; }",
    ] + TypeColor.allCases.map { ".c-\($0.rawValue) { color: \(MonthPage.printColor($0)); }" }).joined(separator: "\n")
}
