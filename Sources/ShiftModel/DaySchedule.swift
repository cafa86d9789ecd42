import Foundation

/// What the Today screen shows for one selected day: its shifts, including one
/// that started the day before and is still running, and the next day's.
package struct DaySchedule: Hashable, Sendable {
    /// The day shown.
    package var day: CalendarDay
    /// The clock's today when this was loaded, for "Today"/"Tomorrow" labels.
    package var referenceToday: CalendarDay
    package var shifts: [ScheduledShift]
    package var nextDayShifts: [ScheduledShift]
    /// The week ahead of `referenceToday` (see `Outlook`), when loaded with it.
    package var outlook: Outlook?
    /// The minute the clock said when this was loaded (`ShiftStatus.minute(of:)`).
    package var loadedAt: Date?

    package init(day: CalendarDay, referenceToday: CalendarDay,
                shifts: [ScheduledShift], nextDayShifts: [ScheduledShift],
                outlook: Outlook? = nil, loadedAt: Date? = nil) {
        self.day = day
        self.referenceToday = referenceToday
        self.shifts = shifts
        self.nextDayShifts = nextDayShifts
        self.outlook = outlook
        self.loadedAt = loadedAt
    }

    /// The instants a loader must ask for to build the schedule of `day`:
    /// from the start of the day before (overnight shifts running into `day`)
    /// to the end of the day after.
    package static func loadInterval(for day: CalendarDay, in calendar: Calendar) -> DateInterval {
        DateInterval(start: day.adding(days: -1).start(in: calendar),
                     end: day.adding(days: 2).start(in: calendar))
    }

    /// The intervals a loader asks for to build the schedule of `day` and
    /// the outlook from `today`: one when the two touch (the usual case, a day
    /// near today), else each on its own, so a day far off does not read
    /// every event in between.
    package static func loadIntervals(for day: CalendarDay, today: CalendarDay, in calendar: Calendar) -> [DateInterval] {
        let dayRange = loadInterval(for: day, in: calendar)
        let outlookRange = Outlook.loadInterval(from: today, in: calendar)
        guard dayRange.start <= outlookRange.end, outlookRange.start <= dayRange.end else {
            return [dayRange, outlookRange].sorted { $0.start < $1.start }
        }
        return [DateInterval(start: min(dayRange.start, outlookRange.start), end: max(dayRange.end, outlookRange.end))]
    }

    /// Splits loaded shifts into the day's (starting that day, or started earlier
    /// and still running at its start) and the next day's (listed on it:
    /// starting that day, or an all-day entry covering it).
    package init(day: CalendarDay, referenceToday: CalendarDay,
                partitioning loaded: [ScheduledShift], in calendar: Calendar) {
        let dayStart = day.start(in: calendar)
        let next = day.adding(days: 1)
        let ordered = loaded.sorted(by: ScheduledShift.startOrder)
        self.init(
            day: day, referenceToday: referenceToday,
            shifts: ordered.filter { $0.day == day || ($0.day < day && $0.end > dayStart) },
            nextDayShifts: ordered.filter { $0.isListed(on: next, in: calendar) })
    }

    /// The schedule of `day` and the outlook from `referenceToday`, from the
    /// shifts of `loadIntervals(for:today:in:)`, loaded at `now`.
    package init(day: CalendarDay, referenceToday: CalendarDay, partitioning loaded: [ScheduledShift],
                at now: Date, in calendar: Calendar) {
        let unique = Self.firstOfEachID(loaded)
        self.init(day: day, referenceToday: referenceToday, partitioning: unique, in: calendar)
        outlook = Outlook(from: referenceToday, partitioning: unique, in: calendar)
        loadedAt = ShiftStatus.minute(of: now)
    }

    /// `shifts` without a later shift of an id already seen, in their order.
    /// Sorted instead of a `Set`: the first use of `ShiftID: Hashable` looks
    /// the conformance up at run time, a scan of every conformance record
    /// in the binary that `shifts today` need not pay for a day's shifts.
    static func firstOfEachID(_ shifts: [ScheduledShift]) -> [ScheduledShift] {
        let byID = shifts.indices.sorted { (shifts[$0].id.rawValue, $0) < (shifts[$1].id.rawValue, $1) }
        var repeated = [Bool](repeating: false, count: shifts.count)
        for (earlier, later) in zip(byID, byID.dropFirst()) where shifts[earlier].id == shifts[later].id {
            repeated[later] = true
        }
        return shifts.indices.filter { !repeated[$0] }.map { shifts[$0] }
    }
}
