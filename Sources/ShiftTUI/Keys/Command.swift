import ShiftFeatures
import ShiftModel

/// What a key asks for, independent of which key it was.
enum Command: Hashable, Sendable {
    case quit
    // Today
    case reload, previousDay, nextDay, today
    /// The day Today shows, opened on the Schedule.
    case openInSchedule
    // Screens
    case showScreen(AppScreen), nextScreen, previousScreen
    // Lists (shift types, locations)
    case selectionUp, selectionDown, add, edit, delete, search
    /// Read catalog.json again (after fixing it).
    case reloadCatalog
    // Settings
    case editSettings, export
    // Undo (Today, Schedule) and the change log
    case undo, redo, purgeLog, clearLog
    // Marking days on the Schedule for a bulk change, copying and the rota line
    case toggleMark, addPerDay, clearMarks, markRange, markWeek, markMonth, copyDays, pasteDays, rota
    /// A rotation over the marked days (or days asked): its form, then the preview.
    case applyRotation
    /// Leave or another absence on the marked days (or the cursor's): asks its kind.
    case addAbsence
    /// The kind answered to that question.
    case absence(AbsenceKind)
    /// The preview's choice for days with shifts: keep them, or replace them.
    case toggleReplace
    /// The Rotations screen's list of presets to copy.
    case presets
    // Statistics: the period before or after, its kind, a range typed
    case previousPeriod, nextPeriod, periodKind(StatisticsPeriod.Kind), typeRange
    // Schedule (and the shift list on Today)
    case previousWeek, nextWeek, previousMonth, nextMonth, goToDate, previousShift, nextShift
    /// The Schedule's filter form, and the jumps between the days it matches.
    case filter, nextMatch, previousMatch
    /// The legend of the grid's marks.
    case legend
    /// The Team screen's swap finder on the user's shift.
    case findSwaps
    /// The Team screen's rows scroll by this many; `halfPage` by half the
    /// rows on screen, this many times.
    case scrollRows(Int), scrollHalfPage(Int)
    /// The Team screen's members copied from their servers, then read again.
    case syncTeam
    // Changing the selected shift, on Today and Schedule
    case addShift, switchShift, deleteShift, editNotes, toggleSick
    /// `?`: every key of the screen; any key closes it.
    case help, closeHelp
    /// Scroll the help by this many lines.
    case scroll(Int)
    /// Ctrl-Z: back to the shell until `fg`.
    case suspend
    // Forms, questions, the search line
    /// y or n to a question.
    case answer(Bool)
    /// Enter: save a form, keep a search.
    case submit
    /// Esc: cancel a form (asking first when something was typed), clear a search.
    case cancel
    case nextField, previousField
    /// An editing key of a text field or the search line.
    case text(TextEdit)
    /// The terminal changed size.
    case redraw
}
