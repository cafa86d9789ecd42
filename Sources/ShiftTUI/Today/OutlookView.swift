import Terminal

/// Draws the week ahead: a heading with the counts per type, the days, and
/// under each day its shifts' symbols in their type's colour. Today's label
/// is bold and underlined (no type's colour); the day Today shows is reversed.
enum OutlookView {
    /// Rows it takes: the heading, the days, the symbols.
    static let height = 3

    static func columnWidth(for columns: Int) -> Int {
        max(3, min(16, (columns - 2) / OutlookProps.dayCountShown))
    }

    static func render(_ props: OutlookProps, top: Int, into grid: inout CellGrid) {
        let right = grid.size.columns - 1
        var column = 1
        column += grid.write(props.heading, row: top, column: column, style: .bold, maxWidth: right - column)
        if !props.counts.isEmpty { column += grid.write(":", row: top, column: column, style: .bold) }
        // `E 3  L 2  N 1`, as many as fit.
        for (index, count) in props.counts.enumerated() {
            let gap = index == 0 ? " " : "  "
            guard column + DisplayWidth.of("\(gap)\(count.symbol.text) \(count.count)") <= right else { break }
            column += grid.write(gap, row: top, column: column)
            column += grid.write(count.symbol.text, row: top, column: column,
                                 style: TextStyle(bold: true, foreground: count.symbol.color))
            column += grid.write(" \(count.count)", row: top, column: column)
        }
        if let leave = props.leave, column + DisplayWidth.of("  · \(leave)") <= right {
            column += grid.write("  · \(leave)", row: top, column: column, style: .bold)
        }

        let width = columnWidth(for: grid.size.columns)
        for (index, day) in props.days.enumerated() {
            let left = 2 + index * width
            var labelStyle = TextStyle(bold: day.isToday, underline: day.isToday)
            labelStyle.reverse = day.isShown
            if day.isShown { grid.fill(row: top + 1, column: left, width: width - 1, style: labelStyle) }
            let label = DisplayWidth.of(day.label) < width ? day.label : day.narrowLabel
            grid.write(label, row: top + 1, column: left, style: labelStyle, maxWidth: width - 1)
            guard !day.symbols.isEmpty else {
                grid.write("·", row: top + 2, column: left, style: .dim)
                continue
            }
            var used = 0
            for symbol in day.symbols where used < width - 1 {
                if used > 0 { used += 1 }
                used += grid.write(symbol.text, row: top + 2, column: left + used,
                                   style: TextStyle(bold: true, underline: symbol.isSick,
                                                    foreground: symbol.isSick ? .red : symbol.color),
                                   maxWidth: width - 1 - used)
            }
        }
    }
}
