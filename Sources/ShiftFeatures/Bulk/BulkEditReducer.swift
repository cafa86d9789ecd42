import ShiftModel

/// Opens the bulk forms and question and turns Enter and y into the list of
/// requests for `ShiftEditMiddleware`. Pure. A form stays open with what was
/// chosen until the change is written; a refusal shows in it.
public enum BulkEditReducer {
    static let typeField = "type"
    static let notesField = "notes"
    /// The field of one day in the type-per-day form: `day-2026-11-23`.
    static func dayField(_ day: CalendarDay) -> String { "day-\(day)" }

    public static func reduce(_ app: inout AppState, _ action: BulkEditAction) {
        guard !app.bulk.isWaiting else { return }
        let days = app.schedule.marked.sorted()
        let types = app.catalog.catalog.shiftTypes
        var state = app.bulk
        defer { app.bulk = state }
        switch action {
        case .addOneType, .addTypePerDay:
            if app.catalog.refuses(&app.shiftEdit.notice) { return }
            guard !days.isEmpty else { return app.shiftEdit.notice = .error("Mark days with v (or space) first.") }
            guard !types.isEmpty else { return app.shiftEdit.notice = .error("There are no shift types yet: add one on screen 3.") }
            if action == .addOneType {
                state.kind = .oneType(days)
                state.form = FormState(title: "Add one shift type to \(daysText(days))", fields: [
                    .choice(key: typeField, label: "Shift type", options: ShiftEditorReducer.typeChoices(types),
                            selected: nil, hint: "←/→ or a letter"),
                    notesFormField,
                ])
            } else {
                guard days.count <= BulkEditState.maxDaysPerDayForm else {
                    return app.shiftEdit.notice = .error("A type per day takes up to \(BulkEditState.maxDaysPerDayForm) "
                        + "marked days at a time (\(days.count) are marked); a adds one type to all of them.")
                }
                state.kind = .typePerDay(days)
                let choices = [FormChoice(value: "", label: "— none")] + ShiftEditorReducer.typeChoices(types)
                state.form = FormState(title: "Add a shift type per day to \(daysText(days))", fields: days.map { day in
                    .choice(key: dayField(day), label: shortLabel(day), options: choices, selected: nil)
                } + [notesFormField])
            }
            state.question = nil

        case .deleteMarked:
            guard !days.isEmpty else { return app.shiftEdit.notice = .error("Mark days with v (or space) first.") }
            if let unloaded = days.first(where: { app.schedule.months[YearMonth($0)]?.shifts == nil }) {
                return app.shiftEdit.notice = .error("\(unloaded.mediumLabel) is marked but its month is not loaded: "
                    + "go back to it (g) or unmark it, then try again.")
            }
            let shifts = days.flatMap { app.schedule.shifts(startingOn: $0) }
            guard !shifts.isEmpty else { return app.shiftEdit.notice = Notice("No shifts on the marked days.") }
            let count = ShiftTypesReducer.shifts(shifts.count)
            state.question = BulkEditState.Question(
                "Delete \(count) on \(daysText(days))? All or none; u undoes it. y deletes, n keeps them.",
                requests: shifts.map { .delete($0) })

        case .form(let formAction):
            let outcome = FormReducer.reduce(&state.form, formAction)
            if state.form == nil {
                state.kind = nil
                return
            }
            if outcome == .submit { submit(&state) }

        case .answer(let yes):
            guard let question = state.question else { return }
            state.question = nil
            if yes {
                state.outgoing = question.requests
                state.isWaiting = true
            }
        }
    }

    /// The bulk side of every change: taken, written (the marks go), or
    /// refused (the form shows why; a question's refusal is the notice).
    public static func reduce(_ app: inout AppState, _ action: ShiftEditAction) {
        guard app.bulk.awaitEdit(action) else { return }
        app.bulk = BulkEditState()
        app.schedule.marked = []
    }

    private static func submit(_ state: inout BulkEditState) {
        guard var form = state.form, let kind = state.kind else { return }
        let notes = form[notesField]
        let problem = TextRules.problem(notes, required: nil, maxLength: ShiftEditorReducer.maxNotesLength)
        form.setErrors(problem.map { [notesField: $0] } ?? [:])
        form.error = nil
        let requests: [ShiftEditRequest]
        switch kind {
        case .oneType(let days):
            let type = ShiftTypeID(form[typeField])
            requests = days.map { .add(type, on: $0, notes: notes) }
        case .typePerDay(let days):
            requests = days.compactMap { day in
                let type = form[dayField(day)]
                return type.isEmpty ? nil : .add(ShiftTypeID(type), on: day, notes: notes)
            }
            if requests.isEmpty { form.error = "Choose a shift type for at least one day (←/→ on its line)." }
        }
        guard problem == nil, !requests.isEmpty else {
            state.form = form
            return
        }
        form.isSaving = true
        state.form = form
        state.outgoing = requests
        state.isWaiting = true
    }

    private static var notesFormField: FormField {
        FormField(key: notesField, label: "Notes", kind: .text(maxLength: ShiftEditorReducer.maxNotesLength),
                  hint: "optional, for every shift added")
    }

    /// `Mon 23 Nov`
    static func shortLabel(_ day: CalendarDay) -> String {
        "\(DayNames.weekdays[day.weekday - 1].prefix(3)) \(day.day) \(DayNames.months[day.month - 1].prefix(3))"
    }

    /// `Mon 23 Nov 2026`, or `5 days (Mon 23 Nov – Fri 27 Nov 2026)`.
    static func daysText(_ days: [CalendarDay]) -> String {
        guard let first = days.first, let last = days.last else { return "no days" }
        if days.count == 1 { return first.mediumLabel }
        return "\(days.count) days (\(shortLabel(first)) – \(last.mediumLabel))"
    }
}
