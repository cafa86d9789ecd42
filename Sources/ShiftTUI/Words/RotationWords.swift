import ShiftFeatures
import ShiftModel

/// The words of rotations: the preview's line, the notice after applying,
/// and the presets' roles.
enum RotationWords {
    /// `Added 91 shifts, skipped 3 days with shifts.`
    static func applied(_ applied: RotationApplied) -> String {
        var parts = ["Added \(applied.added.counted("shift"))"]
        if applied.skippedDays > 0 { parts.append("skipped \(applied.skippedDays.counted("day")) with shifts") }
        if applied.replacedDays > 0 {
            parts.append("replaced the shifts of \(applied.replacedDays.counted("day"))")
        }
        return parts.joined(separator: ", ") + ". \(KeyWords.undo) undoes all of it."
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

    /// What a preset's role stands for.
    static func role(_ role: String) -> String {
        switch role {
        case "D": "day shift"
        case "N": "night"
        case "E": "early"
        case "L": "late"
        default: "shift"
        }
    }
}
