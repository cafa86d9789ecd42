import Redux
import ShiftModel

/// Pure transitions of the Today screen. No clock, no I/O: the day the clock
/// says is today is read (`AppState.clockToday`, as heard before this action).
package enum TodayReducer {
    package static let reducer = EffectReducer<TodayState, CalendarDay?, TodayAction, TodayEffect> { state, action, today in
        reduce(&state, action, today: today)
    }

    /// Each action that shows a day, or needs the one shown read again,
    /// requests its load from `TodayMiddleware`.
    @discardableResult
    package static func reduce(_ state: inout TodayState, _ action: TodayAction, today: CalendarDay? = nil) -> TodayEffect? {
        switch action {
        case .load, .retry:
            state.keptDays = []
            state.isLoading = true
            state.errorMessage = nil
            return .load(state.selectedDay, keepsNextLeave: false)

        case .goToToday:
            // The clock's today as last heard, at once, so a key typed
            // right after t moves on from it; the load confirms it with the
            // clock (and moves on if midnight passed meanwhile).
            if let today, today != state.selectedDay { show(today, &state) }
            state.isLoading = true
            state.errorMessage = nil
            return .load(nil, keepsNextLeave: false)

        case .moveDay(let offset):
            // Before the first load there is no day to move from.
            guard let day = state.selectedDay, offset != 0 else { return nil }
            show(day.adding(days: offset), &state)
            // A day kept in memory is shown as it is, with nothing to load,
            // yet the load in flight, for a day no longer shown, stops.
            state.isLoading = state.kept(day.adding(days: offset)) == nil
            state.errorMessage = nil
            return state.isLoading ? .load(day.adding(days: offset), keepsNextLeave: true) : .stopLoad

        case .calendarChanged:
            // Before a day is shown only a failed first load (a broken
            // file) waits for it: the fixed file loads today, as r would.
            guard state.selectedDay != nil || state.errorMessage != nil else { return nil }
            state.keptDays = []
            state.isLoading = true
            state.errorMessage = nil
            return .load(state.selectedDay, keepsNextLeave: false)

        case .dayChanged(let day):
            guard let shown = state.selectedDay else { return nil }
            state.keptDays = []
            // The next leave is looked for again either way: today moved.
            if shown == today {
                reduce(&state, .select(day), today: today)
                return .load(day, keepsNextLeave: false)
            }
            return reduce(&state, .load, today: today)

        case .select(let day):
            if day != state.selectedDay { show(day, &state) }
            state.isLoading = true
            state.errorMessage = nil
            return .load(day, keepsNextLeave: true)

        case .beginGoTo:
            // Before the first load there is no day to go from.
            guard state.selectedDay != nil else { return nil }
            GoToPrompt.begin(&state.goTo)

        case .editGoTo(let edit):
            GoToPrompt.edit(edit, &state.goTo)

        case .commitGoTo:
            // A date that is not one still reads the day shown again: the
            // load in flight stops, and this one answers for it.
            if let today = today ?? state.selectedDay,
               let day = GoToPrompt.commit(&state.goTo, today: today) {
                reduce(&state, .select(day), today: today)
            }
            return .load(state.selectedDay, keepsNextLeave: false)

        case .cancelGoTo:
            GoToPrompt.cancel(&state.goTo)

        case .loaded(.success(let schedule)):
            state.isLoading = false
            state.errorMessage = nil
            state.selectedDay = schedule.day
            state.shifts = schedule.shifts
            state.nextDayShifts = schedule.nextDayShifts
            if let outlook = schedule.outlook { state.outlook = outlook }
            if let now = schedule.loadedAt { state.now = now }
            keep(KeptDay(schedule), &state)

        case .shiftsChanged:
            // A change written (or found stale): the day shown is read again
            // here, as the Schedule follows it, not by the writer.
            state.keptDays = []
            guard state.selectedDay != nil else { return nil }
            return reduce(&state, .load, today: today)

        case .minuteTicked(let minute):
            state.now = minute

        case .moveShiftSelection(let offset):
            let listed = state.listed
            guard !listed.isEmpty else { return nil }
            // From the shift shown selected (the day's own first when none was chosen).
            let current = listed.firstIndex { $0.id == state.selected?.id } ?? 0
            state.selectedShift = listed[ListSelection.moved(current, by: offset, count: listed.count)].id

        case .loaded(.failure(let error)):
            state.isLoading = false
            state.errorMessage = error.message
        }
        return nil
    }

    /// `day` becomes the day shown, with its shifts as kept in memory, or
    /// none until its load answers.
    private static func show(_ day: CalendarDay, _ state: inout TodayState) {
        let kept = state.kept(day)
        state.selectedDay = day
        state.selectedShift = nil
        state.shifts = kept?.shifts ?? []
        state.nextDayShifts = kept?.nextDayShifts ?? []
    }

    /// Remembers a day as loaded, the latest last, dropping the oldest past the limit.
    private static func keep(_ day: KeptDay, _ state: inout TodayState) {
        state.keptDays.removeAll { $0.day == day.day }
        state.keptDays.append(day)
        if state.keptDays.count > TodayState.keptDayLimit {
            state.keptDays.removeFirst(state.keptDays.count - TodayState.keptDayLimit)
        }
    }
}
