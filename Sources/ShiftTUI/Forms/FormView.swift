import ShiftFeatures
import Terminal

/// Draws a form: a label column, a value box per field (text with a visible
/// cursor, a time, or a ‹ choice ›), each field's message in red right under
/// it, a hint beside it, and the form's question or error at the end. Pure:
/// props in, cells out. Reused by every screen with a form.
enum FormView {
    static let labelColumn = 2
    static let valueColumn = 20
    static let maxBoxWidth = 40

    /// Draws from `top`; returns the first row after the form.
    @discardableResult
    public static func render(_ props: FormProps, top: Int, into grid: inout CellGrid) -> Int {
        let columns = grid.size.columns
        var row = top
        grid.write(props.title, row: row, column: 1, style: .bold)
        row += 2
        let boxWidth = max(6, min(maxBoxWidth, columns - valueColumn - 2))
        let shown = visibleFields(props, rows: grid.size.rows - row - reservedRows)
        if shown.lowerBound > 0 {
            grid.write("↑ \(shown.lowerBound) more", row: row - 1, column: valueColumn, style: .dim)
        }
        for field in props.fields[shown] {
            let labelStyle = field.isFocused ? TextStyle(bold: true) : .plain
            grid.write(field.isFocused ? "›" : " ", row: row, column: labelColumn - 1, style: labelStyle)
            grid.write(field.label, row: row, column: labelColumn, style: labelStyle, maxWidth: valueColumn - labelColumn - 1)
            let used = field.isChoice
                ? renderChoice(field, row: row, into: &grid)
                : renderText(field, row: row, width: field.isTime ? 6 : boxWidth, into: &grid)
            if let hint = field.hint {
                let column = valueColumn + used + 2
                if column < columns - 4 { grid.write(hint, row: row, column: column, style: .dim) }
            }
            row += 1
            if let error = field.error {
                grid.write("✖ " + error, row: row, column: valueColumn, style: errorStyle)
                row += 1
            }
        }
        if shown.upperBound < props.fields.count {
            grid.write("↓ \(props.fields.count - shown.upperBound) more", row: row, column: valueColumn, style: .dim)
        }
        row += 1
        if props.isSaving {
            grid.write("Saving…", row: row, column: 1, style: .dim)
            row += 1
        }
        if let error = props.error {
            for line in TextWrap.lines("✖ " + error, width: columns - 2) {
                grid.write(line, row: row, column: 1, style: errorStyle)
                row += 1
            }
        }
        if let question = props.question {
            for line in TextWrap.lines(question, width: columns - 2) {
                grid.write(line, row: row, column: 1, style: questionStyle)
                row += 1
            }
        }
        return row
    }

    /// Rows kept below the fields: the form's message or question, and the
    /// status bar.
    static let reservedRows = 5

    /// The fields that fit in `rows`: all of them, or (a long form, such as
    /// a type per day for a month) a window that holds the focused field,
    /// with half the room before it where there is some.
    static func visibleFields(_ props: FormProps, rows: Int) -> Range<Int> {
        let heights = props.fields.map { $0.error == nil ? 1 : 2 }
        guard heights.reduce(0, +) > rows, let focus = props.fields.firstIndex(where: \.isFocused) else {
            return props.fields.indices
        }
        let room = max(heights[focus], rows)
        var first = focus
        var used = heights[focus]
        while first > 0, used + heights[first - 1] <= room / 2 {
            first -= 1
            used += heights[first]
        }
        var end = focus + 1
        while end < heights.count, used + heights[end] <= room {
            used += heights[end]
            end += 1
        }
        // Near the end, fill the room with the fields before instead.
        while first > 0, used + heights[first - 1] <= room {
            first -= 1
            used += heights[first]
        }
        return first..<end
    }

    static let errorStyle = TextStyle(bold: true, foreground: .red)
    static let questionStyle = TextStyle(bold: true, foreground: .yellow)

    /// `‹ all day ›`; the label reversed when focused.
    private static func renderChoice(_ field: FormProps.Field, row: Int, into grid: inout CellGrid) -> Int {
        var used = grid.write("‹ ", row: row, column: valueColumn, style: .dim)
        used += grid.write(field.value, row: row, column: valueColumn + used,
                           style: field.isFocused ? .reverse : .bold, maxWidth: maxBoxWidth)
        used += grid.write(" ›", row: row, column: valueColumn + used, style: .dim)
        return used
    }

    /// An underlined box of `width` columns with the text scrolled so the
    /// cursor shows; the cursor's cell reversed.
    private static func renderText(_ field: FormProps.Field, row: Int, width: Int, into grid: inout CellGrid) -> Int {
        grid.fill(row: row, column: valueColumn, width: width, style: .underline)
        let characters = Array(field.value.sanitizedForTerminal)
        let cursor = min(field.cursor ?? 0, characters.count)
        // Scroll right until the text before the cursor and the cursor fit.
        var start = 0
        if field.cursor != nil {
            while start < cursor, DisplayWidth.of(String(characters[start..<cursor])) + 1 > width { start += 1 }
        }
        var column = valueColumn
        for index in start..<characters.count {
            let character = characters[index]
            let characterWidth = max(1, DisplayWidth.of(character))
            if column + characterWidth > valueColumn + width { break }
            let style = field.cursor == index ? TextStyle(reverse: true) : .underline
            column += grid.write(String(character), row: row, column: column, style: style, maxWidth: characterWidth)
        }
        if field.cursor == characters.count, column < valueColumn + width {
            grid.write(" ", row: row, column: column, style: .reverse)
        }
        return width
    }
}

/// The frame every screen shares: a reversed header with the spinner at the
/// right, a notice line, and the status bar with the keys that work.
enum Chrome {
    static let minimumSize = TerminalSize(rows: 10, columns: 40)

    /// The spinner's column in the header, so a tick changes only that cell.
    static func spinnerColumn(for size: TerminalSize) -> Int { size.columns - 2 }

    /// The reversed top line: on a screen, its number among all the
    /// screens' (` shifts │ 1 2 3 4 5 6 │ Schedule · …`, the current number
    /// standing out), so every screen is one key away and the one shown is
    /// named; elsewhere (help, the first run) just the title.
    static func header(_ title: String, screen: AppScreen? = nil, isBusy: Bool, spinnerFrame: Int,
                       into grid: inout CellGrid) {
        grid.fill(row: 0, style: .reverse)
        guard let screen else {
            grid.write(" shifts · \(title)", row: 0, column: 0, style: .reverse, maxWidth: grid.size.columns - 4)
            return spinner(isBusy, spinnerFrame, into: &grid)
        }
        var column = grid.write(" shifts │ ", row: 0, column: 0, style: .reverse)
        for shown in AppScreen.allCases {
            let number = KeyWords.screen(shown)
            column += grid.write(number, row: 0, column: column,
                                 style: shown == screen ? TextStyle(bold: true) : .reverse)
            column += grid.write(" ", row: 0, column: column, style: .reverse)
        }
        column += grid.write("│ ", row: 0, column: column, style: .reverse)
        grid.write(title, row: 0, column: column, style: .reverse, maxWidth: max(0, grid.size.columns - 4 - column))
        spinner(isBusy, spinnerFrame, into: &grid)
    }

    private static func spinner(_ isBusy: Bool, _ spinnerFrame: Int, into grid: inout CellGrid) {
        if isBusy {
            grid.write(Spinner.frame(spinnerFrame), row: 0, column: spinnerColumn(for: grid.size),
                       style: TextStyle(bold: true, reverse: true))
        }
    }

    static func status(_ line: String, into grid: inout CellGrid) {
        let row = grid.size.rows - 1
        grid.fill(row: row, style: .reverse)
        grid.write(" " + line, row: row, column: 0, style: .reverse)
    }

    /// Error lines (wrapped, at most three) or a plain notice, right above
    /// the status bar; returns the first row they take.
    @discardableResult
    static func notice(_ text: String, isError: Bool, into grid: inout CellGrid) -> Int {
        let lines = TextWrap.lines((isError ? "✖ " : "") + text, width: grid.size.columns - 2, maxLines: 3)
        let first = grid.size.rows - 1 - lines.count
        for (offset, line) in lines.enumerated() {
            grid.write(line, row: first + offset, column: 1,
                       style: isError ? FormView.errorStyle : TextStyle(foreground: .green))
        }
        return first
    }

    /// A question right above the status bar, wrapped (at most three
    /// lines, so its answer keys always show), over whatever was there.
    static func question(_ text: String, into grid: inout CellGrid) {
        let lines = TextWrap.lines(text, width: grid.size.columns - 2, maxLines: 3)
        let first = grid.size.rows - 1 - lines.count
        for (offset, line) in lines.enumerated() {
            grid.fill(row: first + offset, style: .plain)
            grid.write(line, row: first + offset, column: 1, style: FormView.questionStyle)
        }
    }

    /// The search line of a list screen on row 1: `/ text`, with the
    /// cursor reversed while it is typed, else how to clear the filter.
    static func searchLine(_ text: String, cursor: Int?, into grid: inout CellGrid) {
        grid.write("/", row: 1, column: 1, style: .bold)
        grid.write(text, row: 1, column: 3)
        if let cursor {
            let before = DisplayWidth.of(String(text.prefix(cursor)))
            let under = cursor < text.count ? String(Array(text)[cursor]) : " "
            grid.write(under, row: 1, column: 3 + before, style: .reverse)
        } else {
            grid.write("(\(KeyWords.key(.cancel, in: .search)) clears)", row: 1, column: 4 + DisplayWidth.of(text.sanitizedForTerminal), style: .dim)
        }
    }

    /// The indices of a list's `count` rows that show in `capacity` lines:
    /// from the top, scrolled down only as far as it takes to show
    /// `selected` (then on the last line).
    static func scrolledRows(count: Int, selected: Int, capacity: Int) -> Range<Int> {
        let offset = min(count, capacity == 0 ? 0 : max(0, selected - capacity + 1))
        return offset..<min(count, offset + capacity)
    }

    /// The selected row of a list: reversed for `width` cells from `column`,
    /// with "›" in the first.
    static func selectionBar(row: Int, column: Int, width: Int, into grid: inout CellGrid) {
        grid.fill(row: row, column: column, width: width, style: .reverse)
        grid.write("›", row: row, column: column, style: .reverse)
    }

    /// Below `minimumSize` draws only what size shifts needs; true then.
    /// (`needs`: a screen's own layout may need more.)
    static func tooSmall(_ grid: inout CellGrid, needs: TerminalSize = minimumSize) -> Bool {
        guard grid.size.rows < max(needs.rows, minimumSize.rows)
                || grid.size.columns < max(needs.columns, minimumSize.columns) else {
            return false
        }
        renderTooSmall(into: &grid, needs: needs)
        return true
    }

    /// What `needs` (a screen's own layout may need more than `minimumSize`)
    /// and how to quit, wrapped to the window it is shown in.
    static func renderTooSmall(into grid: inout CellGrid, needs: TerminalSize = minimumSize) {
        let size = grid.size
        let lines = [
            "Terminal too small (\(size.columns)×\(size.rows)).",
            needs == minimumSize ? "shifts needs \(needs.columns)×\(needs.rows)."
                : "This screen needs \(max(needs.columns, minimumSize.columns))×\(max(needs.rows, minimumSize.rows)).",
            "Enlarge it; \(KeyWords.key(.quit, in: .form)) quits.",
        ].flatMap { TextWrap.lines($0, width: max(1, size.columns)) }
        let top = max(0, (size.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < size.rows {
            grid.write(line, row: top + offset, column: 0)
        }
    }
}
