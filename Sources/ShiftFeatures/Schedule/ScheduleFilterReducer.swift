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
