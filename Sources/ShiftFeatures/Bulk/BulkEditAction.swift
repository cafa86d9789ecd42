import ShiftModel

package enum BulkEditAction: Hashable, Sendable {
    /// v or space: mark this day for a bulk change, or unmark it.
    case toggleMark(CalendarDay)
    /// Esc: unmark every day, and drop a `V` range.
    case clearMarks
    /// V: start a range here, or (started) mark the days from its start to here.
    case range(CalendarDay)
    /// W or M: mark these days (a week, a month), or unmark them all when
    /// all are marked already.
    case markAll([CalendarDay])
    /// a with days marked: one type for all of them.
    case addOneType([CalendarDay])
    /// A with days marked: a type per day.
    case addTypePerDay([CalendarDay])
    /// The rota line's keys.
    case rota(RotaAction)
    /// Y: these days are copied for `p`.
    case copy(CopiedDays)
    /// d with days marked: asks before deleting the shifts that start on them.
    case asked(BulkEditState.Question)
    /// b: asks which kind of absence to add on the marked days (or the cursor's).
    case askedAbsence(BulkEditState.AbsenceQuestion)
    /// A key in the form. Enter arrives as `.submit` only when the form is
    /// not valid: it then shows why.
    case form(FormAction)
    /// Enter on a valid form, or y to the question: these requests are
    /// written as one change (by `ShiftEditMiddleware`), once checked
    /// against the working-time rules unless they were accepted broken.
    case submitted([ShiftEditRequest], allowingBrokenRules: Bool = false)
    /// n or Esc to the question.
    case declined
    /// The bulk change from here would break working-time rules: asks.
    case rulesBroken(RulesQuestion)
    /// n or Esc to the rules question: back to what was open.
    case rulesDeclined
    /// A bulk key that cannot do anything now: the edit notice says why.
    case unavailable(EditUnavailable)
    /// The bulk change from here was written: the marks go.
    case written
    /// The bulk change from here was refused: the form shows why.
    case refused(ShiftEditFailure.Reason)
}

extension BulkEditAction {
    /// The bulk feature's part of an app action: its own, and the outcome
    /// of the change it asked for.
    package init?(app action: AppAction) {
        switch action {
        case .bulk(let own): self = own
        // The marked range went into a rotation's change: the marks go.
        case .rotationApply(.submitted): self = .clearMarks
        case .shiftEdit(.applied(_, .edit)): self = .written
        case .shiftEdit(.failed(let failure, .edit)): self = .refused(failure.reason)
        case .shiftEdit(.rulesBroken(let question)): self = .rulesBroken(question)
        default: return nil
        }
    }
}
