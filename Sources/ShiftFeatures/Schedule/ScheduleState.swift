import Foundation
import ShiftModel

/// The Schedule screen: a cursor on a day, the months loaded
/// around it, the selected shift, and the prompt open over the grid.
package struct ScheduleState: Hashable, Sendable {
    /// The day under the cursor; nil until the screen asked the clock for today.
    package var cursor: CalendarDay?
    /// The clock's calendar (time zone, first weekday), delivered with today:
    /// which shifts run into a day depends on it.
    package var calendar: Calendar?
    /// The selected shift of the cursor's day, by identity, so it survives
    /// reloads; nil selects the day's own first shift.
    package var selectedShift: ShiftID?
    /// The months around the cursor, as loaded or loading.
    package var months: [YearMonth: MonthShifts]
    /// The go-to prompt, the search line or the filter form, while open.
    package var prompt: SchedulePrompt?
    /// What the grid marks (matching days) and dims (the other shifts);
    /// empty, nothing is.
    package var filter: ScheduleFilter
    /// Why the last jump to a match went nowhere; the next key clears it.
    package var filterNotice: ScheduleFilterNotice?
    /// The legend of the grid's marks shows in place of the day pane.
    package var showsLegend = false
    /// The working-time rules the month in view breaks, as last checked
    /// (ScheduleRulesMiddleware): marked on the grid, named in the day pane.
    package var violations: [RuleViolation] = []

    package init(cursor: CalendarDay? = nil, calendar: Calendar? = nil,
                selectedShift: ShiftID? = nil, months: [YearMonth: MonthShifts] = [:],
                prompt: SchedulePrompt? = nil) {
        self.cursor = cursor
        self.calendar = calendar
        self.selectedShift = selectedShift
        self.months = months
        self.prompt = prompt
        self.filter = ScheduleFilter()
        self.filterNotice = nil
    }

    /// Months loaded on each side of the visible one, so moving a month
    /// shows shifts at once while the next neighbour loads.
    package static let windowRadius = 1
    /// Months kept in memory on each side; farther ones are dropped.
    package static let keepRadius = 3

    package var visibleMonth: YearMonth? { cursor.map(YearMonth.init) }

    package static func window(around month: YearMonth) -> [YearMonth] {
        (-windowRadius...windowRadius).map { month.adding(months: $0) }
    }

    /// The months the screen loads: the window around the cursor, and the
    /// months of the filter's range (so its matches can all be counted).
    package var wantedMonths: [YearMonth] {
        guard let month = visibleMonth else { return filter.rangeMonths }
        return Array(Set(Self.window(around: month) + filter.rangeMonths)).sorted()
    }

    /// The days the filter keeps among the loaded months, in order.
    package var matchingDays: [CalendarDay] { ScheduleFilterMatch.days(filter, in: months, calendar: calendar) }

    /// True while a month is loading: the spinner turns.
    package var isLoading: Bool {
        months.values.contains { $0.isLoading }
    }

    /// The shifts that start on `day`, if its month is loaded, in start order.
    package func shifts(startingOn day: CalendarDay) -> [ScheduledShift] {
        (months[YearMonth(day)]?.shifts ?? [])
            .filter { $0.day == day }
            .sorted(by: ScheduledShift.startOrder)
    }

    /// The all-day entries of several days that began before `day` and
    /// still cover it (a week of leave), in start order.
    package func shifts(coveringFromEarlier day: CalendarDay) -> [ScheduledShift] {
        guard let calendar else { return [] }
        return (months[YearMonth(day)]?.shifts ?? [])
            .filter { $0.day < day && $0.isListed(on: day, in: calendar) }
            .sorted(by: ScheduledShift.startOrder)
    }

    /// The shifts from the day before still running when `day` starts (an
    /// overnight shift, shown as continuing).
    package func shifts(continuingInto day: CalendarDay) -> [ScheduledShift] {
        guard let calendar else { return [] }
        return shifts(startingOn: day.adding(days: -1)).filter { $0.isRunning(atStartOf: day, in: calendar) }
    }

    /// What the day pane lists for `day`: last night's shift still running,
    /// then the day's own, an entry of several days among them.
    package func shifts(on day: CalendarDay) -> [ScheduledShift] {
        shifts(continuingInto: day) + (shifts(coveringFromEarlier: day) + shifts(startingOn: day))
            .sorted(by: ScheduledShift.startOrder)
    }

    /// The shift the actions work on: the selected one if the cursor's day
    /// lists it, else the day's own first (not last night's shift running
    /// into it, as on Today), else last night's.
    package var selected: ScheduledShift? {
        guard let cursor else { return nil }
        let listed = shifts(on: cursor)
        return listed.first { $0.id == selectedShift }
            ?? listed.first { $0.day == cursor }
            ?? listed.first
    }

    /// An error loading the visible window, if any.
    package var errorMessage: String? {
        wantedMonths.lazy.compactMap { self.months[$0]?.errorMessage }.first
    }
}
