import ShiftPresentation
import ShiftFeatures
import Terminal

/// Draws the Statistics screen: the period, the figures, a row per type, a
/// bar per week, the running balance over the year, and the rule that a
/// shift counts toward the period its start falls in (always shown, on the
/// line above the status bar). Where the rows run short, the blank lines go
/// first, then the weeks' bars become one line of columns (the blank lines
/// back if they fit then), then the types are cut with a count of the
/// rest. Pure.
package enum StatisticsView {
    /// The bar's last cell, by eighths filled (1...7).
    static let partialBlocks = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// A column's height, by eighths (0...8).
    static let levels = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Where the types' counts and hours start.
    static let columns = (name: 6, count: 30, hours: 38)
    static let weekLabelWidth = 11

    package static func render(_ props: StatisticsProps, spinnerFrame: Int, statusLine: String, into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        Chrome.header(props.title, screen: .statistics, isBusy: props.isBusy, spinnerFrame: spinnerFrame, into: &grid)
        // Last, so nothing drawn on a small terminal covers the keys.
        defer { Chrome.status(statusLine, into: &grid) }
        if let form = props.form {
            FormView.render(form, top: 2, into: &grid)
            return
        }
        let width = grid.size.columns
        var bottom = grid.size.rows - 2
        grid.write(props.rule, row: bottom, column: 1, style: .dim, maxWidth: width - 2)
        bottom -= 1
        grid.write(props.periodLine, row: 1, column: 1, style: .bold, maxWidth: width - 2)
        var row = 3
        if let message = props.message {
            grid.write(message.text, row: row, column: 1, style: message.isError ? FormView.errorStyle : .dim,
                       maxWidth: width - 2)
            return
        }
        guard !props.summary.isEmpty else { return }
        for line in props.summary where row <= bottom {
            var column = 1
            for (index, part) in line.enumerated() {
                // A sentence last on its line (a broken rule's) wraps under
                // itself rather than being cut at the edge.
                if index == line.count - 1, index > 0, DisplayWidth.of(part.text) > width - 1 - column {
                    let wrapped = TextWrap.lines(part.text, width: max(1, width - 1 - column), maxLines: 2)
                    for (offset, text) in wrapped.enumerated() where row + offset <= bottom {
                        grid.write(text, row: row + offset, column: column, style: part.style,
                                   maxWidth: max(0, width - 1 - column))
                    }
                    row += max(0, wrapped.count - 1)
                    break
                }
                column += grid.write(part.text, row: row, column: column, style: part.style,
                                     maxWidth: max(0, width - 1 - column))
            }
            row += 1
        }

        let available = bottom - row + 1
        // Each section: a blank line, a heading, its rows (the balance: one line).
        let typeRows = max(1, props.types.count)
        var gaps = 3
        var compactWeeks = false
        var typesShown = props.types.count
        func needed() -> Int {
            // Compact weeks are one line, their label on it.
            gaps + (1 + max(1, typesShown)) + (compactWeeks ? 1 : 1 + props.weeks.count) + 1
        }
        if needed() > available { gaps = 0 }
        if needed() > available {
            compactWeeks = true
            // One line of weeks may leave room for the blank lines again.
            gaps = 3
            if needed() > available { gaps = 0 }
        }
        if needed() > available {
            // The last row shown says how many more types there are.
            typesShown = max(1, typeRows - (needed() - available))
        }

        row += gaps > 0 ? 1 : 0
        row = renderTypes(props, shown: typesShown, row: row, bottom: bottom, into: &grid)
        row += gaps > 0 ? 1 : 0
        row = compactWeeks ? renderWeekColumns(props, row: row, bottom: bottom, into: &grid)
            : renderWeekBars(props, row: row, bottom: bottom, into: &grid)
        row += gaps > 0 ? 1 : 0
        if row <= bottom { renderBalance(props, row: row, into: &grid) }
    }

    private static func renderTypes(_ props: StatisticsProps, shown: Int, row start: Int, bottom: Int,
                                    into grid: inout CellGrid) -> Int {
        var row = start
        guard row <= bottom else { return row }
        let heading = TextStyle(bold: true, dim: true)
        grid.write("Type", row: row, column: 1, style: heading)
        grid.write("shifts", row: row, column: columns.count - 2, style: heading)
        grid.write("paid", row: row, column: columns.hours, style: heading)
        row += 1
        if props.types.isEmpty, row <= bottom {
            grid.write("No shifts in this period.", row: row, column: 2, style: .dim)
            return row + 1
        }
        let cut = shown < props.types.count
        for (index, type) in props.types.enumerated() where row <= bottom {
            if cut, index == shown - 1 {
                grid.write("+ \((props.types.count - index).counted("more type"))", row: row, column: 2, style: .dim)
                return row + 1
            }
            grid.write(type.symbol, row: row, column: 2, style: TextStyle(bold: true, foreground: type.color),
                       maxWidth: 3)
            grid.write(type.name, row: row, column: columns.name, style: .colored(type.color),
                       maxWidth: columns.count - columns.name - 3)
            grid.write(type.count, row: row, column: columns.count + 2 - DisplayWidth.of(type.count))
            grid.write(type.hours, row: row, column: columns.hours)
            row += 1
        }
        return row
    }

    /// A bar per week, scaled to the widest, in its types' colours.
    private static func renderWeekBars(_ props: StatisticsProps, row start: Int, bottom: Int,
                                       into grid: inout CellGrid) -> Int {
        var row = start
        guard row <= bottom else { return row }
        let hoursWidth = 12
        let barColumn = 1 + weekLabelWidth
        let barWidth = max(1, grid.size.columns - barColumn - hoursWidth - 2)
        grid.write("Weeks", row: row, column: 1, style: TextStyle(bold: true, dim: true))
        grid.write("(paid, by type)", row: row, column: 7, style: .dim)
        row += 1
        for week in props.weeks where row <= bottom {
            grid.write(week.label, row: row, column: 1, style: .dim)
            let eighths = props.widestWeek > 0 ? week.minutes * barWidth * 8 / props.widestWeek : 0
            var ends: [(end: Int, color: TerminalColor)] = []
            var total = 0
            for part in week.parts {
                total += part.minutes
                ends.append((props.widestWeek > 0 ? total * barWidth * 8 / props.widestWeek : 0, part.color))
            }
            var cell = 0
            while cell * 8 < eighths {
                let fill = min(8, eighths - cell * 8)
                let color = ends.first { $0.end > cell * 8 }?.color ?? ends.last?.color
                grid.write(fill == 8 ? "█" : partialBlocks[fill - 1], row: row, column: barColumn + cell,
                           style: TextStyle(foreground: color))
                cell += 1
            }
            grid.write(week.hours, row: row, column: barColumn + barWidth + 1)
            row += 1
        }
        return row
    }

    /// The weeks as one line of columns, when the rows do not allow a bar each.
    private static func renderWeekColumns(_ props: StatisticsProps, row: Int, bottom: Int,
                                          into grid: inout CellGrid) -> Int {
        guard row <= bottom else { return row }
        var column = 1 + grid.write("Weeks", row: row, column: 1, style: TextStyle(bold: true, dim: true)) + 1
        let room = max(0, grid.size.columns - column - 16)
        for week in props.weeks.prefix(room) {
            let level = props.widestWeek > 0 ? (week.minutes * 8 + props.widestWeek - 1) / props.widestWeek : 0
            let color = week.parts.max { $0.minutes < $1.minutes }?.color
            // A week with nothing worked: a dot on the baseline.
            grid.write(level == 0 ? "·" : levels[level], row: row, column: column,
                       style: level == 0 ? .dim : TextStyle(foreground: color))
            column += 1
        }
        grid.write(" max \(HoursWords.duration(minutes: props.widestWeek))", row: row, column: column, style: .dim)
        return row + 1
    }

    /// `Balance over 2026  ▁▂▃▅  +3 h by Mon 30 Nov`: the last weeks that fit.
    private static func renderBalance(_ props: StatisticsProps, row: Int, into grid: inout CellGrid) {
        var column = 1 + grid.write(props.balanceTitle, row: row, column: 1, style: TextStyle(bold: true, dim: true))
        column += 2
        if let balance = props.balance, !balance.isEmpty {
            let room = max(0, grid.size.columns - column - DisplayWidth.of(props.balanceText) - 3)
            let shown = balance.suffix(room)
            let low = min(0, shown.min() ?? 0), high = max(0, shown.max() ?? 0)
            for value in shown {
                let level = high == low ? 4 : 1 + (value - low) * 7 / (high - low)
                grid.write(levels[level], row: row, column: column,
                           style: TextStyle(foreground: value < 0 ? .red : .green))
                column += 1
            }
            column += 2
        }
        grid.write(props.balanceText, row: row, column: column, maxWidth: max(0, grid.size.columns - 1 - column))
    }
}
