import ShiftModel

extension ScheduleAction {
    /// The Schedule's part of an app action: its own actions, and what the
    /// rest of the app does that the grid follows. The one mapping both the
    /// reducer's scope and ScheduleMiddleware's filter use.
    public init?(app action: AppAction) {
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

    /// True for the actions after which the window may hold a month to load:
    /// each starts ScheduleMiddleware's month load, which replaces the one in
    /// flight.
    var startsMonthLoad: Bool {
        switch self {
        case .todayIs, .moveCursor, .moveMonth, .commitGoTo, .reload, .calendarChanged, .shiftsChanged: true
        case .filter(.apply), .filter(.jump): true
        case .filter, .toggleLegend, .rulesChecked: false
        case .open, .openOn, .goToToday, .dayChanged, .beginGoTo, .editGoTo, .cancelGoTo, .moveShiftSelection, .loaded: false
        }
    }

    /// True for the actions that ask the clock for today. Its answer,
    /// `.todayIs`, loads the months `.open` and `.goToToday` marked.
    var asksForToday: Bool {
        switch self {
        case .open, .openOn, .goToToday, .dayChanged: true
        default: false
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
