import ShiftModel

/// The printable month as plain text for a terminal or an e-mail: the grid
/// in ASCII boxes that fit 80 columns, then the same holidays, legend,
/// notes and totals as the page. `width` is the columns a character takes
/// (2 for wide characters and emoji): the front end that prints knows it.
package enum MonthText {
    /// The widest line.
    package static let lineWidth = 80
    /// A day's text in its box: 7 boxes of a border, a space and this, and
    /// the last border, make 78 columns.
    package static let cellWidth = 9

    package static func text(_ sheet: MonthSheet, width: @escaping (Character) -> Int) -> String {
        let layout = Layout(width: width)
        var lines = [sheet.title]
        if !sheet.owner.isEmpty { lines.append(contentsOf: layout.wrap(sheet.owner, indent: 0)) }
        lines.append("")
        lines += layout.grid(sheet)
        if sheet.hasSickShifts { lines += ["", MonthSheetWords.sickMarkExplained] }
        if !sheet.holidays.isEmpty {
            lines += ["", "Public holidays"]
            lines += layout.table(sheet.holidays.map { [MonthSheetWords.day($0.day), $0.name] })
        }
        if !sheet.legend.isEmpty {
            lines += ["", "Legend"]
            lines += layout.table(sheet.legend.map { row in
                [row.symbol, row.title, times(row.times), row.location, row.color.rawValue]
            })
        }
        if !sheet.notes.isEmpty {
            lines += ["", "Notes"]
            lines += layout.table(sheet.notes.map { [MonthSheetWords.day($0.day), $0.shift, $0.text] })
        }
        lines += ["", "Totals"]
        lines += layout.table((sheet.totals + sheet.typeTotals).map { [$0.label, $0.value] })
        lines += layout.wrap(MonthSheetWords.countingRule, indent: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A day's entry as its box shows it: `E 06-14`, `N! 22-06`, `E 0630-1445`, `O all day`.
    static func entry(_ entry: MonthSheet.Entry) -> (symbol: String, times: String) {
        (entry.symbol + (entry.isSick ? MonthSheetWords.sickMark : ""), entry.times.map(compact) ?? "all day")
    }

    /// `06-14` on the hour, else `0630-1400`: what fits a box.
    static func compact(_ times: MonthSheet.ClockTimes) -> String {
        func hour(_ time: TimeOfDay) -> String { String(time.description.prefix(2)) }
        if times.start.minute == 0, times.end.minute == 0 { return "\(hour(times.start))-\(hour(times.end))" }
        let digits = { (time: TimeOfDay) in time.description.filter { $0 != ":" } }
        return "\(digits(times.start))-\(digits(times.end))"
    }

    /// `06:00-14:00`, `all day`, `various times`.
    static func times(_ times: MonthSheet.LegendTimes) -> String {
        switch times {
        case .allDay: "all day"
        case .timed(let clock): "\(clock.start)-\(clock.end)"
        case .various: "various times"
        }
    }

    /// The least room a table's last column wraps in under itself.
    static let minimumRoom = 20

    /// Measuring, cutting and padding by display columns.
    struct Layout {
        var width: (Character) -> Int

        func columns(_ text: String) -> Int { text.reduce(0) { $0 + width($1) } }

        /// `text` in at most `limit` columns, an ellipsis ending a cut one.
        func truncated(_ text: String, to limit: Int) -> String {
            guard columns(text) > limit else { return text }
            var kept = "", used = 0
            for character in text {
                let size = width(character)
                if used + size > limit - 1 { break }
                kept.append(character)
                used += size
            }
            return kept + "…"
        }

        func padded(_ text: String, to size: Int) -> String {
            text + String(repeating: " ", count: max(0, size - columns(text)))
        }

        func grid(_ sheet: MonthSheet) -> [String] {
            let border = "+" + String(repeating: String(repeating: "-", count: cellWidth + 1) + "+", count: 7)
            func row(_ cells: [String]) -> String {
                "|" + cells.map { " " + padded(truncated($0, to: cellWidth), to: cellWidth) + "|" }.joined()
            }
            var lines = [border, row(sheet.weekdays), border]
            for week in sheet.weeks {
                let boxes = week.map { $0.map(box) ?? [] }
                let height = max(1, boxes.map(\.count).max() ?? 1)
                for line in 0..<height { lines.append(row(boxes.map { line < $0.count ? $0[line] : "" })) }
                lines.append(border)
            }
            return lines
        }

        /// A day's lines: its number (and holiday, cut), then each shift on
        /// one line, or on two when its symbol and times do not fit one.
        func box(_ day: MonthSheet.Day) -> [String] {
            var lines = ["\(day.day.day)" + (day.holiday.map { " \($0)" } ?? "")]
            for entry in day.entries {
                let (symbol, times) = MonthText.entry(entry)
                let line = "\(symbol) \(times)"
                lines += columns(line) <= cellWidth ? [line] : [symbol, times]
            }
            return lines
        }

        /// Rows of columns, each column as wide as its widest cell, the
        /// last one wrapped under itself; when the columns before it leave
        /// it less than `minimumRoom`, each row is wrapped whole instead.
        /// Short rows are read as ending in empty cells.
        func table(_ given: [[String]]) -> [String] {
            // A column empty in every row (no type has a location) is left out.
            let kept = (0..<(given.map(\.count).max() ?? 0)).filter { index in
                given.contains { index < $0.count && !$0[index].isEmpty }
            }
            let rows = given.map { row in kept.map { $0 < row.count ? row[$0] : "" } }
            let count = kept.count
            guard count > 0 else { return [] }
            let sizes = (0..<count - 1).map { index in rows.map { index < $0.count ? columns($0[index]) : 0 }.max() ?? 0 }
            let indent = 2 + sizes.reduce(0) { $0 + $1 + 2 }
            return rows.flatMap { row -> [String] in
                if lineWidth - indent < minimumRoom {
                    return wrap(row.filter { !$0.isEmpty }.joined(separator: "  "), first: 2, indent: 4)
                }
                let head = "  " + row.dropLast().enumerated().map { padded($0.element, to: sizes[$0.offset]) + "  " }.joined()
                let last = row.last ?? ""
                let body = wrap(last, indent: 0, room: lineWidth - indent)
                return body.enumerated().map { index, text in
                    ((index == 0 ? head : String(repeating: " ", count: indent)) + text).trailingSpacesRemoved
                }
            }
        }

        /// `text` in lines of at most `room` columns, the first after
        /// `first` spaces, the next ones after `indent`, broken at spaces,
        /// or inside a word longer than a line.
        func wrap(_ text: String, first: Int = 0, indent: Int, room: Int = MonthText.lineWidth) -> [String] {
            var lines: [String] = []
            var current = "", used = 0
            func before() -> Int { lines.isEmpty ? first : indent }
            func finish() {
                lines.append(String(repeating: " ", count: before()) + current)
                current = ""
                used = 0
            }
            for word in text.split(separator: " ") {
                let size = columns(String(word))
                if used > 0 {
                    if before() + used + 1 + size <= room {
                        current += " " + word
                        used += 1 + size
                        continue
                    }
                    finish()
                }
                for character in word {
                    let characterSize = width(character)
                    if used > 0, before() + used + characterSize > room { finish() }
                    current.append(character)
                    used += characterSize
                }
            }
            if used > 0 || lines.isEmpty { finish() }
            return lines
        }
    }
}

extension String {
    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
