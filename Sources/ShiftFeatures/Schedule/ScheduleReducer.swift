import Foundation
import Redux
import ShiftModel

/// Pure transitions of the Schedule screen. Today and the calendar arrive
/// in `.todayIs`. A month the screen needs is marked loading here, in the
/// frame of the key that needs it; ScheduleMiddleware loads it.
public enum ScheduleReducer {
    public static let reducer = Reducer<ScheduleState, ScheduleAction>(reduce)

    public static func reduce(_ state: inout ScheduleState, _ action: ScheduleAction) {
        if action.isNavigation { state.filterNotice = nil }
        switch action {
        case .filter(let action):
            reduceFilter(&state, action)

        case .toggleLegend:
            state.showsLegend.toggle()

        case .rulesChecked(let violations):
            state.violations = violations

        // A key right after 2 or t meets the cursor on today: it moves to
        // the today known now, and the clock's answer (`.todayIs`) confirms
        // it (or moves it on, past midnight).
        case .open:
            guard state.cursor == nil, let today = state.today else { return }
            moveCursorTo(today, &state)

        case .goToToday:
            guard let today = state.today else { return }
            moveCursorTo(today, &state)

        case .openOn(let day):
            moveCursorTo(day, &state)

        case .dayChanged(let day):
            // A grid not shown yet learns the day (the app says it as it
            // starts), to open on it; a shown one asks the clock
            // (ScheduleMiddleware), the cursor following a cursor on the old today.
            if state.cursor == nil { state.today = day }

        case .todayIs(let today, let calendar, let moveCursor):
            // Decided here, not from the state the middleware was given:
            // a key that moved the cursor while the clock was asked wins.
            let followsToday = moveCursor && state.cursor == state.today
            state.today = today
            state.calendar = calendar
            if followsToday || state.cursor == nil { moveCursorTo(today, &state) }

        case .moveCursor(let days):
            guard let cursor = state.cursor, days != 0 else { return }
            moveCursorTo(cursor.adding(days: days), &state)

        case .moveMonth(let months):
            guard let cursor = state.cursor, months != 0 else { return }
            moveCursorTo(cursor.adding(months: months), &state)

        case .beginGoTo:
            guard state.cursor != nil else { return }
            GoToPrompt.begin(&state.goTo)

        case .editGoTo(let edit):
            GoToPrompt.edit(edit, &state.goTo)

        case .commitGoTo:
            guard let today = state.today ?? state.cursor,
                  let day = GoToPrompt.commit(&state.goTo, today: today) else { return }
            moveCursorTo(day, &state)

        case .cancelGoTo:
            GoToPrompt.cancel(&state.goTo)

        case .moveShiftSelection(let offset):
            guard let cursor = state.cursor else { return }
            let listed = state.shifts(on: cursor)
            guard !listed.isEmpty else { return }
            // From the shift shown selected (the day's own first when none was chosen).
            let current = listed.firstIndex { $0.id == state.selected?.id } ?? 0
            state.selectedShift = listed[ListSelection.moved(current, by: offset, count: listed.count)].id

        case .reload:
            reload(&state)

        case .calendarChanged:
            // Every loaded month may be stale: the window loads again, showing
            // what it had until the answer comes; the others are dropped.
            guard state.visibleMonth != nil else { return }
            let wanted = state.wantedMonths
            state.months = state.months.filter { wanted.contains($0.key) }
            reload(&state)

        case .shiftsChanged(let operation):
            apply(operation, to: &state)

        case .loaded(let months, .success(let shifts)):
            var byMonth: [YearMonth: [ScheduledShift]] = Dictionary(uniqueKeysWithValues: months.map { ($0, []) })
            // Loads of separate runs of months may each bring an entry
            // that spans them: it is kept once.
            var seen = Set<ShiftID>()
            for shift in shifts where seen.insert(shift.id).inserted {
                for month in listedMonths(of: shift, state) where byMonth[month] != nil {
                    byMonth[month, default: []].append(shift)
                }
            }
            for month in months where state.months[month] != nil || isKept(month, state) {
                state.months[month] = MonthShifts(shifts: byMonth[month] ?? [], isLoading: false)
            }

        case .loaded(let months, .failure(let error)):
            for month in months where state.months[month] != nil {
                state.months[month]?.isLoading = false
                state.months[month]?.errorMessage = error.message
            }
        }
    }

    /// An edit was written: the loaded months show it at once. A month whose
    /// load is in flight stays loading: the load started before the write,
    /// and ScheduleMiddleware, seeing this action, loads it again.
    private static func apply(_ operation: ShiftOperation, to state: inout ScheduleState) {
        for edit in operation.edits {
            if let before = edit.before {
                for key in listedMonths(of: before, state) where state.months[key]?.shifts != nil {
                    state.months[key]?.shifts?.removeAll { $0.id == before.id }
                }
            }
            if let after = edit.after {
                for key in listedMonths(of: after, state) where state.months[key]?.shifts != nil {
                    state.months[key]?.shifts?.removeAll { $0.id == after.id }
                    state.months[key]?.shifts?.append(after)
                }
            }
        }
        // The shift just added or switched is the one selected.
        if let edit = operation.edits.last, let after = edit.after, after.day == state.cursor {
            state.selectedShift = after.id
        }
    }

    /// The visible window (and the filter's range) loads again, and an error is retried.
    static func reload(_ state: inout ScheduleState) {
        for wanted in state.wantedMonths {
            state.months[wanted, default: MonthShifts()].isLoading = true
            state.months[wanted]?.errorMessage = nil
        }
    }

    static func moveCursorTo(_ day: CalendarDay, _ state: inout ScheduleState) {
        if day != state.cursor { state.selectedShift = nil }
        state.cursor = day
        let month = YearMonth(day)
        let wanted = state.wantedMonths
        // Months far from the cursor are dropped, so memory stays bounded
        // and a month seen again is read fresh. So is a month the window
        // left while loading: the move cancels its load (ScheduleMiddleware
        // loads the new window instead), and coming back loads it. The
        // filter's range stays loaded.
        state.months = state.months.filter { entry in
            wanted.contains(entry.key)
                || (abs(month.distance(to: entry.key)) <= ScheduleState.keepRadius && !entry.value.isLoading)
        }
        markWantedLoading(&state)
    }

    /// The wanted months not loaded yet are marked loading: ScheduleMiddleware reads them.
    static func markWantedLoading(_ state: inout ScheduleState) {
        for wanted in state.wantedMonths where state.months[wanted] == nil {
            state.months[wanted] = MonthShifts(isLoading: true)
        }
    }

    private static func isKept(_ month: YearMonth, _ state: ScheduleState) -> Bool {
        guard let visible = state.visibleMonth else { return false }
        return abs(visible.distance(to: month)) <= ScheduleState.keepRadius || state.filter.rangeMonths.contains(month)
    }

    /// The months a shift is listed in: its own, and for an all-day entry
    /// of several days each month it reaches into (`DayListing`).
    private static func listedMonths(of shift: ScheduledShift, _ state: ScheduleState) -> [YearMonth] {
        guard let calendar = state.calendar, shift.isAllDay else { return [YearMonth(shift.day)] }
        return DayListing.months(of: shift, in: calendar)
    }
}
