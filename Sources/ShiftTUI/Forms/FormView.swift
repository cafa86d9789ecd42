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
    package static func render(_ props: FormProps, top: Int, into grid: inout CellGrid) -> Int {
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
