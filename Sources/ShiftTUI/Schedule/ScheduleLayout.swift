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
    /// The month's name above the grid; nil on a short terminal, where the
    /// header names the month and the row goes to the day pane.
    var monthTitleRow: Int? = Self.gridTop
    var weekdaysRow = Self.gridTop + 1
    /// The first row of the first week (under the month title and weekdays).
    var weeksTop: Int
    var gridLeft = 1
    var paneTop: Int
    var paneLeft: Int
    var paneWidth: Int
    /// The last row the pane may use.
    var paneBottom: Int

    var gridWidth: Int { cellWidth * 7 }

    /// The rows a day pane needs for its title, a blank line and one shift
    /// with its time. Below the grid with fewer, the decoration goes first
    /// (the blank row above the pane, then the month's title), or the pane
    /// moves beside a grid of narrow cells where that leaves it room.
    static let comfortablePaneRows = 4
    /// The narrowest pane beside the grid on a short terminal.
    static let narrowPaneWidth = 24

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
        paneBottom = lastRow
        let paneMin = max(28, size.columns / 3)
        if weekNumbers { gridLeft += Self.weekNumberWidth }
        let besideFrom = gridLeft - 1 + 3
        let sideBySide = size.columns >= besideFrom + 7 * 6 + paneMin
        let widthForGrid = (sideBySide ? size.columns - 3 - paneMin : size.columns - 2) - (gridLeft - 1)
        cellWidth = min(Self.maxCellWidth, widthForGrid / 7)
        guard cellWidth >= Self.minCellWidth else { return nil }
        if sideBySide {
            cellHeight = min(Self.maxCellHeight, (lastRow - weeksTop + 1) / weeks)
            guard cellHeight >= Self.minCellHeight else { return nil }
            paneTop = Self.gridTop
            paneLeft = gridLeft + cellWidth * 7 + 2
            paneWidth = size.columns - paneLeft - 1
            return
        }
        // Below the grid: the grid keeps two rows a week, the pane gets the rest.
        cellHeight = Self.minCellHeight
        guard weeks * cellHeight <= lastRow - weeksTop + 1 else { return nil }
        paneLeft = gridLeft
        paneWidth = size.columns - 2
        paneTop = weeksTop + weeks * cellHeight + 1
        guard lastRow - paneTop + 1 < Self.comfortablePaneRows else { return }
        if size.columns >= besideFrom + 7 * Self.minCellWidth + Self.narrowPaneWidth,
           (lastRow - weeksTop + 1) / weeks >= Self.minCellHeight {
            // Short and wide enough: beside a grid of the narrowest cells the
            // pane has the whole height.
            cellWidth = Self.minCellWidth
            cellHeight = min(Self.maxCellHeight, (lastRow - weeksTop + 1) / weeks)
            paneTop = Self.gridTop
            paneLeft = gridLeft + cellWidth * 7 + 2
            paneWidth = size.columns - paneLeft - 1
            return
        }
        paneTop -= 1
        guard lastRow - paneTop + 1 < Self.comfortablePaneRows else { return }
        monthTitleRow = nil
        weekdaysRow = Self.gridTop
        weeksTop = Self.gridTop + 1
        paneTop -= 1
    }
}
