import Foundation
import ShiftModel

/// What the Today screen loads for a day: the day, the day before
/// (overnight shifts running into it), the day after and the outlook's week
/// from today, in one read when they touch. The screen's middleware and
/// `shifts today` both call this, so the command prints what the screen
/// shows.
package enum TodayLoad {
    package static func schedule(of day: CalendarDay, today: CalendarDay, now: Date, calendar: Calendar,
                                from source: any CalendarService) async -> Result<DaySchedule, UserFacingError> {
        do {
            var loaded: [ScheduledShift] = []
            for interval in DaySchedule.loadIntervals(for: day, today: today, in: calendar) {
                loaded += try await source.shifts(in: interval)
            }
            return .success(DaySchedule(day: day, referenceToday: today, partitioning: loaded, at: now, in: calendar))
        } catch {
            return .failure(UserFacingError(error))
        }
    }
}
