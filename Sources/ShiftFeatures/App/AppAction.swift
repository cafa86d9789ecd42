package enum AppAction: Hashable, Sendable {
    case today(TodayAction)
    /// Show a screen (number keys, Tab and Shift-Tab).
    case showScreen(AppScreen)
    case catalog(CatalogAction)
    case shiftTypes(ShiftTypesAction)
    case locations(LocationsAction)
    case settings(SettingsAction)
    /// The Rotations screen.
    case rotations(RotationsAction)
    /// A rotation applied to days of the Schedule.
    case rotationApply(RotationApplyAction)
    /// The Statistics screen.
    case statistics(StatisticsAction)
    /// The Team screen.
    case team(TeamAction)
    /// A change to shifts: requested, applied or refused.
    case shiftEdit(ShiftEditAction)
    /// Undo, redo and the undo history.
    case history(HistoryAction)
    case changeLog(ChangeLogAction)
    /// Bulk changes to the marked days.
    case bulk(BulkEditAction)
    case schedule(ScheduleAction)
    /// The forms and questions that lead to a change.
    case editor(ShiftEditorAction)
    /// `?` shows the keys of the screen; any key closes them.
    case showHelp(Bool)
    /// j/k and the page keys scroll the help by this many lines.
    case scrollHelp(by: Int)
    /// The files on disk or the day changed: the screens follow.
    case refresh(RefreshAction)
    /// The public holidays imported.
    case holidays(HolidaysAction)
}
