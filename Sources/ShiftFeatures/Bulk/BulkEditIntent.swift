import ShiftModel

/// What the bulk keys of the Schedule ask for, decided on the state they
/// meet: v, V, W, M and Esc mark days; with days marked a, A and d work on
/// all of them (a refusal says why instead); Enter and y send the requests;
/// R types a rota; Y copies days and p pastes them.
package enum BulkEditIntent {
    /// v or space on the cursor's day.
    package static func toggleMark(in state: AppState) -> AppAction? {
        state.schedule.cursor.map { .bulk(.toggleMark($0)) }
    }

    /// Esc on the Schedule: unmarks all, when there are marks or a range.
    package static func clearMarks(in state: AppState) -> AppAction? {
        state.bulk.marked.isEmpty && state.bulk.rangeAnchor == nil ? nil : .bulk(.clearMarks)
    }

    /// The first day of a week, from Settings (`firstWeekday`).
    static func weekStart(in state: AppState) -> Int {
        state.catalog.catalog.settings.firstWeekday.number
    }

    /// The days a, A and d work on: the marks, with a `V` range to the cursor.
    package static func markedDays(in state: AppState) -> [CalendarDay] {
        state.bulk.markedDays(cursor: state.schedule.cursor)
    }

    /// True when a, A and d work on marked days rather than the cursor's.
    package static func hasMarks(in state: AppState) -> Bool {
        !state.bulk.marked.isEmpty || state.bulk.rangeAnchor != nil
    }

    /// V: a range starts at the cursor, or ends there.
    package static func range(in state: AppState) -> AppAction? {
        state.schedule.cursor.map { .bulk(.range($0)) }
    }

    /// W: the cursor's week (from the calendar's first weekday), marked or unmarked.
    package static func markWeek(in state: AppState) -> AppAction? {
        guard let cursor = state.schedule.cursor else { return nil }
        let start = cursor.startOfWeek(firstWeekday: weekStart(in: state))
        return .bulk(.markAll(start.through(start.adding(days: 6))))
    }

    /// M: the cursor's month, marked or unmarked.
    package static func markMonth(in state: AppState) -> AppAction? {
        guard let cursor = state.schedule.cursor else { return nil }
        let month = YearMonth(cursor)
        return .bulk(.markAll(month.firstDay.through(month.lastDay)))
    }

    /// a with days marked (one type for all), A (a type per day).
    package static func add(perDay: Bool, in state: AppState) -> AppAction {
        let days = markedDays(in: state)
        if let refusal = state.catalog.refusal { return .bulk(.unavailable(.catalog(refusal))) }
        guard !days.isEmpty else { return .bulk(.unavailable(.noMarks)) }
        guard !state.catalog.catalog.shiftTypes.isEmpty else { return .bulk(.unavailable(.noShiftTypes)) }
        guard perDay else { return .bulk(.addOneType(days)) }
        guard days.count <= BulkEditState.maxDaysPerDayForm else {
            return .bulk(.unavailable(.tooManyDaysPerDay(max: BulkEditState.maxDaysPerDayForm, marked: days.count)))
        }
        return .bulk(.addTypePerDay(days))
    }

    /// R: the rota line for the days from the cursor on.
    package static func beginRota(in state: AppState) -> AppAction? {
        guard let cursor = state.schedule.cursor else { return nil }
        if let refusal = state.catalog.refusal { return .bulk(.unavailable(.catalog(refusal))) }
        guard !state.catalog.catalog.shiftTypes.isEmpty else { return .bulk(.unavailable(.noShiftTypes)) }
        return .bulk(.rota(.begin(cursor)))
    }

    /// Enter on the rota line: the adds it makes, as one change, or why not.
    package static func submitRota(in state: AppState) -> AppAction? {
        guard let rota = state.bulk.rota, !state.bulk.isWaiting else { return nil }
        let catalog = state.catalog.catalog
        switch rota.pattern(in: catalog) {
        case .failure(let problem):
            return .bulk(.rota(.refused(problem)))
        case .success(let pattern):
            let requests = RotaPrompt.requests(pattern, from: rota.start, in: catalog)
            guard !requests.isEmpty else { return .bulk(.rota(.refused(.empty))) }
            return .bulk(.submitted(requests))
        }
    }

    /// Y: the marked days (with a `V` range), or else the cursor's week.
    package static func copy(in state: AppState) -> AppAction? {
        guard let cursor = state.schedule.cursor else { return nil }
        var days = markedDays(in: state)
        let isWeek = days.isEmpty
        if isWeek {
            let start = cursor.startOfWeek(firstWeekday: weekStart(in: state))
            days = start.through(start.adding(days: 6))
        }
        if let unloaded = days.first(where: { state.schedule.months[YearMonth($0)]?.shifts == nil }) {
            return .bulk(.unavailable(.monthNotLoaded(unloaded)))
        }
        return CopiedDays.copying(days, isWeek: isWeek, from: state.schedule).map { .bulk(.copy($0)) }
    }

    /// p: what was copied, added from the cursor (from its week's first day
    /// for a copied week) as one change.
    package static func paste(in state: AppState) -> AppAction? {
        guard let cursor = state.schedule.cursor, !state.bulk.isWaiting else { return nil }
        guard let copied = state.bulk.copied else { return .bulk(.unavailable(.nothingCopied)) }
        if let refusal = state.catalog.refusal { return .bulk(.unavailable(.catalog(refusal))) }
        let start = copied.isWeek
            ? cursor.startOfWeek(firstWeekday: weekStart(in: state)) : cursor
        let requests = copied.requests(startingOn: start)
        guard !requests.isEmpty else { return .bulk(.unavailable(.nothingCopied)) }
        return .bulk(.submitted(requests))
    }

    /// d with days marked: the question, with the shifts it would delete.
    package static func deleteMarked(in state: AppState) -> AppAction {
        let days = markedDays(in: state)
        guard !days.isEmpty else { return .bulk(.unavailable(.noMarks)) }
        if let unloaded = days.first(where: { state.schedule.months[YearMonth($0)]?.shifts == nil }) {
            return .bulk(.unavailable(.monthNotLoaded(unloaded)))
        }
        let shifts = days.flatMap { state.schedule.shifts(startingOn: $0) }
        guard !shifts.isEmpty else { return .bulk(.unavailable(.noShiftsOnMarkedDays)) }
        return .bulk(.asked(BulkEditState.Question(days: days, requests: shifts.map { .delete($0) })))
    }

    /// Enter on a bulk form: the requests, or (not valid) `.form(.submit)`.
    package static func submit(in state: AppState) -> AppAction {
        guard let form = state.bulk.form, !form.isSaving, !form.isConfirmingDiscard, !state.bulk.isWaiting,
              case .requests(let requests)? = BulkEditReducer.submission(state.bulk) else {
            return .bulk(.form(.submit))
        }
        return .bulk(.submitted(requests))
    }

    /// y or n to "this breaks a rule, save anyway?" after a bulk change.
    package static func answerRules(_ yes: Bool, in state: AppState) -> AppAction? {
        guard let question = state.bulk.rulesQuestion, !state.bulk.isWaiting else { return nil }
        return yes ? .bulk(.submitted(question.requests, allowingBrokenRules: true)) : .bulk(.rulesDeclined)
    }

    /// y or n to the bulk delete question.
    /// b: asks which absence to add on the marked days, or on the
    /// cursor's day without marks.
    package static func askAbsence(in state: AppState) -> AppAction? {
        let days = hasMarks(in: state) ? markedDays(in: state) : state.schedule.cursor.map { [$0] } ?? []
        guard !days.isEmpty else { return nil }
        return .bulk(.askedAbsence(BulkEditState.AbsenceQuestion(days: days)))
    }

    /// The kind answered to `b`'s question (nil: no), as one change.
    package static func answerAbsence(_ kind: AbsenceKind?, in state: AppState) -> AppAction? {
        guard let question = state.bulk.absenceQuestion, !state.bulk.isWaiting else { return nil }
        return kind.map { .bulk(.submitted(question.requests($0))) } ?? .bulk(.declined)
    }

    package static func answer(_ yes: Bool, in state: AppState) -> AppAction? {
        guard let question = state.bulk.question, !state.bulk.isWaiting else { return nil }
        return yes ? .bulk(.submitted(question.requests)) : .bulk(.declined)
    }
}
