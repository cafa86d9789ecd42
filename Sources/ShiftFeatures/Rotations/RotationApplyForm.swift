import ShiftModel

/// The apply form, built in one place, and what its values come to.
package enum RotationApplyForm {
    /// Which rotation (the user's first, then the presets), the days, and
    /// an anchor left empty for the rotation's own.
    package static func make(from: CalendarDay, to: CalendarDay, catalog: Catalog) -> FormState<RotationApplyField> {
        FormState([
            .choice(.rotation, options: choices(catalog), selected: nil),
            FormField(.from, .text(maxLength: 20), text: from.description),
            FormField(.to, .text(maxLength: 20), text: to.description),
            FormField(.anchor, .text(maxLength: 20)),
        ])
    }

    /// `Ward A: E E N N ~ ~ ~ ~`, then `4 on 4 off, days (preset): D D D D ~ ~ ~ ~`:
    /// the cycle beside the name, so the choice shows what it repeats.
    static func choices(_ catalog: Catalog) -> [FormChoice] {
        catalog.rotations.map { FormChoice(.rotation($0.id), name: "\($0.name): \($0.patternText(in: catalog))") }
            + RotationPreset.all.map { FormChoice(.preset($0.id), name: "\($0.name) (preset): \($0.patternText)") }
    }

    /// The request the form's values make, or every field's problem.
    package static func request(_ form: FormState<RotationApplyField>, catalog: Catalog,
                               today: CalendarDay) -> Result<RotationApplyRequest, ValidationErrors<RotationApplyField>> {
        var errors = ValidationErrors<RotationApplyField>()
        func day(_ field: RotationApplyField) -> CalendarDay? {
            let text = form.text(field).trimmingWhitespace()
            guard !text.isEmpty else {
                errors[field] = .missing(.date)
                return nil
            }
            switch DayArgument.resolve(text, today: today) {
            case .success(let day): return day
            case .failure(let refusal):
                errors[field] = refusal.problem
                return nil
            }
        }
        let from = day(.from)
        let to = day(.to)
        if let from, let to { errors[.to] = FieldProblem.ofRange(from: from, through: to, maxDays: RotationApplyState.maxDays) }
        var anchor: CalendarDay?
        if !form.text(.anchor).trimmingWhitespace().isEmpty { anchor = day(.anchor) }

        var rotation: Rotation?
        switch form.chosen(.rotation) {
        case .rotation(let id)?:
            rotation = catalog.rotation(id)
            if rotation == nil { errors[.rotation] = .missing(.rotation) }
        case .preset?:
            if let preset = form.preset(.rotation) {
                let (mapping, unmatched) = preset.matching(catalog)
                if unmatched.isEmpty {
                    rotation = preset.rotation(id: RotationID(preset.id), anchor: from ?? today, mapping: mapping)
                } else {
                    errors[.rotation] = .rolesUnmatched(unmatched)
                }
            } else {
                errors[.rotation] = .missing(.rotation)
            }
        default:
            errors[.rotation] = .missing(.rotation)
        }
        guard errors.isEmpty, let rotation, let from, let to else { return .failure(errors) }
        return .success(RotationApplyRequest(rotation: rotation, days: from...to, anchor: anchor ?? rotation.anchor))
    }
}
