import Redux
import ShiftModel

/// The clock's today as the app last heard it: the day it started on, a new
/// day, the clock asked by the Schedule, a Today load. The one today every
/// screen reads (the "Today" label, the grid's mark, where `t` goes, the
/// dates typed relative to it).
package enum ClockTodayReducer {
    package static let reducer = Reducer<CalendarDay?, CalendarDay> { today, heard in today = heard }

    /// The day an app action says the clock is on.
    static func heard(in action: AppAction) -> CalendarDay? {
        switch action {
        case .refresh(.dayChanged(let day)): day
        case .schedule(.todayIs(let day, _, _)): day
        case .today(.loaded(.success(let schedule))): schedule.referenceToday
        default: nil
        }
    }
}
