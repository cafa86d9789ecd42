import Foundation
import Redux
import ShiftModel

/// Pure transitions of the Schedule screen. The calendar arrives in
/// `.todayIs`; today is read (`AppState.clockToday`, as heard before this
/// action): where opening and `t` put the cursor at once, before the clock
/// answers. A month the screen needs is marked loading here, in the frame
/// of the key that needs it, and its load is requested with it
/// (`ScheduleEffect`): ScheduleMiddleware runs for that request only.
package enum ScheduleReducer {
    /// What the Schedule reads and does not own.
    package struct Input: Sendable {
        package var today: CalendarDay?
        /// The Schedule is the screen shown (the screen's own reducer ran
        /// first): opening it asks the clock only then.
        package var isShown: Bool

        package init(_ app: AppState) {
            today = app.clockToday
            isShown = app.screen == .schedule
        }
    }

    package static let reducer = EffectReducer<ScheduleState, Input, ScheduleAction, ScheduleEffect> { state, action, input in
        reduce(&state, action, today: input.today, isShown: input.isShown)
    }

    @discardableResult
    package static func reduce(_ state: inout ScheduleState, _ action: ScheduleAction, today: CalendarDay? = nil,
                              isShown: Bool = true) -> ScheduleEffect? {
        if action.isNavigation { state.filterNotice = nil }
        // A move may leave months loading behind: their load then stops.
        let wasLoading = state.isLoading
        switch action {
        case .filter(let action):
            reduceFilter(&state, action, today: today)
            // A filter applied, or a jump to a match, may bring months to read.
            switch action {
            case .apply, .jump: return monthsLoad(state, wasLoading: wasLoading)
            default: return nil
            }

        case .toggleLegend:
            state.showsLegend.toggle()

        case .rulesChecked(let violations):
            state.violations = violations

        // A key right after 2 or t meets the cursor on today: it moves to
        // the today known now, and the clock's answer (`.todayIs`) confirms
        // it (or moves it on, past midnight) and loads the months marked.
        case .open:
            if state.cursor == nil, let today { moveCursorTo(today, &state) }
            // The first time only, the clock says today and the calendar the
            // grid is drawn in: once shown, or once the cursor is placed.
            guard state.calendar == nil, isShown || state.cursor != nil else { return nil }
            return .askToday(moveCursor: state.cursor != nil && state.cursor == today)

        case .goToToday:
            if let today { moveCursorTo(today, &state) }
            return .askToday(moveCursor: state.cursor == today)

        case .openOn(let day):
            // The clock's answer loads the months marked; the cursor stays
            // on the day asked for.
            moveCursorTo(day, &state)
            return .askToday(moveCursor: false)

        case .dayChanged(let day):
            // A grid not shown yet opens on the day the app heard. On a shown
            // one a cursor on the old today goes on to the new one at once,
            // and the clock's calendar comes with the day.
            guard state.cursor != nil else { return nil }
            if state.cursor == today { moveCursorTo(day, &state) }
            return .tellToday(day)

        case .todayIs(let clockToday, let calendar, let moveCursor):
            // Decided here, not when it was asked: a key that moved the
            // cursor while the clock was asked wins.
            let followsToday = moveCursor && state.cursor == today
            state.calendar = calendar
            if followsToday || state.cursor == nil { moveCursorTo(clockToday, &state) }
            return monthsLoad(state, wasLoading: wasLoading)

        case .moveCursor(let days):
            guard let cursor = state.cursor, days != 0 else { return nil }
            moveCursorTo(cursor.adding(days: days), &state)
            return monthsLoad(state, wasLoading: wasLoading)

        case .moveMonth(let months):
            guard let cursor = state.cursor, months != 0 else { return nil }
            moveCursorTo(cursor.adding(months: months), &state)
            return monthsLoad(state, wasLoading: wasLoading)

        case .beginGoTo:
            guard state.cursor != nil else { return nil }
            GoToPrompt.begin(&state.goTo)

        case .editGoTo(let edit):
            GoToPrompt.edit(edit, &state.goTo)

        case .commitGoTo:
            guard let today = today ?? state.cursor,
                  let day = GoToPrompt.commit(&state.goTo, today: today) else { return nil }
            moveCursorTo(day, &state)
            return monthsLoad(state, wasLoading: wasLoading)

        case .cancelGoTo:
            GoToPrompt.cancel(&state.goTo)

        case .moveShiftSelection(let offset):
            guard let cursor = state.cursor else { return nil }
            let listed = state.shifts(on: cursor)
            guard !listed.isEmpty else { return nil }
            // From the shift shown selected (the day's own first when none was chosen).
            let current = listed.firstIndex { $0.id == state.selected?.id } ?? 0
            state.selectedShift = listed[ListSelection.moved(current, by: offset, count: listed.count)].id

        case .reload:
            reload(&state)
            return monthsLoad(state)

        case .calendarChanged:
            // Every loaded month may be stale: the window loads again, showing
            // what it had until the answer comes; the others are dropped.
            guard state.visibleMonth != nil else { return nil }
            let wanted = state.wantedMonths
            state.months = state.months.filter { wanted.contains($0.key) }
            reload(&state)
            return monthsLoad(state)

        case .shiftsChanged(let operation):
            apply(operation, to: &state)
            // A month whose load is in flight is read again: that load
            // started before the write.
            return monthsLoad(state)

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
        return nil
    }

    /// The wanted months marked loading, read in one load that replaces
    /// the one in flight. None is, though months were loading before a
    /// move: the load in flight stops, its answer being for months the
    /// window left (coming back marks them again).
    static func monthsLoad(_ state: ScheduleState, wasLoading: Bool = false) -> ScheduleEffect? {
        let months = state.wantedMonths.filter { state.months[$0]?.isLoading == true }
        if !months.isEmpty { return .loadMonths(months) }
        return wasLoading ? .stopMonthsLoad : nil
    }

    /// An edit was written: the loaded months show it at once. A month whose
    /// load is in flight stays loading, to be read again.
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
        // left while loading: its load stops (or the new window's load
        // replaces it), and coming back loads it. The filter's range stays
        // loaded.
        state.months = state.months.filter { entry in
            wanted.contains(entry.key)
                || (abs(month.distance(to: entry.key)) <= ScheduleState.keepRadius && !entry.value.isLoading)
        }
        markWantedLoading(&state)
    }

    /// The wanted months not loaded yet are marked loading, to be read (`monthsLoad`).
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
