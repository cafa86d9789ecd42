import ShiftFeatures
import ShiftModel
import Terminal

/// Draws the Team screen: day columns (two weeks when the terminal is wide
/// enough, else the first), today's column marked •, the cursor's day
/// reversed; a row per person, `●` before one on shift now, each cell the
/// shifts' symbols in their type's colour (an unknown type dim), `›` first
/// when last night's shift runs into the day; a row still loading turns a
/// spinner of its own, one that could not be read says why. Pure.
package enum TeamView {
    /// The name column at its narrowest: the on-now dot, 11 columns of name, a gap.
    static let nameWidth = 14
    static let minimumCellWidth = 7
    static let maximumCellWidth = 10
    static let legend = "● on shift now  › from the night before  dim: a type not in your catalog"

    /// How many days fit across `width` columns: 14 or 7.
    static func dayCount(width: Int) -> Int {
        width - 2 - nameWidth >= 14 * minimumCellWidth ? 14 : 7
    }

    /// The name column: as wide as the longest name needs, within what the
    /// days leave at their narrowest, and never under `nameWidth`.
    static func nameColumnWidth(widestName longest: Int, width: Int, days: Int) -> Int {
        max(nameWidth, min(longest + 4, width - 2 - days * minimumCellWidth))
    }

    /// The row of the day labels; the people's rows follow it.
    static let headerRow = 3

    /// How many people's rows a screen of `size` has room for: from under
    /// the day labels to above the status bar.
    package static func rowsInView(_ size: TerminalSize) -> Int {
        max(1, size.rows - 2 - headerRow)
    }

    package static func render(_ props: TeamProps, spinnerFrame: Int, statusLine: String, into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        Chrome.header(props.title, screen: .team, isBusy: props.isBusy, spinnerFrame: spinnerFrame, into: &grid)
        // Last, so nothing drawn on a small terminal covers the keys.
        defer { Chrome.status(statusLine, into: &grid) }
        let width = grid.size.columns
        if let input = props.goTo {
            ScheduleView.renderPrompt("Go to: ", input, hint: DayArgument.accepted, into: &grid)
        } else if props.message == nil {
            grid.write(legend, row: 1, column: 1, style: .dim, maxWidth: width - 2)
        }
        if let error = props.goToError {
            grid.write(error, row: 2, column: 1, style: FormView.errorStyle, maxWidth: width - 2)
        }
        if let message = props.message {
            grid.write(message, row: 3, column: 1, style: .dim, maxWidth: width - 2)
            return
        }
        let shown = min(dayCount(width: width), props.days.count)
        guard shown > 0 else { return }
        let nameWidth = nameColumnWidth(widestName: props.widestName, width: width, days: shown)
        let cellWidth = min(maximumCellWidth, (width - 2 - nameWidth) / shown)
        let left = 1 + nameWidth
        for (index, day) in props.days.prefix(shown).enumerated() {
            let label = day.isToday ? "•" + day.label : day.label
            grid.write(label, row: headerRow, column: left + index * cellWidth,
                       style: TextStyle(bold: day.isToday, reverse: day.isCursor), maxWidth: cellWidth - 1)
        }
        var row = headerRow + 1
        let bottom = grid.size.rows - 2
        for person in props.rows where row <= bottom {
            grid.write(person.isOnNow ? "●" : " ", row: row, column: 1,
                       style: TextStyle(bold: true, foreground: .green))
            grid.write(person.name, row: row, column: 3, style: person.isOnNow ? .bold : .plain,
                       maxWidth: nameWidth - 3)
            switch person.body {
            case .loading:
                grid.write(Spinner.frame(spinnerFrame) + " loading…", row: row, column: left, style: .dim,
                           maxWidth: width - 1 - left)
            case .problem(let sentence):
                grid.write(sentence, row: row, column: left, style: FormView.errorStyle, maxWidth: width - 1 - left)
            case .cells(let cells):
                for (index, cell) in cells.prefix(shown).enumerated() {
                    var column = left + index * cellWidth
                    let end = column + cellWidth - 1
                    if cell.continues {
                        column += grid.write("›", row: row, column: column, style: .dim)
                    }
                    for mark in cell.marks where column < end {
                        let style = mark.color.map { TextStyle(bold: true, foreground: $0) } ?? .dim
                        column += grid.write(mark.text, row: row, column: column, style: style, maxWidth: end - column)
                    }
                    if cell.marks.isEmpty, !cell.continues, props.days[index].isToday || props.days[index].isCursor {
                        grid.write("·", row: row, column: column, style: .dim)
                    }
                }
            }
            row += 1
        }
        row += 1
        for line in props.syncLines where row <= bottom {
            grid.write(line, row: row, column: 1, style: line.hasPrefix("  ") ? FormView.errorStyle : .plain,
                       maxWidth: width - 2)
            row += 1
        }
        for line in props.swapLines where row <= bottom {
            grid.write(line, row: row, column: 1, style: line.hasPrefix("  ") ? .plain : .bold, maxWidth: width - 2)
            row += 1
        }
    }
}
