import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// The day pane: the cursor's day, its shifts, their clashes, the rules
/// they break and its holiday.
extension ScheduleProps {
    mutating func makePane(_ input: Input, cursor: CalendarDay, calendar: Calendar) {
        let state = input.schedule
        let colors = TypeColors(input.catalog)
        paneTitle = cursor.longLabel
        paneHoliday = input.holidays.name(on: cursor).map(HolidayWords.holiday)
        paneRules = state.violations.filter { $0.days.contains(cursor) }.map { ViolationWords.onDay($0, day: cursor) }
        let selected = state.selected?.id
        paneRows = state.shifts(on: cursor).map { shift in
            let row = TodayProps.row(shift, shownOn: cursor, calendar: calendar)
            let detail = ([row.location.isEmpty ? nil : "@ \(row.location)"] + [row.detail]).compactMap { $0 }
            return PaneRow(symbol: row.symbol, color: colors.color(of: shift), title: row.title, time: row.time,
                           detail: detail.isEmpty ? nil : detail.joined(separator: " · "), isSick: row.isSick,
                           isSelected: shift.id == selected)
        }
        let clashes = Self.clashes(on: cursor, state.shifts(on: cursor))
        paneClash = clashes.first.map { clash in
            let more = clashes.count > 1 ? " (and \(clashes.count - 1) more)" : ""
            return "\(Self.clashLabel(clash.shift, calendar)) overlaps \(Self.clashLabel(clash.other, calendar))\(more)"
        }
        // A month that failed to load says so (the message line names the
        // error), instead of loading for ever.
        let month = YearMonth(cursor)
        if state.months[month]?.shifts != nil {
            paneEmptyText = "No shifts. \(KeyWords.addToMarked) adds one."
        } else if state.months[month]?.errorMessage != nil {
            paneEmptyText = "Not loaded: \(KeyWords.reloadSchedule) retries."
        } else {
            paneEmptyText = "Loading…"
        }
    }

    /// The clashes among `shifts` that a shift starting on `day` is part of
    /// (two of last night's shifts clash on their own day).
    static func clashes(on day: CalendarDay, _ shifts: [ScheduledShift]) -> [ShiftClash] {
        guard shifts.count > 1 else { return [] }
        return ShiftOverlap.clashes(among: shifts).filter { $0.shift.day == day || $0.other.day == day }
    }

    /// `E Early 06:00–15:00`: a shift of a clash, as the pane names it.
    private static func clashLabel(_ shift: ScheduledShift, _ calendar: Calendar) -> String {
        let time = shift.isAllDay ? "all day"
            : "\(DayFormat.time(shift.start, in: calendar))–\(DayFormat.time(shift.end, in: calendar))"
        return "\(shift.name) \(time)"
    }
}
