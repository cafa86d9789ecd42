import Terminal

/// Where the parts of the Schedule screen go for a terminal size: the month
/// grid on the left, the day pane to its right (or below it on a narrow
/// terminal). Cells grow with the terminal, within limits.
struct ScheduleLayout: Hashable {
    static let gridTop = 2
    static let minCellWidth = 5
    static let maxCellWidth = 12
    static let minCellHeight = 2
    static let maxCellHeight = 5
    /// The columns ISO week numbers take left of the grid, when shown.
    static let weekNumberWidth = 4

    var cellWidth: Int
    var cellHeight: Int
    /// The first row of the first week (under the month title and weekdays).
    var weeksTop: Int
    var gridLeft = 1
    var paneTop: Int
    var paneLeft: Int
    var paneWidth: Int
    /// The last row the pane may use.
    var paneBottom: Int

    var gridWidth: Int { cellWidth * 7 }

    /// The smallest terminal the grid of `weekCount` weeks fits in, with one message line.
    static func minimumSize(weekCount: Int, weekNumbers: Bool) -> TerminalSize {
        TerminalSize(rows: gridTop + 2 + max(1, weekCount) * minCellHeight + 2,
                     columns: 7 * minCellWidth + 2 + (weekNumbers ? weekNumberWidth : 0))
    }

    /// nil when the grid does not fit. `messageRows` lines above the status
    /// bar are kept for messages.
    init?(size: TerminalSize, weekCount: Int, weekNumbers: Bool = false, messageRows: Int = 1) {
        let weeks = max(1, weekCount)
        weeksTop = Self.gridTop + 2
        let lastRow = size.rows - 2 - max(1, messageRows)
        let weekRows = lastRow - weeksTop + 1
        let paneMin = max(28, size.columns / 3)
        if weekNumbers { gridLeft += Self.weekNumberWidth }
        let sideBySide = size.columns >= gridLeft - 1 + 7 * 6 + 3 + paneMin
        let widthForGrid = (sideBySide ? size.columns - 3 - paneMin : size.columns - 2) - (gridLeft - 1)
        cellWidth = min(Self.maxCellWidth, widthForGrid / 7)
        guard cellWidth >= Self.minCellWidth else { return nil }
        if sideBySide {
            cellHeight = min(Self.maxCellHeight, weekRows / weeks)
            guard cellHeight >= Self.minCellHeight else { return nil }
            paneTop = Self.gridTop
            paneLeft = gridLeft + cellWidth * 7 + 2
            paneWidth = size.columns - paneLeft - 1
        } else {
            // Below the grid: the grid keeps two rows a week, the pane gets the rest.
            cellHeight = Self.minCellHeight
            guard weeks * cellHeight <= weekRows else { return nil }
            paneTop = weeksTop + weeks * cellHeight + 1
            paneLeft = gridLeft
            paneWidth = size.columns - 2
        }
        paneBottom = lastRow
    }
}
