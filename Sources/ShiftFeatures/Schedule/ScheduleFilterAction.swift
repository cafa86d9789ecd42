/// The filter's own actions: the form, the search line, the jumps.
package enum ScheduleFilterAction: Hashable, Sendable {
    /// f opens the filter form, filled with the filter kept.
    case openForm(ScheduleFilterChoices)
    case form(FormAction)
    /// Enter on a valid form: keep this filter.
    case apply(ScheduleFilter)
    /// / starts the search line; keys edit it (the grid follows as you
    /// type); Enter keeps it; Esc clears the text.
    case search(SearchAction)
    /// Esc on the grid with no day marked: the filter goes.
    case clear
    /// Jump to the next or previous matching day.
    case jump(forward: Bool)
}
