import Terminal

/// The day pane: the cursor's day, its shifts with times, location, notes
/// and sick mark, the selected one reversed. Where the full form does not
/// fit, the decoration goes before the content: the notes keep one line
/// each, the blank line goes, and each shift takes one line.
enum DayPaneView {
    static func render(_ props: ScheduleProps, layout: ScheduleLayout, into grid: inout CellGrid) {
        let left = layout.paneLeft, width = layout.paneWidth
        // Below a grid that takes the whole height there is no pane.
        guard layout.paneTop <= layout.paneBottom else { return }
        if props.showsLegend {
            ScheduleLegend.render(ScheduleLegend.entries, top: layout.paneTop, left: left, width: width,
                                  bottom: layout.paneBottom, into: &grid)
            return
        }
        grid.write(props.paneTitle, row: layout.paneTop, column: left, style: .bold, maxWidth: width)
        // Under the title: the holiday, the rules broken, shifts that
        // overlap, each wrapped to at most three lines; then a blank line.
        var notes: [(String, TextStyle)] = []
        if let holiday = props.paneHoliday { notes.append(("* " + holiday, HolidayWords.style)) }
        notes += props.paneRules.map { ("\(ScheduleLegend.rulesMark) " + $0, ScheduleLegend.rulesStyle) }
        if let clash = props.paneClash { notes.append(("! " + clash, TextStyle(bold: true, foreground: .red))) }
        let rows = layout.paneBottom - layout.paneTop + 1
        let isCompact = rows < fullHeight(props, notes: notes, width: width)
        var row = layout.paneTop + 1
        for (text, style) in notes {
            let lines = isCompact ? [text] : Array(TextWrap.lines(text, width: width).prefix(3))
            for line in lines where row <= layout.paneBottom {
                grid.write(line, row: row, column: left, style: style, maxWidth: width)
                row += 1
            }
        }
        if !isCompact { row += 1 }
        guard row <= layout.paneBottom else { return }
        guard !props.paneRows.isEmpty else {
            grid.write(props.paneEmptyText, row: row, column: left + 2, style: .dim, maxWidth: width - 2)
            return
        }
        // Each shift: symbol and title (reversed when selected), then its
        // time, then location, notes and sick mark wrapped to the pane.
        for shift in props.paneRows where row <= layout.paneBottom {
            let base: TextStyle = shift.isSelected ? .reverse : .plain
            if shift.isSelected { Chrome.selectionBar(row: row, column: left, width: width, into: &grid) }
            var symbolStyle = TextStyle(bold: true, underline: shift.isSick, foreground: shift.color)
            symbolStyle.reverse = shift.isSelected
            let used = grid.write(shift.symbol, row: row, column: left + 2, style: symbolStyle, maxWidth: 4)
            let titleColumn = max(left + 2 + used + 1, left + 6)
            if isCompact {
                // One line: the title, its time, then the rest as far as it goes.
                let line = ([shift.title, shift.time] + [shift.detail].compactMap { $0 }).joined(separator: "  ")
                grid.write(line, row: row, column: titleColumn, style: base, maxWidth: left + width - titleColumn)
                row += 1
                continue
            }
            grid.write(shift.title, row: row, column: titleColumn, style: base.with(bold: true),
                       maxWidth: left + width - titleColumn)
            row += 1
            for (text, style) in shiftLines(shift, width: width) where row <= layout.paneBottom {
                grid.write(text, row: row, column: left + 6, style: style, maxWidth: width - 6)
                row += 1
            }
        }
    }

    /// A shift's lines under its title: the time, then location, notes and
    /// sick mark (at most two lines).
    private static func shiftLines(_ shift: ScheduleProps.PaneRow, width: Int) -> [(String, TextStyle)] {
        var lines = TextWrap.lines(shift.time, width: width - 6).map { ($0, TextStyle.plain) }
        if let detail = shift.detail {
            let style = shift.isSick ? TextStyle(foreground: .red) : .dim
            lines += TextWrap.lines(detail, width: width - 6).prefix(2).map { ($0, style) }
        }
        return lines
    }

    /// The rows the full form takes: title, notes, a blank line, then each
    /// shift's title and lines (or the line saying there are none).
    private static func fullHeight(_ props: ScheduleProps, notes: [(String, TextStyle)], width: Int) -> Int {
        let noteRows = notes.reduce(0) { $0 + min(3, TextWrap.lines($1.0, width: width).count) }
        let shiftRows = props.paneRows.isEmpty ? 1
            : props.paneRows.reduce(0) { $0 + 1 + shiftLines($1, width: width).count }
        return 1 + noteRows + 1 + shiftRows
    }
}
