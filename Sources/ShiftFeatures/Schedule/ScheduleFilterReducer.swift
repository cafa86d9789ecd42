import ShiftModel

extension ScheduleReducer {
    /// The filter's transitions: the form, the search line, the jumps.
    static func reduceFilter(_ state: inout ScheduleState, _ action: ScheduleFilterAction, today: CalendarDay?) {
        switch action {
        case .openForm(let choices):
            guard state.cursor != nil else { return }
            state.filterNotice = nil
            state.filterForm = ScheduleFilterForm.make(state.filter, choices: choices)

        case .form(let formAction):
            guard FormReducer.reduce(&state.filterForm, formAction) == .submit, let form = state.filterForm,
                  let today = today ?? state.cursor else { return }
            let problems = ScheduleFilterForm.problems(form, today: today)
            if !problems.isEmpty { state.filterForm?.refused(problems) }

        case .apply(let filter):
            state.filterForm = nil
            state.filterNotice = nil
            state.filter = filter
            // A range away from the cursor brings the cursor to its first
            // day; its months load either way.
            if let range = filter.range, let cursor = state.cursor, !range.contains(cursor) {
                moveCursorTo(range.lowerBound, &state)
            } else {
                markWantedLoading(&state)
            }

        case .search(let search):
            switch search {
            case .begin:
                guard state.cursor != nil else { return }
                state.filterNotice = nil
                state.searchLine = TextInput(state.filter.text)
            case .edit(let edit):
                guard var line = state.searchLine else { return }
                edit.apply(to: &line)
                state.searchLine = line
                state.filter.text = line.text
            case .commit:
                state.searchLine = nil
            case .cancel:
                state.searchLine = nil
                state.filter.text = ""
            }

        case .clear:
            state.filter = ScheduleFilter()
            state.searchLine = nil
            state.filterNotice = nil

        case .jump(let forward):
            guard let cursor = state.cursor else { return }
            if state.filter.isEmpty {
                state.filterNotice = .noFilter
            } else if let day = ScheduleFilterMatch.next(after: cursor, forward: forward, in: state.matchingDays) {
                moveCursorTo(day, &state)
            } else {
                state.filterNotice = .noMatch(forward: forward, fromMatch: state.matchingDays.contains(cursor))
            }
        }
    }
}

/// The filter form: built in one place, read back in one place.
package enum ScheduleFilterForm {
    package static func make(_ filter: ScheduleFilter, choices: ScheduleFilterChoices) -> FormState<ScheduleFilterField> {
        let any = FormChoice(nil, name: "—")
        let type = filter.types.sorted { $0.rawValue < $1.rawValue }.first.map(FormValue.shiftType)
        let location = choices.locations.first { choice in
            filter.locations.contains { $0.lowercased() == choice.name.lowercased() }
        }?.value
        return FormState([
            .choice(.type, options: [any] + choices.types, selected: type),
            .choice(.location, options: [any] + choices.locations, selected: location),
            .toggle(.sickOnly, isOn: filter.sickOnly),
            FormField(.from, .text(maxLength: 20), text: filter.range?.lowerBound.description ?? ""),
            FormField(.through, .text(maxLength: 20), text: filter.range?.upperBound.description ?? ""),
            FormField(.text, .text(maxLength: 100), text: filter.text),
        ])
    }

    /// Why the form's values are not a filter, by field; empty when they are.
    package static func problems(_ form: FormState<ScheduleFilterField>, today: CalendarDay) -> [ScheduleFilterField: FieldProblem] {
        switch read(form, today: today, locationName: { _ in "" }) {
        case .success: [:]
        case .failure(let refusal): refusal.problems
        }
    }

    package struct Refusal: Error, Hashable, Sendable {
        package var problems: [ScheduleFilterField: FieldProblem]
    }

    /// The filter the form holds: dates as the go-to prompt takes them
    /// (either may be empty: from the first or to the last day loaded).
    package static func read(_ form: FormState<ScheduleFilterField>, today: CalendarDay,
                            locationName: (LocationID) -> String?) -> Result<ScheduleFilter, Refusal> {
        var problems: [ScheduleFilterField: FieldProblem] = [:]
        func day(_ field: ScheduleFilterField) -> CalendarDay? {
            let typed = form.text(field).trimmingWhitespace()
            guard !typed.isEmpty else { return nil }
            switch DayArgument.resolve(typed, today: today) {
            case .success(let day): return day
            case .failure(let refusal): problems[field] = refusal.problem
            }
            return nil
        }
        let from = day(.from)
        let through = day(.through)
        var range: ClosedRange<CalendarDay>?
        if problems.isEmpty, from != nil || through != nil {
            let first = from ?? through ?? today
            let last = through ?? from ?? today
            if let problem = FieldProblem.ofRange(from: first, through: last, maxDays: ScheduleFilter.maxRangeDays) {
                problems[.through] = problem
            } else {
                range = first...last
            }
        }
        guard problems.isEmpty else { return .failure(Refusal(problems: problems)) }
        var filter = ScheduleFilter(sickOnly: form.isOn(.sickOnly), range: range,
                                    text: form.text(.text).trimmingWhitespace())
        if let type = form.shiftType(.type) { filter.types = [type] }
        if let location = form.location(.location), let name = locationName(location) { filter.locations = [name] }
        return .success(filter)
    }
}

/// Keys on the filter: what to send, decided on the state the key meets.
package enum ScheduleFilterIntent {
    /// f: the form, offering the catalog's types and locations.
    package static func open(in state: AppState) -> AppAction {
        .schedule(.filter(.openForm(ScheduleFilterChoices(state.catalog.catalog))))
    }

    /// Enter on the filter form: the filter, or (not valid) `.form(.submit)`, which shows why.
    package static func submit(in state: AppState) -> AppAction {
        let schedule = state.schedule
        guard let form = schedule.filterForm, !form.isConfirmingDiscard,
              let today = state.clockToday ?? schedule.cursor,
              case .success(let filter) = ScheduleFilterForm.read(form, today: today, locationName: {
                  state.catalog.catalog.location($0)?.name
              }) else {
            return .schedule(.filter(.form(.submit)))
        }
        return .schedule(.filter(.apply(filter)))
    }
}
