import ShiftFeatures
import Terminal

/// The line that screens without a catalog view of their own (Today,
/// Schedule) show when catalog.json could not be read, so the problem is
/// seen at start and not only on screen 3.
public enum CatalogWarning {
    /// The warning, or nil while the catalog is fine.
    public static func line(_ catalog: CatalogState) -> String? {
        guard case .failed = catalog.status else { return nil }
        return "✖ catalog.json could not be read: shift types and settings are off. Screen 3 says why."
    }

    /// Draws `line` right above the status bar (nothing on a too-small screen).
    public static func render(_ line: String?, into grid: inout CellGrid) {
        guard let line, grid.size.rows >= TodayView.minimumSize.rows,
              grid.size.columns >= TodayView.minimumSize.columns else { return }
        grid.write(line, row: grid.size.rows - 2, column: 1, style: FormView.errorStyle,
                   maxWidth: grid.size.columns - 2)
    }
}
