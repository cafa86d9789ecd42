import Foundation

/// What is on now or comes next, among shifts (sick ones left out: nobody
/// is on a shift they are off sick from).
package enum CurrentShift: Hashable, Sendable {
    /// The shift running now (the one that ends first, if several).
    case running(ScheduledShift, minutesLeft: Int)
    /// Nothing runs; this shift starts next.
    case next(ScheduledShift, minutesToStart: Int)
    /// Nothing runs and nothing comes among the shifts given.
    case nothing

    package init(among shifts: [ScheduledShift], at now: Date) {
        let working = shifts.filter { $0.sick == nil }
        let running = working.filter { $0.start <= now && now < $0.end }.min { $0.end < $1.end }
        if let running, case .running(_, let left) = ShiftStatus(of: running, at: now) {
            self = .running(running, minutesLeft: left)
        } else if let next = working.filter({ $0.start > now }).min(by: ScheduledShift.startOrder),
                  case .upcoming(let minutes) = ShiftStatus(of: next, at: now) {
            self = .next(next, minutesToStart: minutes)
        } else {
            self = .nothing
        }
    }
}
