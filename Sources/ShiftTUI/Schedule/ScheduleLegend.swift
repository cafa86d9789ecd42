import ShiftModel
import ShiftPresentation
import Terminal

/// What the marks of the Schedule's grid mean, drawn as the grid draws
/// them: in the day pane while shown (its key toggles it), and beside the
/// keys in the Schedule's help when there is room.
enum ScheduleLegend {
    struct Entry: Hashable, Sendable {
        var mark: String
        var style: TextStyle
        var meaning: String
    }

    static let title = "Marks on the grid"

    /// A day with a shift that breaks a working-time rule (the day pane
    /// names the rule): a sign that reads without colour, in yellow.
    static let rulesMark = "⚠"
    static let rulesStyle = TextStyle(bold: true, foreground: .yellow)

    static var entries: [Entry] {
        let absences = AbsenceKind.allCases.map { kind in
            Entry(mark: kind.defaultSymbol, style: .bold, meaning: LeaveWords.kind(kind).lowercased())
        }
        return [
            Entry(mark: "23•", style: .bold, meaning: "today"),
            Entry(mark: "E", style: TextStyle(bold: true, foreground: .cyan), meaning: "a shift, its type's colour"),
            Entry(mark: "E", style: TextStyle(bold: true, underline: true, foreground: .cyan), meaning: "a sick shift"),
            Entry(mark: ShiftRow.unknownSymbol, style: .bold, meaning: "a shift with no symbol"),
            Entry(mark: "›", style: .dim, meaning: "last night's shift runs on"),
            Entry(mark: "✓", style: TextStyle(bold: true, foreground: .magenta),
                  meaning: "marked (\(KeyWords.mark)) for a change"),
            Entry(mark: "!", style: TextStyle(bold: true, foreground: .red), meaning: "shifts that overlap"),
            Entry(mark: "23", style: TextStyle(bold: true, underline: true), meaning: "matches the filter"),
            Entry(mark: "E", style: .dim, meaning: "left out by the filter"),
            Entry(mark: "+2", style: .dim, meaning: "more shifts than fit"),
            Entry(mark: rulesMark, style: rulesStyle, meaning: "a rule on hours broken"),
            Entry(mark: HolidayWords.mark, style: HolidayWords.style, meaning: "a public holiday"),
        ] + absences
    }

    /// The title and one line per entry from `top`, down to `bottom` at most.
    static func render(_ legend: [Entry], top: Int, left: Int, width: Int, bottom: Int, into grid: inout CellGrid) {
        grid.write(title, row: top, column: left, style: .bold, maxWidth: width)
        for (index, entry) in legend.enumerated() where top + 1 + index <= bottom {
            grid.write(entry.mark, row: top + 1 + index, column: left, style: entry.style, maxWidth: 3)
            grid.write(entry.meaning, row: top + 1 + index, column: left + 4, maxWidth: width - 4)
        }
    }
}
