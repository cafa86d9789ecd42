import ShiftFeatures
import Terminal

/// What `?` shows: every key of the screen below it, hidden ones included,
/// straight from the key table that also drives the keys and the status bar.
struct HelpProps: Hashable, Sendable {
    public var title: String
    public var rows: [(keys: String, summary: String)] { zip(keys, summaries).map { ($0, $1) } }
    public var keys: [String]
    public var summaries: [String]
    /// The marks of the screen, as it draws them (the Schedule's grid).
    var legend: [ScheduleLegend.Entry]

    public init(screen: AppScreen, bindings: KeyBindings) {
        title = "Keys · \(screen.title)"
        legend = screen == .schedule ? ScheduleLegend.entries : []
        // Every key of a row, not just its short label: help is where the
        // arrows and PgUp/PgDn behind `hjkl` and `[/]` are spelled out.
        keys = bindings.bindings.map { binding in
            var names: [String] = []
            for entry in binding.entries where !names.contains(entry.key.helpName) { names.append(entry.key.helpName) }
            return names.isEmpty ? binding.label : names.joined(separator: " ")
        }
        summaries = bindings.bindings.map(\.summary)
    }
}

enum HelpView {
    /// The legend in the column right of the keys, when there is room
    /// there (the screen's own key shows it in any size).
    private static func renderLegend(_ legend: [ScheduleLegend.Entry], left: Int, into grid: inout CellGrid) {
        guard !legend.isEmpty, left + 30 <= grid.size.columns else { return }
        ScheduleLegend.render(legend, top: 2, left: left, width: grid.size.columns - left - 1,
                              bottom: grid.size.rows - 3, into: &grid)
    }

    public static func render(_ props: HelpProps, statusLine: String, into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        Chrome.header(props.title, isBusy: false, spinnerFrame: 0, into: &grid)
        Chrome.status(statusLine, into: &grid)
        let keyWidth = min(22, (props.keys.map { DisplayWidth.of($0) }.max() ?? 0) + 2)
        let columnWidth = keyWidth + 24
        let perColumn = max(1, grid.size.rows - 5)
        for (index, row) in props.rows.enumerated() {
            let column = 2 + (index / perColumn) * columnWidth
            let line = 2 + index % perColumn
            guard column < grid.size.columns else { break }
            grid.write(row.keys, row: line, column: column, style: .bold, maxWidth: keyWidth - 1)
            grid.write(row.summary, row: line, column: column + keyWidth, maxWidth: columnWidth - keyWidth - 1)
        }
        renderLegend(props.legend, left: 2 + ((props.rows.count - 1) / perColumn + 1) * columnWidth, into: &grid)
        grid.write("Any key closes this help; \(KeyWords.key(.quit, in: .help)) quits.", row: grid.size.rows - 2, column: 2, style: .dim)
    }
}
