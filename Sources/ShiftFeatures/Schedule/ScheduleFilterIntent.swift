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
