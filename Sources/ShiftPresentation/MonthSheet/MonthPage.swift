import ShiftModel

/// The printable month as one self-contained HTML page: its style inline,
/// no script, nothing fetched from elsewhere; laid out to print on one A4
/// sheet in the types' colours. Every text from a file is escaped.
package enum MonthPage {
    package static func html(_ sheet: MonthSheet) -> String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>\(escape(sheet.owner.isEmpty ? sheet.title : "\(sheet.title), \(sheet.owner)"))</title>",
            "<style>",
            style,
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(escape(sheet.title))</h1>",
        ]
        if !sheet.owner.isEmpty { lines.append("<p class=\"owner\">\(escape(sheet.owner))</p>") }
        lines += grid(sheet)
        lines.append("<div class=\"below\">")
        if !sheet.legend.isEmpty { lines += legend(sheet.legend) }
        lines += totals(sheet)
        lines.append("</div>")
        if !sheet.notes.isEmpty { lines += notes(sheet.notes) }
        lines += ["</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func grid(_ sheet: MonthSheet) -> [String] {
        var lines = ["<table class=\"month\">",
                     "<thead><tr>" + sheet.weekdays.map { "<th>\(escape($0))</th>" }.joined() + "</tr></thead>",
                     "<tbody>"]
        for week in sheet.weeks {
            lines.append("<tr>")
            for day in week { lines.append(cell(day)) }
            lines.append("</tr>")
        }
        lines += ["</tbody>", "</table>"]
        return lines
    }

    static func cell(_ day: MonthSheet.Day?) -> String {
        guard let day else { return "<td class=\"out\"></td>" }
        var html = "<td class=\"\(day.holiday == nil ? "day" : "day holiday")\"><div class=\"num\">\(day.day.day)</div>"
        if let holiday = day.holiday { html += "<div class=\"hol\">\(escape(holiday))</div>" }
        for entry in day.entries {
            html += "<div class=\"shift c-\(entry.color.rawValue)\(entry.isSick ? " sick" : "")\">"
                + "<b>\(escape(entry.symbol))</b> \(times(entry.times))"
                + (entry.isSick ? " <span class=\"sick-mark\">sick</span>" : "") + "</div>"
        }
        return html + "</td>"
    }

    static func legend(_ rows: [MonthSheet.LegendRow]) -> [String] {
        ["<section class=\"legend\">", "<h2>Legend</h2>", "<table>"]
            + rows.map { row in
                "<tr><td><span class=\"swatch c-\(row.color.rawValue)\"></span></td>"
                    + "<td class=\"c-\(row.color.rawValue)\"><b>\(escape(row.symbol))</b></td>"
                    + "<td>\(escape(row.title))</td><td>\(times(row.times))</td><td>\(escape(row.location))</td></tr>"
            }
            + ["</table>", "</section>"]
    }

    static func totals(_ sheet: MonthSheet) -> [String] {
        func row(_ total: MonthSheet.Total) -> String {
            "<tr><th>\(escape(total.label))</th><td>\(escape(total.value))</td></tr>"
        }
        var lines = ["<section class=\"totals\">", "<h2>Totals</h2>", "<table>"]
        lines += sheet.totals.map(row)
        lines += sheet.typeTotals.map(row)
        lines += ["</table>", "<p class=\"rule\">\(escape(MonthSheetWords.countingRule))</p>", "</section>"]
        return lines
    }

    static func notes(_ notes: [MonthSheet.Note]) -> [String] {
        ["<section class=\"notes\">", "<h2>Notes</h2>", "<div class=\"columns\">", "<table>"]
            + notes.map { note in
                "<tr><td>\(escape(MonthSheetWords.day(note.day)))</td><td>\(escape(note.shift))</td>"
                    + "<td>\(escape(note.text))</td></tr>"
            }
            + ["</table>", "</div>", "</section>"]
    }

    /// `06:00–14:00`, `all day`.
    static func times(_ times: MonthSheet.ClockTimes?) -> String {
        times.map { "\($0.start)–\($0.end)" } ?? "all day"
    }

    static func times(_ times: MonthSheet.LegendTimes) -> String {
        switch times {
        case .allDay: "all day"
        case .timed(let clock): "\(clock.start)–\(clock.end)"
        case .various: "various times"
        }
    }

    /// Text as HTML character data or an attribute value: nothing in it can
    /// open a tag, end an attribute or start an entity.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The print colour of each type colour: darker than the terminal's, to
    /// read on white paper.
    package static func printColor(_ color: TypeColor) -> String {
        switch color {
        case .cyan: "#00838f"
        case .green: "#2e7d32"
        case .yellow: "#9a6700"
        case .magenta: "#ad1457"
        case .blue: "#1565c0"
        }
    }

    /// A4 portrait with 10 mm margins leaves 190 x 277 mm: a fixed-layout
    /// grid of seven 27 mm columns and at most six weeks of 20 mm (room for
    /// the day, a holiday and three shifts), the legend and the totals side
    /// by side below, then the notes in two columns of small print. The
    /// browser must print the colours as they are.
    package static let style = ([
        "@page { size: A4; margin: 10mm; }",
        "html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }",
        "body { margin: 0; font: 9pt/1.25 sans-serif; color: #000; background: #fff; }",
        "@media screen { body { width: 190mm; margin: 10mm auto; } }",
        "h1 { font-size: 16pt; margin: 0 0 1mm; }",
        "h2 { font-size: 10pt; margin: 0 0 1mm; }",
        ".owner { margin: 0 0 2mm; }",
        "table { border-collapse: collapse; }",
        "table.month { width: 100%; table-layout: fixed; page-break-inside: avoid; }",
        "table.month th { border: 0.3mm solid #777; background: #eee; padding: 0.5mm; }",
        "table.month td { border: 0.3mm solid #777; height: 20mm; vertical-align: top; padding: 0.5mm 1mm; overflow: hidden; overflow-wrap: anywhere; }",
        "td.out { background: #f3f3f3; }",
        "td.holiday { background: #fff3d6; }",
        ".num { font-weight: bold; }",
        ".hol { font-size: 7pt; font-style: italic; }",
        ".shift { white-space: nowrap; overflow: hidden; }",
        // A line of its own: after the times, in a cell whose shift lines
        // do not wrap, it was cut to a sliver.
        ".sick-mark { display: block; color: #c62828; font-weight: bold; font-size: 7pt; line-height: 1.1; }",
        ".below { display: flex; gap: 8mm; margin-top: 3mm; page-break-inside: avoid; }",
        // Rows tight: a six-week month with two shifts a day, its totals
        // with paid and real hours and the rule under them, and 48 notes
        // fit one A4 page (scripts/interop checks it in WeasyPrint).
        ".below td, .below th, .notes td { padding: 0.15mm 1.5mm 0.15mm 0; text-align: left; vertical-align: top; }",
        ".swatch { display: inline-block; width: 3mm; height: 3mm; background: currentColor; }",
        ".rule { font-size: 7pt; margin: 1mm 0 0; }",
        ".notes { margin-top: 3mm; font-size: 7pt; }",
        ".notes .columns { columns: 2; column-gap: 6mm; }",
        ".notes table { width: 100%; }",
        ".notes td:nth-child(-n+2) { white-space: nowrap; }",
    ] + TypeColor.allCases.map { ".c-\($0.rawValue) { color: \(printColor($0)); }" }).joined(separator: "\n")
}
