import ShiftModel

/// The team's month as plain text for an e-mail: a grid in monospace, the
/// names padded to the longest, a column per day (`.` for a day without a
/// shift, `E/N` for two), then the legend and the public holidays. `width`
/// is the columns a character takes (2 for wide characters and emoji).
package enum WardText {
    /// A day's mark for a day without a shift.
    package static let emptyDay = "."

    package static func text(_ sheet: WardSheet, width: @escaping (Character) -> Int) -> String {
        let layout = MonthText.Layout(width: width)
        let cells: [[String]?] = sheet.rows.map { row in
            guard case .days(let days) = row.cells else { return nil }
            return days.map { marks in marks.isEmpty ? emptyDay : marks.map(\.symbol).joined(separator: "/") }
        }
        let cellWidth = max(2, cells.compactMap { $0 }.joined().map(layout.columns).max() ?? 0)
        let nameWidth = max(layout.columns("Name"), sheet.rows.map { layout.columns($0.name) }.max() ?? 0)
        func right(_ text: String) -> String { String(repeating: " ", count: max(0, cellWidth - layout.columns(text))) + text }
        func line(_ name: String, _ rest: [String]) -> String {
            (layout.padded(name, to: nameWidth) + rest.map { " " + right($0) }.joined()).trailingSpacesRemoved
        }

        var lines = [sheet.title, sheet.printed, ""]
        lines.append(line("Name", sheet.columns.map(\.weekday)))
        lines.append(line("", sheet.columns.map { "\($0.day.day)" }))
        for (row, days) in zip(sheet.rows, cells) {
            switch row.cells {
            case .problem(let sentence): lines.append(layout.padded(row.name, to: nameWidth) + "  " + sentence)
            case .days: lines.append(line(row.name, days ?? []))
            }
        }
        if !sheet.legend.isEmpty {
            lines += ["", "Legend"]
            lines += layout.table(sheet.legend.map { row in
                [row.symbol, row.title, MonthText.times(row.times), row.color.rawValue]
            })
        }
        if !sheet.holidays.isEmpty {
            lines += ["", "Public holidays"]
            lines += layout.table(sheet.holidays.map { [MonthSheetWords.day($0.day), $0.name] })
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
