import ShiftFeatures
import Terminal

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
