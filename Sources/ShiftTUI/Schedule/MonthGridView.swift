import Terminal

/// The month grid: weekday names, then one cell per day with its number
/// (today marked • in bold, a day the filter matches underlined), the
/// symbols of its shifts in their type's colour (a sick one underlined, one
/// the filter leaves out dim), `›` first when last night's shift runs into
/// it, the cursor's cell reversed, and ISO week numbers when set.
enum MonthGridView {
    static func render(_ props: ScheduleProps, layout: ScheduleLayout, into grid: inout CellGrid) {
        if let titleRow = layout.monthTitleRow {
            let titleColumn = layout.gridLeft + max(0, (layout.gridWidth - DisplayWidth.of(props.monthTitle)) / 2)
            grid.write(props.monthTitle, row: titleRow, column: titleColumn, style: .bold, maxWidth: layout.gridWidth)
        }
        for (column, name) in props.weekdays.enumerated() {
            grid.write(name, row: layout.weekdaysRow, column: layout.gridLeft + column * layout.cellWidth + 1,
                       style: TextStyle(bold: true, dim: true), maxWidth: layout.cellWidth - 1)
        }
        if !props.weekNumbers.isEmpty {
            grid.write("Wk", row: layout.weekdaysRow, column: 2, style: TextStyle(bold: true, dim: true))
        }
        for (row, week) in props.weeks.enumerated() {
            if row < props.weekNumbers.count {
                let number = String(props.weekNumbers[row])
                grid.write(number, row: layout.weeksTop + row * layout.cellHeight, column: 4 - number.count, style: .dim)
            }
            for (column, cell) in week.enumerated() {
                renderCell(cell, top: layout.weeksTop + row * layout.cellHeight,
                           left: layout.gridLeft + column * layout.cellWidth, layout: layout, into: &grid)
            }
        }
    }

    private static func renderCell(_ cell: ScheduleProps.DayCell, top: Int, left: Int, layout: ScheduleLayout,
                                   into grid: inout CellGrid) {
        let width = layout.cellWidth
        if cell.isCursor {
            for line in 0..<layout.cellHeight { grid.fill(row: top + line, column: left, width: width, style: .reverse) }
        }
        func styled(_ style: TextStyle) -> TextStyle {
            var style = style
            if cell.isCursor { style.reverse = true }
            if !cell.isInMonth { style.dim = true }
            return style
        }
        // Right-aligned in two columns, today's with a • after it, in bold
        // and no colour: a colour would read as a shift type's. A day the
        // filter matches is underlined.
        let number = (cell.day.day < 10 ? " " : "") + String(cell.day.day) + (cell.isToday ? "•" : "")
        var numberStyle: TextStyle = cell.isToday || cell.isCursor ? .bold : .plain
        if cell.isMatch { numberStyle = TextStyle(bold: true, underline: true) }
        // A day with shifts a previewed rotation meets stands out in yellow.
        if cell.preview?.isConflict == true { numberStyle = TextStyle(bold: true, reverse: true, foreground: .yellow) }
        grid.write(number, row: top, column: left + 1, style: styled(numberStyle), maxWidth: width - 1)
        // After the number, as many as fit: ✓ a day marked for a bulk change,
        // ! shifts that overlap (written by another program), ⚠ a
        // working-time rule broken, * a public holiday.
        var markColumn = left + 1 + DisplayWidth.of(number)
        let flags: [(Bool, String, TextStyle)] = [
            (cell.isMarked, "✓", TextStyle(bold: true, foreground: .magenta)),
            (cell.hasClash, "!", TextStyle(bold: true, foreground: .red)),
            (cell.breaksRules, ScheduleLegend.rulesMark, ScheduleLegend.rulesStyle),
            (cell.isHoliday, HolidayWords.mark, HolidayWords.style),
        ]
        for (isShown, mark, style) in flags where isShown && markColumn <= left + width - 1 {
            markColumn += grid.write(mark, row: top, column: markColumn, style: styled(style))
        }

        // Symbols flow over the cell's remaining lines; what does not fit is counted.
        var items: [(String, TextStyle)] = []
        if !cell.continuing.isEmpty { items.append(("›", styled(.dim))) }
        let replaced = cell.preview?.replaces == true
        for mark in cell.marks {
            // A shift the filter does not keep, or a previewed rotation
            // replaces: dim, without its colour.
            let style = mark.isDimmed || replaced ? TextStyle(dim: true, underline: mark.isSick)
                : TextStyle(bold: true, underline: mark.isSick, foreground: mark.color)
            items.append((mark.symbol, styled(style)))
        }
        // The previewed rotation's shift, dim in its type's colour (`?` for a
        // type deleted since, which is not added); none on a day it skips.
        if let preview = cell.preview, preview.isWritten || preview.color == nil {
            items.append((preview.symbol, styled(TextStyle(dim: true, foreground: preview.color))))
        }
        var line = 1, column = left + 1
        let right = left + width - 1
        for (index, item) in items.enumerated() {
            guard line < layout.cellHeight else { break }
            let itemWidth = max(1, DisplayWidth.of(item.0))
            let isLastLine = line == layout.cellHeight - 1
            let remaining = items.count - index
            // Keep room for "+n" on the last line when more follow.
            let reserve = isLastLine && remaining > 1 ? 2 + String(remaining).count : 0
            if column + itemWidth + reserve > right + 1 {
                if isLastLine {
                    grid.write("+\(remaining)", row: top + line, column: column, style: styled(.dim),
                               maxWidth: right + 1 - column)
                    break
                }
                line += 1
                column = left + 1
                if column + itemWidth > right + 1 { break }
            }
            column += grid.write(item.0, row: top + line, column: column, style: item.1, maxWidth: itemWidth)
            if item.0 != "›" { column += 1 }
        }
    }
}
