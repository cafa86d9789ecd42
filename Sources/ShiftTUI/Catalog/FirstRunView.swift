import ShiftPresentation
import ShiftFeatures
import ShiftModel
import Terminal

/// Draws the first-run questions. Pure.
enum FirstRunView {
    package static func render(_ props: FirstRunProps, spinnerFrame: Int, statusLine: String, into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        Chrome.header("Welcome", isBusy: props.form.isSaving, spinnerFrame: spinnerFrame, into: &grid)
        // Last, so nothing drawn on a small terminal covers the keys.
        defer { Chrome.status(statusLine, into: &grid) }
        var row = FormView.render(props.form, top: 2, into: &grid)
        grid.write("\(KeyWords.submit) saves your name and these shift types "
                   + "(change them any time on screen \(KeyWords.screen(.shiftTypes))):",
                   row: row, column: 1)
        row += 1
        for line in props.types where row < grid.size.rows - 3 {
            grid.write(line, row: row, column: 3, style: .dim)
            row += 1
        }
        if row < grid.size.rows - 2 {
            grid.write("Nothing is written until you press \(KeyWords.submit); \(KeyWords.cancel) skips and uses them unsaved.",
                       row: row + 1, column: 1, style: .dim)
        }
    }
}
