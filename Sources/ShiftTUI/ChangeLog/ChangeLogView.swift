import ShiftFeatures
import Terminal

/// Draws the Change log screen: header, search line, column headings, day
/// headings and entries (scrolled to keep the selection in view), then the
/// question or notice, and the status bar. Pure.
enum ChangeLogView {
    /// Where each column starts; the change takes what is left.
    static let columns = (time: 3, user: 10, action: 22, shiftDay: 36, change: 48)

    package static func render(_ props: ChangeLogProps, spinnerFrame: Int, statusLine: String, into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        Chrome.header(props.title, screen: .changeLog, isBusy: props.isBusy, spinnerFrame: spinnerFrame, into: &grid)
        // Last, so nothing drawn on a small terminal covers the keys.
        defer { Chrome.status(statusLine, into: &grid) }
        var bottom = grid.size.rows - 2
        if let question = props.question {
            let lines = TextWrap.lines(question.sanitizedForTerminal, width: grid.size.columns - 2).suffix(3)
            for (offset, line) in lines.enumerated() {
                grid.write(line, row: bottom - lines.count + 1 + offset, column: 1, style: FormView.questionStyle)
            }
            bottom -= lines.count
        } else if let notice = props.notice {
            bottom = Chrome.notice(notice.text, isError: notice.isError, into: &grid) - 1
        }

        if let search = props.search { Chrome.searchLine(search, cursor: props.searchCursor, into: &grid) }
        let wide = grid.size.columns >= 72
        let headingStyle = TextStyle(bold: true, dim: true)
        grid.write("Time", row: 2, column: columns.time, style: headingStyle)
        grid.write("By", row: 2, column: columns.user, style: headingStyle)
        grid.write("What", row: 2, column: columns.action, style: headingStyle)
        if wide {
            grid.write("Shift on", row: 2, column: columns.shiftDay, style: headingStyle)
            grid.write("Change", row: 2, column: columns.change, style: headingStyle)
        }

        let firstRow = 3
        let capacity = max(0, bottom - firstRow + 1)
        guard !props.rows.isEmpty else {
            grid.write(props.emptyText, row: firstRow, column: 3, style: .dim, maxWidth: grid.size.columns - 4)
            return
        }
        // Scrolled only as far as the selected entry needs: the heading of
        // its day can be above the top.
        let shown = Chrome.scrolledRows(count: props.rows.count, selected: props.selectedRow ?? 0, capacity: capacity)
        for index in shown {
            let line = firstRow + index - shown.lowerBound
            switch props.rows[index] {
            case .day(let title):
                grid.write(title, row: line, column: 1, style: .bold)
            case .entry(let entry):
                render(entry, row: line, isSelected: index == props.selectedRow, wide: wide, into: &grid)
            }
        }
    }

    private static func render(_ entry: ChangeLogProps.EntryRow, row: Int, isSelected: Bool, wide: Bool,
                               into grid: inout CellGrid) {
        let width = grid.size.columns
        if isSelected { Chrome.selectionBar(row: row, column: 1, width: width - 2, into: &grid) }
        func style(_ base: TextStyle) -> TextStyle {
            isSelected ? TextStyle(bold: base.bold, reverse: true) : base
        }
        /// Text from the file, cut with "…" when it does not fit.
        func fitted(_ text: String, _ width: Int) -> String { text.sanitizedForTerminal.truncated(toWidth: width) }
        grid.write(entry.time, row: row, column: columns.time, style: style(.dim))
        grid.write(entry.user, row: row, column: columns.user, style: style(.plain), maxWidth: columns.action - columns.user - 1)
        let actionStyle = TextStyle(bold: true, foreground: entry.action.hasPrefix("undo") || entry.action.hasPrefix("redo") ? .yellow : .cyan)
        if wide {
            grid.write(entry.action, row: row, column: columns.action, style: style(actionStyle),
                       maxWidth: columns.shiftDay - columns.action - 1)
            grid.write(entry.shiftDay, row: row, column: columns.shiftDay, style: style(.plain),
                       maxWidth: columns.change - columns.shiftDay - 1)
            grid.write(fitted(entry.change, width - 1 - columns.change), row: row, column: columns.change,
                       style: style(.plain))
        } else {
            // Narrow: what, then the shift's day and the change run on.
            let rest = "\(entry.action)  \(entry.shiftDay)  \(entry.change)"
            grid.write(fitted(rest, width - 1 - columns.action), row: row, column: columns.action, style: style(.plain))
        }
    }
}
