import ShiftModel

/// What the apply keys ask for, decided on the state they meet.
package enum RotationApplyIntent {
    /// The apply key on the Schedule: the form for the marked range (a `V`
    /// range included), or, with no marks, from the cursor for three months.
    package static func begin(in state: AppState) -> AppAction? {
        guard let cursor = state.schedule.cursor, !state.rotationApply.isWaiting else { return nil }
        if let refusal = state.catalog.refusal { return .bulk(.unavailable(.catalog(refusal))) }
        guard !state.catalog.catalog.shiftTypes.isEmpty else { return .bulk(.unavailable(.noShiftTypes)) }
        let marked = BulkEditIntent.markedDays(in: state)
        if let first = marked.first, let last = marked.last { return .rotationApply(.begin(from: first, to: last)) }
        return .rotationApply(.begin(from: cursor, to: threeMonths(from: cursor)))
    }

    /// The day before the same day three months on (the month's last day
    /// when it has no such day): three whole months.
    static func threeMonths(from day: CalendarDay) -> CalendarDay {
        day.adding(months: 3).adding(days: -1)
    }

    /// Enter on the form: the request whose days are read for the preview,
    /// or (not valid) `.form(.submit)`, which shows why.
    package static func submitForm(in state: AppState) -> AppAction {
        let apply = state.rotationApply
        guard let form = apply.form, !form.isConfirmingDiscard, apply.loading == nil,
              case .success(let request) = RotationApplyForm.request(
                form, catalog: state.catalog.catalog, today: CatalogListInput(state).today)
        else { return .rotationApply(.form(.submit)) }
        return .rotationApply(.requested(request))
    }

    /// Enter on the preview: its edits as one change.
    package static func apply(in state: AppState) -> AppAction? {
        guard let preview = state.rotationApply.preview, !state.rotationApply.isWaiting,
              state.rotationApply.rulesQuestion == nil else { return nil }
        return .rotationApply(.submitted(preview.plan.requests, summary: preview.summary))
    }

    /// y or n to "this breaks a rule, apply anyway?" over the preview.
    package static func answerRules(_ yes: Bool, in state: AppState) -> AppAction? {
        let apply = state.rotationApply
        guard let question = apply.rulesQuestion, let preview = apply.preview, !apply.isWaiting else { return nil }
        return yes ? .rotationApply(.submitted(question.requests, summary: preview.summary, allowingBrokenRules: true))
            : .rotationApply(.rulesDeclined)
    }
}
