/// Ratatui-style cell buffer that views draw into. Positions outside the grid are ignored
/// on write and read as blank, so views never crash on a small terminal.
package struct CellGrid: Hashable, Sendable {
    package private(set) var size: TerminalSize
    private var cells: [Cell]

    package init(size: TerminalSize) {
        let clamped = TerminalSize(rows: max(0, size.rows), columns: max(0, size.columns))
        self.size = clamped
        self.cells = Array(repeating: .blank, count: clamped.rows * clamped.columns)
    }

    package subscript(row: Int, column: Int) -> Cell {
        guard contains(row: row, column: column) else { return .blank }
        return cells[row * size.columns + column]
    }

    /// Writes text at (row, column) in at most maxWidth columns (default: to the right edge).
    /// Text is sanitized first (`String.sanitizedForTerminal`); text wider than its room is
    /// cut with "…" (`String.truncated(toWidth:)`), so a cut line always says so. A wide
    /// character takes two cells (the second is ""), and is never split. Writing over half of
    /// an existing wide character blanks its other half. Zero-width clusters (a lone
    /// combining mark) are dropped. Text starting left of column 0 is clipped. Returns the
    /// number of columns used inside the grid.
    @discardableResult
    package mutating func write(
        _ text: String, row: Int, column: Int, style: TextStyle = .plain, maxWidth: Int? = nil
    ) -> Int {
        guard row >= 0, row < size.rows, column < size.columns else { return 0 }
        let end = endColumn(from: column, width: maxWidth)
        var cursor = column
        for character in text.sanitizedForTerminal.truncated(toWidth: end - column) {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if cursor + width > end {
                if cursor < end, cursor >= 0 {
                    put(" ", width: 1, row: row, column: cursor, style: style)
                    cursor += 1
                }
                break
            }
            if cursor >= 0 {
                put(String(character), width: width, row: row, column: cursor, style: style)
            } else if cursor + width > 0 {
                // A wide character straddling the left edge: show its visible half as a space.
                put(" ", width: 1, row: row, column: 0, style: style)
            }
            cursor += width
        }
        return max(0, cursor - max(column, 0))
    }

    /// Fills `width` cells (default: to the right edge) of a row with spaces in `style`.
    package mutating func fill(row: Int, column: Int = 0, width: Int? = nil, style: TextStyle) {
        guard row >= 0, row < size.rows, column < size.columns else { return }
        let end = endColumn(from: column, width: width)
        var cursor = max(column, 0)
        while cursor < end {
            put(" ", width: 1, row: row, column: cursor, style: style)
            cursor += 1
        }
    }

    /// The row's text, each wide character once, trailing spaces removed.
    package func line(_ row: Int) -> String {
        guard row >= 0, row < size.rows else { return "" }
        let start = row * size.columns
        var text = ""
        for cell in cells[start..<(start + size.columns)] {
            text += cell.text
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    package var lines: [String] { (0..<size.rows).map(line) }

    /// All lines joined with "\n" (trailing spaces removed from each).
    package var text: String { lines.joined(separator: "\n") }

    /// Positions whose cell differs between self and `previous` (all positions if the sizes
    /// differ), in row-major order.
    package func changedPositions(since previous: CellGrid) -> [(row: Int, column: Int)] {
        var positions: [(row: Int, column: Int)] = []
        let sizeChanged = previous.size != size
        for index in cells.indices where sizeChanged || cells[index] != previous.cells[index] {
            positions.append((row: index / size.columns, column: index % size.columns))
        }
        return positions
    }

    // MARK: - Private

    private func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < size.rows && column >= 0 && column < size.columns
    }

    /// Exclusive end column of a span, clipped to the grid, without overflowing on huge widths.
    private func endColumn(from column: Int, width: Int?) -> Int {
        guard let width else { return size.columns }
        guard width > 0 else { return column }
        return min(size.columns, column + min(width, size.columns))
    }

    /// Stores a cluster of `width` (1 or 2) columns, first repairing any wide character it
    /// cuts in half so the grid never holds half a wide character.
    private mutating func put(_ text: String, width: Int, row: Int, column: Int, style: TextStyle) {
        let base = row * size.columns
        let last = column + width - 1
        if cells[base + column].isWideContinuation, column > 0 {
            cells[base + column - 1].text = " "
        }
        if last + 1 < size.columns, cells[base + last + 1].isWideContinuation {
            cells[base + last + 1].text = " "
        }
        cells[base + column] = Cell(text: text, style: style)
        if width == 2 {
            cells[base + column + 1] = Cell(text: "", style: style)
        }
    }
}
