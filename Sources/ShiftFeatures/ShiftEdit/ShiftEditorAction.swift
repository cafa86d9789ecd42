import ShiftModel

package enum ShiftEditorAction: Hashable, Sendable {
    /// a: the add form for a day.
    case add(CalendarDay)
    /// s: the switch form (type and reason), then a question.
    case switchType(ScheduledShift)
    /// d: the delete question.
    case delete(ScheduledShift)
    /// n: the notes form.
    case notes(ScheduledShift)
    /// !: the sick form (reason) for a shift not marked sick.
    case sick(ScheduledShift)
    /// A key in the form. Enter arrives as `.submit` only when what was
    /// typed is not valid: the form then shows why.
    case form(FormAction)
    /// Enter on a valid switch form: asks before the switch.
    case asked(ShiftEditorQuestion)
    /// Enter on a valid form, y to the question, or ! on a sick shift: this
    /// request is written (by `ShiftEditMiddleware`), once checked against
    /// the working-time rules unless they were accepted broken (y to the
    /// rules question).
    case submitted(ShiftEditRequest, allowingBrokenRules: Bool = false)
    /// n or Esc to the question.
    case declined
    /// The request from here would break working-time rules: asks.
    case rulesBroken(RulesQuestion)
    /// n or Esc to the rules question: back to the form as it was.
    case rulesDeclined
    /// A key that cannot do anything here: says why (the edit notice shows it).
    case unavailable(EditUnavailable)
    /// The request from here was written: the editor starts afresh.
    case written
    /// The request from here was refused: the form shows why and can be sent again.
    case refused(ShiftEditFailure.Reason)
}

extension ShiftEditorAction {
    /// The editor's part of an app action: its own, and the outcome of the
    /// change it asked for.
    package init?(app action: AppAction) {
        switch action {
        case .editor(let own): self = own
        case .shiftEdit(.applied(_, .edit)): self = .written
        case .shiftEdit(.failed(let failure, .edit)): self = .refused(failure.reason)
        case .shiftEdit(.rulesBroken(let question)): self = .rulesBroken(question)
        default: return nil
        }
    }
}
