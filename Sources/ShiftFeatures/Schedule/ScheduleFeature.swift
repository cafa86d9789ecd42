import ShiftModel

extension ScheduleAction {
    /// The Schedule's part of an app action: its own actions, and what the
    /// rest of the app does that the grid follows.
    package init?(app action: AppAction) {
        switch action {
        case .schedule(let action): self = action
        case .showScreen(.schedule): self = .open
        case .shiftEdit(.applied(let record, _)): self = .shiftsChanged(record.commit.operation)
        case .shiftEdit(.failed(let failure, _)) where failure.isStale: self = .calendarChanged
        case .refresh(.filesChanged(let files)) where files.contains(.calendar): self = .calendarChanged
        case .refresh(.dayChanged(let day)): self = .dayChanged(day)
        default: return nil
        }
    }

    /// A key that moves somewhere: the notice of the last change goes.
    var isNavigation: Bool {
        switch self {
        case .moveCursor, .moveMonth, .goToToday, .commitGoTo, .moveShiftSelection, .filter(.jump): true
        default: false
        }
    }
}
