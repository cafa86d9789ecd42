import ShiftFeatures

/// The keys of marking days on the Schedule (S4): v marks, Esc unmarks all;
/// with days marked, a adds one type to all of them, A a type per day, and
/// d deletes their shifts. Without marks, a and d work on the cursor as usual.
enum BulkCommands {
    static func action(for command: Command, in mode: KeyMode, state: AppState) -> AppAction? {
        switch mode {
        case .screen(.schedule):
            let hasMarks = !state.schedule.marked.isEmpty
            switch command {
            case .toggleMark: return .schedule(.toggleMark)
            case .clearMarks: return hasMarks ? .schedule(.clearMarks) : nil
            case .addPerDay: return .bulk(.addTypePerDay)
            case .addShift where hasMarks: return .bulk(.addOneType)
            case .deleteShift where hasMarks: return .bulk(.deleteMarked)
            default: return nil
            }
        case .deleteQuestion(.schedule):
            if case .answer(let yes) = command { return .bulk(.answer(yes)) }
            return nil
        default:
            return nil
        }
    }
}
