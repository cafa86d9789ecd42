import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import ShiftStorage

/// The next alarm that rings, from the alarms the shifts' events hold, and
/// the shifts before it that hold none (saved before reminders were on).
struct RingingReminder {
    var next: (shift: ScheduledShift, minutesBefore: Int)?
    var silentBefore: [ScheduledShift] = []

    /// `shifts` upcoming, `alarms` their alarms' minutes before the start.
    static func next(among shifts: [ScheduledShift], alarms: [ShiftID: [Int]], after now: Date) -> RingingReminder {
        var ring = RingingReminder()
        var best: Date?
        for shift in shifts.sorted(by: ScheduledShift.startOrder) {
            for minutes in alarms[shift.id] ?? [] {
                let time = shift.start.addingTimeInterval(-Double(minutes) * 60)
                if time >= now, best.map({ time < $0 }) ?? true {
                    best = time
                    ring.next = (shift, minutes)
                }
            }
        }
        let until = ring.next?.shift.start ?? .distantFuture
        ring.silentBefore = shifts.filter { (alarms[$0.id] ?? []).isEmpty && $0.start < until }
            .sorted(by: ScheduledShift.startOrder)
        return ring
    }
}
