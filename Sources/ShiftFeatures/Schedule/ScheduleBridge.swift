import Redux
import ShiftModel

/// What other features' actions mean to the Schedule. (Temporary: the
/// Schedule feature's own mapping replaces it.)
enum ScheduleBridge {
    enum Event: Sendable {
        case own(ScheduleAction)
        case shiftsChanged(ShiftOperation)
        case calendarChanged
    }

    static func action(app: AppAction) -> Event? {
        switch app {
        case .schedule(let own): .own(own)
        case .shiftEdit(.applied(let record, _)): .shiftsChanged(record.commit.operation)
        case .shiftEdit(.failed(let failure, _)) where failure.isStale: .calendarChanged
        case .refresh(.filesChanged(let files)) where files.contains(.calendar): .calendarChanged
        default: nil
        }
    }

    static let reducer = Reducer<ScheduleState, Event> { state, event in
        switch event {
        case .own(let action): ScheduleReducer.reduce(&state, action)
        case .shiftsChanged(let operation): ScheduleReducer.apply(operation, to: &state)
        case .calendarChanged: ScheduleReducer.invalidate(&state)
        }
    }
}
