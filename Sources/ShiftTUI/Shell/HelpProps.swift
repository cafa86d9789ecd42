import ShiftFeatures
import Terminal

/// What `?` shows: every key of the screen below it, hidden ones included,
/// straight from the key table that also drives the keys and the status bar,
/// each with a sentence saying what it does; on the Schedule, the legend of
/// the grid's marks after them.
struct HelpProps: Hashable, Sendable {
    package struct Row: Hashable, Sendable {
        /// Every key of the row: `h ← l →`.
        package var keys: String
        package var explanation: String
    }

    package var title: String
    package var rows: [Row]
    /// The marks of the screen, as it draws them (the Schedule's grid).
    var legend: [ScheduleLegend.Entry]
    /// Lines scrolled past.
    package var offset: Int

    package init(screen: AppScreen, bindings: KeyBindings, offset: Int = 0) {
        title = "Keys · \(screen.title)"
        legend = screen == .schedule ? ScheduleLegend.entries : []
        // Every key of a row, not just its short label: help is where the
        // arrows and PgUp/PgDn behind `hjkl` and `[/]` are spelled out.
        rows = bindings.bindings.map { binding in
            var names: [String] = []
            for entry in binding.entries where !names.contains(entry.key.helpName) { names.append(entry.key.helpName) }
            return Row(keys: names.isEmpty ? binding.label : names.joined(separator: " "),
                       explanation: binding.explanation)
        }
        self.offset = offset
    }
}
