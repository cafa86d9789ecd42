import Foundation
import ShiftModel

/// The shifts of one month as loaded: kept while the month is loaded again,
/// so a reload never blanks the grid.
package struct MonthShifts: Hashable, Sendable {
    /// Shifts listed in the month: those that start in it, and all-day
    /// entries of several days reaching into it (`DayListing`); nil until
    /// the first load answered.
    package var shifts: [ScheduledShift]?
    /// Set by the reducer when the month is to be read (the cursor came near,
    /// `r`, the file changed), cleared by the answer: the spinner turns, and
    /// the reducer requests the load of the wanted months that have it.
    package var isLoading: Bool
    package var errorMessage: String?

    package init(shifts: [ScheduledShift]? = nil, isLoading: Bool = false, errorMessage: String? = nil) {
        self.shifts = shifts
        self.isLoading = isLoading
        self.errorMessage = errorMessage
    }
}

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

package enum ScheduleAction: Hashable, Sendable {
    /// The screen is shown: the first time, the cursor starts on today (the
    /// one known, at once; the clock is asked too).
    case open
    /// Shown from Today on this day (`o`): the cursor goes there.
    case openOn(CalendarDay)
    /// The clock's answer: today and its calendar; `moveCursor` puts the
    /// cursor there if it is still on the today known before.
    case todayIs(CalendarDay, calendar: Calendar, moveCursor: Bool)
    /// Left/right by days, up/down by weeks (7).
    case moveCursor(days: Int)
    /// [ and ]: the same day in another month.
    case moveMonth(by: Int)
    /// t: back to today (the one known, at once; the clock is asked too).
    case goToToday
    /// g opens the go-to-date prompt; keys edit it; Enter goes; Esc closes it.
    case beginGoTo
    case editGoTo(TextEdit)
    case commitGoTo
    case cancelGoTo
    /// The next or previous shift of the cursor's day.
    case moveShiftSelection(by: Int)
    /// r: load the visible window again (and retry after an error).
    case reload
    /// The answer to the load of these months (one call per run of them).
    case loaded([YearMonth], Result<[ScheduledShift], UserFacingError>)
    /// A change to shifts was written (here, elsewhere in the app, or by an
    /// undo): the loaded months show it at once.
    case shiftsChanged(ShiftOperation)
    /// The calendar is not what the grid shows (changed on disk, or a change
    /// was refused as stale): the window loads again.
    case calendarChanged
    /// The clock's day changed: the today mark moves, and the cursor with it
    /// when it was on the old today.
    case dayChanged(CalendarDay)
    /// The filter and search.
    case filter(ScheduleFilterAction)
    /// Show or hide the legend of the grid's marks.
    case toggleLegend
    /// The rules the month in view breaks, checked anew (sent only when
    /// they differ from what the grid marks).
    case rulesChecked([RuleViolation])
}
