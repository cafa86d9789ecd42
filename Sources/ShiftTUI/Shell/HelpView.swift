import ShiftFeatures
import Terminal

/// Draws the help: a line of keys and its sentence (wrapped) per row of the
/// key table, then the legend, scrolled by `offset`, and how to scroll and
/// close it.
enum HelpView {
    static let keyWidth = 18

    /// One line of the help: keys (or a legend's mark) in their style, and text.
    struct Line: Hashable, Sendable {
        var keys: String?
        var keysStyle = TextStyle(bold: true)
        var text: String
    }

    /// The help's lines at `columns` wide.
    static func lines(_ props: HelpProps, columns: Int) -> [Line] {
        let width = max(10, columns - 2 - keyWidth - 1)
        var lines = props.rows.flatMap { row in
            TextWrap.lines(row.explanation, width: width).enumerated().map {
                Line(keys: $0.offset == 0 ? row.keys : nil, text: $0.element)
            }
        }
        guard !props.legend.isEmpty else { return lines }
        lines.append(Line(keys: nil, text: ""))
        lines.append(Line(keys: ScheduleLegend.title, text: ""))
        lines += props.legend.map { Line(keys: $0.mark, keysStyle: $0.style, text: $0.meaning) }
        return lines
    }

    /// Rows the lines get: all but the header, the hint and the status bar.
    static func visibleLines(_ size: TerminalSize) -> Int { max(1, size.rows - 5) }

    /// The farthest the help scrolls at `size`: its last line at the bottom.
    static func maxOffset(_ props: HelpProps, size: TerminalSize) -> Int {
        max(0, lines(props, columns: size.columns).count - visibleLines(size))
    }

    package static func render(_ props: HelpProps, statusLine: String, into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        Chrome.header(props.title, isBusy: false, spinnerFrame: 0, into: &grid)
        // Last, so nothing drawn on a small terminal covers the keys.
        defer { Chrome.status(statusLine, into: &grid) }
        let all = lines(props, columns: grid.size.columns)
        let offset = min(props.offset, maxOffset(props, size: grid.size))
        for (index, line) in all.dropFirst(offset).prefix(visibleLines(grid.size)).enumerated() {
            if let keys = line.keys {
                grid.write(keys, row: 2 + index, column: 2, style: line.keysStyle,
                           maxWidth: line.text.isEmpty ? grid.size.columns - 3 : keyWidth - 1)
            }
            grid.write(line.text, row: 2 + index, column: 2 + keyWidth)
        }
        let more = all.count - offset - visibleLines(grid.size)
        let scroll = offset > 0 || more > 0
            ? "\(KeyWords.key(.scroll(1), in: .help))/\(KeyWords.key(.scroll(-1), in: .help)) scroll"
                + (more > 0 ? " (\(more.counted("line")) more)" : "") + ", any other key closes this help; "
            : "Any key closes this help; "
        grid.write(scroll + "\(KeyWords.key(.quit, in: .help)) quits.", row: grid.size.rows - 2, column: 2, style: .dim)
    }
}
