import ShiftModel
import Terminal

/// Draws the Today screen into a cell grid. Pure: props and size in, cells out.
package enum TodayView {
    /// The smallest terminal any screen draws on (`Chrome.minimumSize`).
    package static var minimumSize: TerminalSize { Chrome.minimumSize }

    package static func render(_ props: TodayProps, spinnerFrame: Int, statusLine: String,
                              into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        let size = grid.size
        Chrome.header(props.title.isEmpty ? "Today" : "Today · \(props.title)", screen: .today, isBusy: props.isLoading, spinnerFrame: spinnerFrame,
                      into: &grid)
        // What runs now or comes next, under the title (the go-to prompt
        // while it is open; a data warning, when there is one, takes this
        // line instead).
        if let input = props.goTo {
            ScheduleView.renderPrompt("Go to: ", input, hint: DayArgument.accepted, into: &grid)
        } else if let current = props.current {
            grid.write(current, row: 1, column: 1, style: .bold, maxWidth: size.columns - 2)
        }
        if let form = props.form {
            // The editor's form takes the body; a question (confirm a switch) goes under it.
            FormView.render(form, top: 2, into: &grid)
            if let question = props.question { Chrome.question(question, into: &grid) }
            Chrome.status(statusLine, into: &grid)
            return
        }

        var row = 2
        let errorLines = props.errorMessage.map { errorText($0, width: size.columns - 2) } ?? []
        var lastContentRow = size.rows - 3 - errorLines.count
        // The outlook keeps the bottom of the body, over the messages; the
        // days listed get what is left above it.
        if let outlook = props.outlook, lastContentRow - OutlookView.height - 1 >= row + 2 {
            OutlookView.render(outlook, top: lastContentRow - OutlookView.height + 1, into: &grid)
            lastContentRow -= OutlookView.height + 1
        }
        if props.sections.isEmpty {
            let text = props.isLoading ? "Loading…" : "Nothing loaded yet: press \(KeyWords.reload)."
            grid.write(text, row: row, column: 2)
        }
        for section in props.sections where row <= lastContentRow {
            let used = grid.write(section.heading, row: row, column: 1, style: .bold)
            if let holiday = section.holiday {
                grid.write("  " + holiday, row: row, column: 1 + used, style: HolidayWords.style,
                           maxWidth: size.columns - 2 - used)
            }
            row += 1
            if section.rows.isEmpty, row <= lastContentRow {
                let empty = props.isLoading ? "Loading…" : "No shifts."
                grid.write(empty, row: row, column: 3, style: .dim)
                row += 1
            }
            for shift in section.rows where row <= lastContentRow {
                row = renderShift(shift, row: row, lastRow: lastContentRow, into: &grid)
            }
            // Who works beside the user, under the day's own shifts.
            if section == props.sections.first, let line = props.onWithYou, row <= lastContentRow {
                grid.write(line, row: row, column: 3, style: .dim, maxWidth: size.columns - 4)
                row += 1
            }
            row += 1
        }

        for (offset, line) in errorLines.enumerated() {
            grid.write(line, row: size.rows - 1 - errorLines.count + offset, column: 1,
                       style: TextStyle(bold: true, foreground: .red))
        }
        if let question = props.question {
            Chrome.question(question, into: &grid)
        } else if let error = props.goToError {
            grid.write("✖ " + error, row: size.rows - 2, column: 1, style: FormView.errorStyle,
                       maxWidth: size.columns - 2)
        } else if errorLines.isEmpty, let notice = props.notice {
            grid.write((notice.isError ? "✖ " : "") + notice.text, row: size.rows - 2, column: 1,
                       style: notice.isError ? FormView.errorStyle : TextStyle(foreground: .green))
        }
        Chrome.status(statusLine, into: &grid)
    }

    /// An error may take this many lines above the status bar; its end,
    /// with the retry key, always shows.
    static let maxErrorLines = 3

    /// The error wrapped onto at most `maxErrorLines` lines, always ending
    /// with the retry key.
    static func errorText(_ message: String, width: Int) -> [String] {
        TextWrap.lines("✖ \(message)", width: width, maxLines: maxErrorLines, ending: " (\(KeyWords.reload): retry)")
    }

    private static func renderShift(_ listed: TodayProps.Row, row: Int, lastRow: Int,
                                    into grid: inout CellGrid) -> Int {
        let shift = listed.shift
        var column = 3
        // The selected shift (what s, d, n and ! work on) is reversed.
        let base: TextStyle = shift.isSelected ? .reverse : .plain
        if shift.isSelected { grid.fill(row: row, column: 1, width: grid.size.columns - 2, style: .reverse) }
        var symbolStyle = TextStyle(bold: true, foreground: shift.isSick ? .red : listed.color)
        symbolStyle.reverse = shift.isSelected
        column += grid.write(shift.symbol, row: row, column: column, style: symbolStyle, maxWidth: 4)
        column = max(column, 8)
        column += grid.write(shift.title, row: row, column: column, style: base, maxWidth: 18)
        column = max(column + 1, 27)
        column += grid.write(shift.time, row: row, column: column, style: base)
        if !shift.location.isEmpty {
            grid.write("  @ \(shift.location)", row: row, column: column,
                       style: shift.isSelected ? .reverse : .dim)
        }
        var next = row + 1
        if let status = listed.status, next <= lastRow {
            renderStatus(status, row: next, into: &grid)
            next += 1
        }
        if let detail = shift.detail, next <= lastRow {
            // Notes from the file can be long: cut to the line, with one "…".
            grid.write(detail, row: next, column: 8, style: shift.isSick ? TextStyle(foreground: .red) : .dim,
                       maxWidth: grid.size.columns - 9)
            next += 1
        }
        return next
    }

    /// Cells of the progress bar of a running shift.
    static let progressWidth = 20

    /// `in 2 h 10 min`, `done`, or `on shift, 5 h 12 min left` and a bar of
    /// how much is behind, in eighths of a cell.
    private static func renderStatus(_ status: TodayProps.Status, row: Int, into grid: inout CellGrid) {
        let style: TextStyle = status.isDone ? .dim : TextStyle(foreground: status.progress == nil ? nil : .green)
        let used = grid.write(status.text, row: row, column: 8, style: style)
        guard let progress = status.progress else { return }
        let column = 8 + used + 2
        guard column + progressWidth < grid.size.columns else { return }
        for (offset, cell) in ProgressBar.cells(progress, width: progressWidth).enumerated() {
            grid.write(cell.text, row: row, column: column + offset,
                       style: cell.isTrack ? .dim : TextStyle(foreground: .green))
        }
    }
}
