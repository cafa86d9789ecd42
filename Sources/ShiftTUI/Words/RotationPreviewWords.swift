import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// The screen's own words of rotations: the preview's line and range, and
/// the notice after applying (the command line's sentence, and the key
/// that takes it back).
enum RotationPreviewWords {
    /// `Added 91 shifts, skipped 3 days with shifts. u undoes all of it.`
    static func applied(_ applied: RotationApplied) -> String {
        RotationWords.outcome(added: applied.added, replacedDays: applied.replacedDays,
                              skippedDays: applied.skippedDays, alreadyDays: applied.alreadyDays, written: true)
            + " \(KeyWords.undo) undoes all of it."
    }

    /// `Enter adds 91 shifts, skips 3 days with shifts (r: replace them)`:
    /// what Enter will do, and how to change it.
    static func preview(_ plan: RotationPlan) -> String {
        var text = "\(KeyWords.writePreview) adds \(plan.added.counted("shift"))"
        let conflicts = plan.skippedDays + plan.replacedDays
        switch plan.existingShifts {
        case .keep where conflicts > 0:
            text += ", skips \(plan.skippedDays.counted("day")) with shifts (\(KeyWords.toggleReplace): replace them)"
        case .replace where conflicts > 0:
            text += ", replacing the shifts of \(plan.replacedDays.counted("day")) (\(KeyWords.toggleReplace): keep them)"
        default:
            break
        }
        let unknown = plan.outcomes.lazy.filter { if case .unknownType = $0 { true } else { false } }.count
        if unknown > 0 { text += "; \(unknown.counted("day")) of a deleted type (?) left out" }
        return text + " · \(KeyWords.cancelPreview) cancels"
    }

    /// `4 on 4 off, days · Mon 23 Nov – Sun 21 Feb 2027`
    static func range(_ plan: RotationPlan) -> String {
        "\(plan.rotation.name.sanitizedForTerminal) · \(plan.days.lowerBound.shortLabel) – "
            + plan.days.upperBound.mediumLabel
    }
}
