import ShiftPresentation
import ShiftFeatures
import ShiftModel
import Terminal

/// Draws the Settings screen. Pure.
enum SettingsView {
    package static func render(_ props: SettingsProps, spinnerFrame: Int, statusLine: String, into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        Chrome.header("Settings", screen: .settings, isBusy: props.isBusy, spinnerFrame: spinnerFrame, into: &grid)
        // Last, so nothing drawn on a small terminal covers the keys.
        defer { Chrome.status(statusLine, into: &grid) }
        if let form = props.form {
            FormView.render(form, top: 2, into: &grid)
            return
        }
        var row = 2
        for (label, value) in props.rows {
            grid.write(label, row: row, column: 2, style: .bold)
            grid.write(value, row: row, column: FormView.valueColumn)
            row += 1
        }
        if let note = props.reminderNote {
            row += 1
            for line in TextWrap.lines(note, width: grid.size.columns - 4) {
                grid.write(line, row: row, column: 2, style: .dim)
                row += 1
            }
        }
        row += 1
        grid.write("\(KeyWords.key(.editSettings, in: .settings)) edits these. \(KeyWords.key(.export, in: .settings)) "
                   + "exports one symbol per day for a date range to a file (~ = no shift).",
                   row: row, column: 2, style: .dim)
        if let notice = props.notice {
            Chrome.notice(notice.text, isError: notice.isError, into: &grid)
        }
    }
}
