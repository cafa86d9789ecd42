import ShiftModel

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
