import Foundation
import ShiftFeatures
import Terminal

/// The line that Today and Schedule show under their title while a data
/// file has a problem the user should know of: catalog.json could not be
/// read, or events of calendar.ics could not be read and are left out. On
/// its own row, so it never hides a question or a notice.
enum DataWarning {
    /// The warning, or nil while the files are fine.
    package static func line(catalog: CatalogState, unreadable: [UnreadableEvent]) -> String? {
        if case .failed = catalog.status {
            return "✖ catalog.json could not be read: shift types and settings are off. Screen \(KeyWords.screen(.shiftTypes)) says why."
        }
        guard let first = unreadable.first else { return nil }
        let file = (first.path as NSString).lastPathComponent
        let line = first.line.map { "line \($0): " } ?? ""
        let count = unreadable.count
        let read = "\(count.counted("event")) could not be read and \(count.agreeing("is", "are")) left out"
        let detail = count.agreeing("(\(line)\(first.problem))", "(the first at \(line)\(first.problem))")
        return "⚠ \(file): \(read) \(detail); \(count.agreeing("it stays", "they stay")) in the file unchanged."
    }

    /// Draws `line` under the title (nothing on a too-small screen).
    package static func render(_ line: String?, into grid: inout CellGrid) {
        guard let line, grid.size.rows >= TodayView.minimumSize.rows,
              grid.size.columns >= TodayView.minimumSize.columns else { return }
        let style = line.hasPrefix("✖") ? FormView.errorStyle : TextStyle(bold: true, foreground: .yellow)
        // The whole line: Today's "now / next" line under the title gives way.
        grid.fill(row: 1, style: .plain)
        grid.write(line, row: 1, column: 1, style: style, maxWidth: grid.size.columns - 2)
    }
}
