import ShiftModel

/// What both front ends say of applying a rotation: the Schedule's notice
/// and `shifts rotate`'s output are the same sentence.
package enum RotationWords {
    /// `Added 91 shifts, skipped 3 days with shifts.` once written, or
    /// `Would add 91 shifts, skip 3 days with shifts.` for a preview. Parts
    /// with nothing to say are left out.
    package static func outcome(_ plan: RotationPlan, written: Bool) -> String {
        outcome(added: plan.added, replacedDays: plan.replacedDays, skippedDays: plan.skippedDays,
                alreadyDays: plan.alreadyDays, written: written)
    }

    package static func outcome(added: Int, replacedDays: Int, skippedDays: Int, alreadyDays: Int,
                               written: Bool) -> String {
        var parts = ["\(written ? "Added" : "Would add") \(added.counted("shift"))"]
        if replacedDays > 0 {
            parts.append("\(written ? "replaced" : "replace") the shifts of \(replacedDays.counted("day"))")
        }
        if skippedDays > 0 {
            parts.append("\(written ? "skipped" : "skip") \(skippedDays.counted("day")) with shifts")
        }
        if alreadyDays > 0 {
            parts.append("\(written ? "left" : "leave") \(alreadyDays.counted("day")) that "
                + "\(written ? "had" : alreadyDays.agreeing("has", "have")) it already")
        }
        return parts.joined(separator: ", ") + "."
    }

    /// Of a plan that writes nothing: `Nothing to add from 2026-12-01 to
    /// 2026-12-31: skip 3 days with shifts.`
    package static func nothingToAdd(_ plan: RotationPlan) -> String {
        var reasons: [String] = []
        if plan.skippedDays > 0 { reasons.append("\(plan.skippedDays.counted("day")) with shifts kept") }
        if plan.alreadyDays > 0 {
            reasons.append("\(plan.alreadyDays.counted("day")) \(plan.alreadyDays.agreeing("has", "have")) it already")
        }
        let why = reasons.isEmpty ? "the cycle is off on every day" : reasons.joined(separator: ", ")
        return "Nothing to add from \(plan.days.lowerBound) to \(plan.days.upperBound): \(why)."
    }

    /// What a preset's role stands for: `D` "a day shift". Said where the
    /// user maps roles to types.
    package static func role(_ role: String) -> String {
        switch role.uppercased() {
        case "D": "a day shift"
        case "N": "a night"
        case "E": "an early"
        case "L": "a late"
        default: "a shift"
        }
    }
}
