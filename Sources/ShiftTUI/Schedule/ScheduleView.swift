import ShiftFeatures
import ShiftModel
import Terminal

/// Draws the Schedule screen: the month grid, the day pane, the go-to
/// prompt, the editor's form or question, messages and the status bar.
/// Pure: props and size in, cells out.
package enum ScheduleView {
    package static func render(_ props: ScheduleProps, spinnerFrame: Int, statusLine: String, into grid: inout CellGrid) {
        // Below what the month's grid needs, the message says that size
        // (not the smallest size of the app).
        let needs = props.weeks.isEmpty ? Chrome.minimumSize
            : ScheduleLayout.minimumSize(weekCount: props.weeks.count, weekNumbers: !props.weekNumbers.isEmpty)
        if Chrome.tooSmall(&grid, needs: needs) { return }
        var title = props.monthTitle.isEmpty ? "Schedule" : "Schedule · \(props.monthTitle)"
        if let filter = props.filterSummary { title += " · " + filter }
        Chrome.header(title, screen: .schedule, isBusy: props.isBusy, spinnerFrame: spinnerFrame, into: &grid)
        // Last, so nothing drawn on a small terminal covers the keys.
        defer { Chrome.status(statusLine, into: &grid) }
        switch props.overlay.base {
        case .form(let form):
            // A form takes the body. Of the messages only a question about
            // it (confirm a switch, rules broken) shows, the form in view.
            if props.overlay.question != nil { renderMessage(props, into: &grid) }
            FormView.render(form, top: 2, into: &grid)
            return
        case .goTo(let input, _):
            renderPrompt("Go to: ", input, hint: DayArgument.accepted, into: &grid)
        case .preview(let line, let range, _):
            let used = grid.write(line, row: 1, column: 1, style: TextStyle(bold: true, foreground: .yellow),
                                  maxWidth: grid.size.columns - 2)
            if 1 + used + 3 < grid.size.columns - 1 {
                grid.write(" · " + range, row: 1, column: 1 + used, style: .dim,
                           maxWidth: grid.size.columns - 2 - used)
            }
        case .rota(let rota):
            renderPrompt("Rota from \(rota.start.mediumLabel): ", rota.input, hint: rota.hint, into: &grid)
        case .search(let search):
            Chrome.searchLine(search.text.sanitizedForTerminal, cursor: search.cursor, into: &grid)
        case .none, .question:
            if let line = props.filterLine {
                grid.write(line, row: 1, column: 1, style: .dim, maxWidth: grid.size.columns - 2)
            }
        }
        guard !props.weeks.isEmpty else {
            renderMessage(props, into: &grid)
            grid.write(props.paneEmptyText, row: 2, column: 2)
            return
        }
        // Long messages wrap (up to three lines) when the grid still fits
        // above them; else they keep to one line.
        let weekNumbers = !props.weekNumbers.isEmpty
        let lines = messageLines(props, width: grid.size.columns - 2)
        guard let layout = ScheduleLayout(size: grid.size, weekCount: props.weeks.count, weekNumbers: weekNumbers,
                                          messageRows: lines.count)
            ?? ScheduleLayout(size: grid.size, weekCount: props.weeks.count, weekNumbers: weekNumbers) else {
            Chrome.renderTooSmall(into: &grid, needs: ScheduleLayout.minimumSize(weekCount: props.weeks.count,
                                                                                weekNumbers: weekNumbers))
            return
        }
        renderMessage(props, into: &grid, maxLines: layout.paneBottom == grid.size.rows - 3 ? 1 : lines.count)
        MonthGridView.render(props, layout: layout, into: &grid)
        DayPaneView.render(props, layout: layout, into: &grid)
    }

    /// The message above the status bar and its style: the question, else
    /// the go-to message, the load error with its retry key, the filter's
    /// notice, the last change's notice, or the marks.
    private static func message(_ props: ScheduleProps) -> (text: String, ending: String, style: TextStyle)? {
        if let error = props.overlay.problem {
            return ("✖ " + error, "", FormView.errorStyle)
        }
        if let error = props.errorMessage {
            return ("✖ " + error, " (\(KeyWords.reloadSchedule): retry)", FormView.errorStyle)
        }
        if let notice = props.filterNotice { return (notice, "", .plain) }
        if let notice = props.notice {
            return ((notice.isError ? "✖ " : "") + notice.text, "",
                    notice.isError ? FormView.errorStyle : TextStyle(foreground: .green))
        }
        if let marks = props.marksSummary { return (marks, "", TextStyle(bold: true, foreground: .magenta)) }
        return nil
    }

    /// The message wrapped to `width`, at most three lines.
    private static func messageLines(_ props: ScheduleProps, width: Int) -> [String] {
        guard props.overlay.question == nil, let message = message(props) else { return [""] }
        return TextWrap.lines(message.text, width: width, maxLines: 3, ending: message.ending)
    }

    private static func renderMessage(_ props: ScheduleProps, into grid: inout CellGrid, maxLines: Int = 3) {
        if let question = props.overlay.question {
            Chrome.question(question, into: &grid)
            return
        }
        guard let message = message(props) else { return }
        let lines = TextWrap.lines(message.text, width: grid.size.columns - 2, maxLines: max(1, maxLines),
                                   ending: message.ending)
        let first = grid.size.rows - 1 - lines.count
        for (offset, line) in lines.enumerated() {
            grid.write(line, row: first + offset, column: 1, style: message.style, maxWidth: grid.size.columns - 2)
        }
    }

    /// A one-line prompt over the grid: the label, what was typed with its
    /// cursor, and a grey hint.
    static func renderPrompt(_ label: String, _ input: TextInput, hint: String, into grid: inout CellGrid) {
        var column = 1 + grid.write(label, row: 1, column: 1, style: .bold)
        let characters = Array(input.text.sanitizedForTerminal)
        for (index, character) in characters.enumerated() {
            column += grid.write(String(character), row: 1, column: column,
                                 style: index == input.cursor ? .reverse : .underline)
        }
        if input.cursor >= characters.count {
            column += grid.write(" ", row: 1, column: column, style: .reverse)
        }
        grid.write("  " + hint, row: 1, column: column, style: .dim)
    }
}

extension TextStyle {
    func with(bold: Bool) -> TextStyle {
        var style = self
        style.bold = bold
        return style
    }
}
