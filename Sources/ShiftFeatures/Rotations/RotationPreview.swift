import ShiftModel

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
