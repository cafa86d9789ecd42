import ShiftModel

/// What the bulk keys of the Schedule ask for, decided on the state they
/// meet: v and Esc mark days; with days marked a, A and d work on all of
/// them (a refusal says why instead); Enter and y send the requests.
public enum BulkEditIntent {
    /// v or space on the cursor's day.
    public static func toggleMark(in state: AppState) -> AppAction? {
        state.schedule.cursor.map { .bulk(.toggleMark($0)) }
    }

    /// Esc on the Schedule: unmarks all, when there are marks.
    public static func clearMarks(in state: AppState) -> AppAction? {
        state.bulk.marked.isEmpty ? nil : .bulk(.clearMarks)
    }

    /// a with days marked (one type for all), A (a type per day).
    public static func add(perDay: Bool, in state: AppState) -> AppAction {
        let days = state.bulk.marked
        if let refusal = state.catalog.refusal { return .bulk(.unavailable(.catalog(refusal))) }
        guard !days.isEmpty else { return .bulk(.unavailable(.noMarks)) }
        guard !state.catalog.catalog.shiftTypes.isEmpty else { return .bulk(.unavailable(.noShiftTypes)) }
        guard perDay else { return .bulk(.addOneType) }
        guard days.count <= BulkEditState.maxDaysPerDayForm else {
            return .bulk(.unavailable(.tooManyDaysPerDay(max: BulkEditState.maxDaysPerDayForm, marked: days.count)))
        }
        return .bulk(.addTypePerDay)
    }

    /// d with days marked: the question, with the shifts it would delete.
    public static func deleteMarked(in state: AppState) -> AppAction {
        let days = state.bulk.marked.sorted()
        guard !days.isEmpty else { return .bulk(.unavailable(.noMarks)) }
        if let unloaded = days.first(where: { state.schedule.months[YearMonth($0)]?.shifts == nil }) {
            return .bulk(.unavailable(.monthNotLoaded(unloaded)))
        }
        let shifts = days.flatMap { state.schedule.shifts(startingOn: $0) }
        guard !shifts.isEmpty else { return .bulk(.unavailable(.noShiftsOnMarkedDays)) }
        return .bulk(.asked(BulkEditState.Question(days: days, requests: shifts.map { .delete($0) })))
    }

    /// Enter on a bulk form: the requests, or (not valid) `.form(.submit)`.
    public static func submit(in state: AppState) -> AppAction {
        guard let form = state.bulk.form, !form.isSaving, !form.isConfirmingDiscard, !state.bulk.isWaiting,
              case .requests(let requests)? = BulkEditReducer.submission(state.bulk) else {
            return .bulk(.form(.submit))
        }
        return .bulk(.submitted(requests))
    }

    /// y or n to the bulk delete question.
    public static func answer(_ yes: Bool, in state: AppState) -> AppAction? {
        guard let question = state.bulk.question, !state.bulk.isWaiting else { return nil }
        return yes ? .bulk(.submitted(question.requests)) : .bulk(.declined)
    }
}
