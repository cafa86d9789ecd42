import ShiftModel

/// Applying a rotation to a range of days from the Schedule: a form asks
/// which rotation, the days and the anchor; the shifts of those days are
/// read; the grid then previews what Enter writes (nothing is written
/// before it), and Enter writes it all as one change, one undo step.
package struct RotationApplyState: Hashable, Sendable {
    /// The form or the preview, while open.
    package var open: RotationApplyOpen?
    /// The preview's change is being written.
    package var isWaiting: Bool
    /// Asked when the preview's change would break working-time rules:
    /// over the preview, which no keeps as it was.
    package var rulesQuestion: RulesQuestion?

    package init(open: RotationApplyOpen? = nil, isWaiting: Bool = false, rulesQuestion: RulesQuestion? = nil) {
        self.rulesQuestion = rulesQuestion
        self.open = open
        self.isWaiting = isWaiting
    }

    /// The longest range applied at once: ten years.
    package static let maxDays = 3_660
}

/// The fields of the apply form.
package enum RotationApplyField: Hashable, Sendable, CaseIterable {
    /// One of the user's rotations or a preset.
    case rotation
    case from, to
    /// The day the cycle's first day falls on; empty: the rotation's own
    /// (a preset's: the first day).
    case anchor
}

/// A rotation to lay over `days` from `anchor`: a preset comes here with
/// its roles mapped to the user's types.
package struct RotationApplyRequest: Hashable, Sendable {
    package var rotation: Rotation
    package var days: ClosedRange<CalendarDay>
    package var anchor: CalendarDay

    package init(rotation: Rotation, days: ClosedRange<CalendarDay>, anchor: CalendarDay) {
        self.rotation = rotation
        self.days = days
        self.anchor = anchor
    }
}

/// The preview: the plan over the days, made from their shifts as read,
/// and why Enter's change was refused, if it was.
package struct RotationPreview: Hashable, Sendable {
    package var request: RotationApplyRequest
    /// The shifts of the days as read, so `r` can plan again without
    /// reading.
    package var existing: [ScheduledShift]
    package var plan: RotationPlan
    package var failure: FormFailure?

    package init(request: RotationApplyRequest, existing: [ScheduledShift],
                existingShifts: RotationPlan.ExistingShifts, catalog: Catalog, failure: FormFailure? = nil) {
        self.request = request
        self.existing = existing
        self.plan = RotationPlan(rotation: request.rotation, days: request.days, anchor: request.anchor,
                                 existing: existing, existingShifts: existingShifts, catalog: catalog)
        self.failure = failure
    }

    /// What Enter's notice says once the change is written.
    package var summary: RotationApplied {
        RotationApplied(name: request.rotation.name, added: plan.added, skippedDays: plan.skippedDays,
                        replacedDays: plan.replacedDays, alreadyDays: plan.alreadyDays)
    }
}

/// What applying a rotation did, for its notice.
package struct RotationApplied: Hashable, Sendable {
    package var name: String
    package var added: Int
    package var skippedDays: Int
    package var replacedDays: Int
    /// Days that held the rotation's type already.
    package var alreadyDays: Int

    package init(name: String, added: Int, skippedDays: Int, replacedDays: Int, alreadyDays: Int = 0) {
        self.name = name
        self.added = added
        self.skippedDays = skippedDays
        self.replacedDays = replacedDays
        self.alreadyDays = alreadyDays
    }
}

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
