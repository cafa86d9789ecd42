import ShiftModel

package enum RotationApplyAction: Hashable, Sendable {
    /// The apply key: the form opens for these days (the marked range, or
    /// from the cursor on).
    case begin(from: CalendarDay, to: CalendarDay)
    /// A key in the form. Enter arrives as `.submit` only when the form is
    /// not valid: it then shows why.
    case form(FormAction)
    /// Enter on a valid form: the shifts of the days are read for the preview.
    case requested(RotationApplyRequest)
    /// The shifts of the request's days, or why they could not be read.
    case loaded(RotationApplyRequest, Result<[ScheduledShift], UserFacingError>)
    /// The preview's key: replace the shifts of days that have some, or keep them.
    case toggleExisting
    /// Esc on the preview: nothing is written.
    case cancel
    /// Enter on the preview: these requests are written as one change,
    /// which, written, did what `summary` says; checked against the
    /// working-time rules first unless they were accepted broken.
    case submitted([ShiftEditRequest], summary: RotationApplied, allowingBrokenRules: Bool = false)
    /// The preview's change would break working-time rules: asks.
    case rulesBroken(RulesQuestion)
    /// n or Esc to the rules question: the preview stays as it was.
    case rulesDeclined
    /// The change from here was written: the preview goes.
    case written
    /// The change from here was refused: the preview stays, saying why.
    case refused(ShiftEditFailure.Reason)
}

extension RotationApplyAction {
    /// The apply's part of an app action: its own, and the outcome of the
    /// change it asked for.
    package init?(app action: AppAction) {
        switch action {
        case .rotationApply(let own): self = own
        case .shiftEdit(.applied(_, .edit)): self = .written
        case .shiftEdit(.failed(let failure, .edit)): self = .refused(failure.reason)
        case .shiftEdit(.rulesBroken(let question)): self = .rulesBroken(question)
        default: return nil
        }
    }
}
