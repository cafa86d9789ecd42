import ShiftFeatures
import ShiftModel
import Terminal

/// Draws a list screen: header, search line, column headings, rows with the
/// selection reversed (scrolled to stay in view), then the question or the
/// notice, and the status bar. An open form takes the body instead.
enum ListView {
    package static func render(_ props: ListProps, spinnerFrame: Int, statusLine: String, into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        Chrome.header(props.title, screen: props.screen, isBusy: props.isBusy, spinnerFrame: spinnerFrame, into: &grid)
        // Last, so nothing drawn on a small terminal covers the keys.
        defer { Chrome.status(statusLine, into: &grid) }
        if let form = props.form {
            FormView.render(form, top: 2, into: &grid)
            return
        }
        var bottom = grid.size.rows - 2
        if let question = props.question {
            grid.write(question, row: bottom, column: 1, style: FormView.questionStyle)
            bottom -= 1
        } else if let notice = props.notice {
            bottom = Chrome.notice(notice.text, isError: notice.isError, into: &grid) - 1
        }

        if let search = props.search { Chrome.searchLine(search, cursor: props.searchCursor, into: &grid) }

        var column = 3
        for heading in props.columns {
            grid.write(heading.heading, row: 2, column: column, style: TextStyle(bold: true, dim: true),
                       maxWidth: heading.width == 0 ? nil : heading.width - 1)
            column += heading.width
        }
        let firstRow = 3
        let capacity = max(0, bottom - firstRow + 1)
        guard !props.rows.isEmpty else {
            grid.write(props.emptyText, row: firstRow, column: 3, style: .dim)
            return
        }
        let shown = Chrome.scrolledRows(count: props.rows.count, selected: props.selected ?? 0, capacity: capacity)
        for index in shown {
            let cells = props.rows[index]
            let row = firstRow + index - shown.lowerBound
            let isSelected = index == props.selected
            if isSelected { Chrome.selectionBar(row: row, column: 1, width: grid.size.columns - 2, into: &grid) }
            var column = 3
            for (position, heading) in props.columns.enumerated() where position < cells.count {
                let colors = props.firstColumnColors ?? []
                let firstColor = colors.indices.contains(index) ? colors[index] : .cyan
                var style: TextStyle = position == 0 ? TextStyle(bold: true, foreground: firstColor) : .plain
                if position == props.columns.count - 1, !isSelected { style = .dim }
                if isSelected { style = TextStyle(bold: position == 0, reverse: true) }
                let width = heading.width == 0 ? grid.size.columns - 1 - column : heading.width - 1
                if position == props.columns.count - 1, let symbols = props.symbolRows, symbols.indices.contains(index) {
                    renderSymbols(symbols[index], row: row, column: column, width: width, isSelected: isSelected,
                                  into: &grid)
                    column += heading.width
                    continue
                }
                grid.write(cells[position], row: row, column: column, style: style, maxWidth: width)
                column += heading.width
            }
        }
    }

    /// Symbols in their colours with a space between them (off dim, an
    /// unknown type plain); what does not fit ends in `…`.
    private static func renderSymbols(_ symbols: [ListProps.Symbol], row: Int, column: Int, width: Int,
                                      isSelected: Bool, into grid: inout CellGrid) {
        var at = column
        let right = column + width
        for (index, symbol) in symbols.enumerated() {
            let symbolWidth = max(1, DisplayWidth.of(symbol.text))
            let isLast = index == symbols.count - 1
            if at + symbolWidth + (isLast ? 0 : 2) > right {
                grid.write("…", row: row, column: at, style: isSelected ? .reverse : .dim)
                return
            }
            var style = symbol.color.map { TextStyle(bold: true, foreground: $0) }
                ?? (symbol.text == String(RotaPattern.off) ? .dim : .bold)
            style.reverse = isSelected
            at += grid.write(symbol.text, row: row, column: at, style: style, maxWidth: symbolWidth)
            if !isLast { at += grid.write(" ", row: row, column: at, style: isSelected ? .reverse : .plain) }
        }
    }
}
