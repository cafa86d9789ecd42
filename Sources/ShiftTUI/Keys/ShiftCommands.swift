import ShiftFeatures
import ShiftModel

/// Keys of the Schedule screen and the shift keys of Today and Schedule:
/// these need the state (the cursor, the selected shift) to become actions.
enum ShiftCommands {
    static func action(for command: Command, in mode: KeyMode, state: AppState) -> AppAction? {
        switch mode {
        case .screen(.schedule): scheduleAction(command, state: state) ?? editAction(command, state: state)
        case .screen(.today): todayAction(command) ?? editAction(command, state: state)
        case .editQuestion:
            if case .answer(let yes) = command { .editor(.answer(yes)) } else { nil }
        case .goTo: goToAction(command)
        default: nil
        }
    }

    private static func scheduleAction(_ command: Command, state: AppState) -> AppAction? {
        switch command {
        case .previousDay: .schedule(.moveCursor(days: -1))
        case .nextDay: .schedule(.moveCursor(days: 1))
        case .previousWeek: .schedule(.moveCursor(days: -7))
        case .nextWeek: .schedule(.moveCursor(days: 7))
        case .previousMonth: .schedule(.moveMonth(by: -1))
        case .nextMonth: .schedule(.moveMonth(by: 1))
        case .today: .schedule(.goToToday)
        case .goToDate: .schedule(.beginGoTo)
        case .previousShift: .schedule(.moveShiftSelection(by: -1))
        case .nextShift: .schedule(.moveShiftSelection(by: 1))
        case .reload: .schedule(.reload)
        default: nil
        }
    }

    private static func todayAction(_ command: Command) -> AppAction? {
        switch command {
        case .previousShift: .today(.moveShiftSelection(by: -1))
        case .nextShift: .today(.moveShiftSelection(by: 1))
        default: nil
        }
    }

    private static func goToAction(_ command: Command) -> AppAction? {
        switch command {
        case .submit: .schedule(.commitGoTo)
        case .cancel: .schedule(.cancelGoTo)
        case .text(let edit): .schedule(.editGoTo(edit))
        default: nil
        }
    }

    /// a, s, d, n, ! on the screen's selected shift (or day, for a).
    private static func editAction(_ command: Command, state: AppState) -> AppAction? {
        let onSchedule = state.screen == .schedule
        let day = onSchedule ? state.schedule.cursor : state.today.selectedDay
        let shift = onSchedule ? state.schedule.selected : state.today.selected
        if command == .addShift {
            return day.map { .editor(.add($0)) }
        }
        let make: (ScheduledShift) -> ShiftEditorAction
        let verb: String
        switch command {
        case .switchShift: (make, verb) = ({ .switchType($0) }, "switch")
        case .deleteShift: (make, verb) = ({ .delete($0) }, "delete")
        case .editNotes: (make, verb) = ({ .notes($0) }, "write notes for")
        case .toggleSick: (make, verb) = ({ .sick($0) }, "mark sick")
        default: return nil
        }
        guard let shift else {
            guard day != nil else { return nil }
            return .editor(.unavailable("No shift here to \(verb): a adds one."))
        }
        return .editor(make(shift))
    }
}
