import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// The yes/no questions, in words, in one place; y and n are named from
/// the key table.
enum QuestionWords {
    private static var yes: String { KeyWords.yes }
    private static var no: String { KeyWords.no }

    /// A question asked over Today or the Schedule.
    static func screen(_ question: ScreenQuestion, catalog: Catalog) -> String {
        switch question {
        case .rules(let rules): ViolationWords.question(rules)
        case .edit(let edit): editor(edit, catalog: catalog)
        case .staleStep(let step): staleStep(step)
        case .bulkDelete(let delete): bulkDelete(delete)
        case .absence(let runs): absence(runs)
        }
    }

    /// Before a switch or a delete from the editor.
    static func editor(_ question: ShiftEditorQuestion, catalog: Catalog) -> String {
        switch question.request {
        case .delete(let shift):
            return "Delete \(shift.name) on \(shift.day.mediumLabel)? \(yes) deletes, \(no) keeps it."
        case .switchType(let shift, let to, _):
            let type = catalog.shiftType(to)?.name ?? to.rawValue
            return "Switch \(shift.name) on \(shift.day.mediumLabel) to \(type)? \(yes) switches, \(no) goes back."
        default:
            return "Go ahead? \(yes) yes, \(no) no."
        }
    }

    /// Before deleting the shifts of the marked days.
    static func bulkDelete(_ question: BulkEditState.Question) -> String {
        "Delete \(question.requests.count.counted("shift")) on \(FormWords.days(question.days))? All or none; "
            + "\(KeyWords.undo) undoes it. \(yes) deletes, \(no) keeps them."
    }

    /// `b`: which absence on which days.
    static func absence(_ question: BulkEditState.AbsenceQuestion) -> String {
        let days = question.runs.flatMap { $0.lowerBound.through($0.upperBound) }
        let entries = question.runs.count == 1 ? "" : ", \(question.runs.count.counted("entry", "entries"))"
        return "Book which absence on \(FormWords.days(days))\(entries)? a annual leave, s sick leave, t training, "
            + "l time off in lieu; n books none. \(KeyWords.undo) undoes it."
    }

    /// After an undo or redo step could not apply: why, and whether to drop it.
    static func staleStep(_ stale: StaleStep) -> String {
        "\(stale.refusal.sentence) Drop this step so older ones can be \(stale.list == .undo ? "undone" : "redone")? "
            + "\(yes) drops it, \(no) keeps it."
    }

    static func deleteShiftType(_ type: ShiftType) -> String {
        "Delete shift type \(type.symbol) \(type.title)? \(yes) deletes, \(no) keeps it."
    }

    static func deleteRotation(_ rotation: Rotation) -> String {
        "Delete rotation \(rotation.name)? Shifts it added stay. \(yes) deletes, \(no) keeps it."
    }

    static func deleteLocation(_ location: Location) -> String {
        "Delete location \(location.name)? \(yes) deletes, \(no) keeps it."
    }

    /// `Saving makes 3 shifts overlap: E Early 06:00–15:00 on Tue 2026-12-01
    /// with L Late 14:00–22:00 on Tue 2026-12-01, and 2 more. ...`
    static func overlaps(_ clashes: [ShiftClash], calendar: Calendar) -> String {
        let named = clashes.prefix(2).map { "\($0.shift.label(in: calendar)) with \($0.other.label(in: calendar))" }
        let more = clashes.count > 2 ? ", and \(clashes.count - 2) more" : ""
        let count = clashes.count.agreeing("a shift overlap another", "\(clashes.count) shifts overlap others")
        return "Saving makes \(count): \(named.joined(separator: "; "))\(more). "
            + "\(yes) saves anyway, \(no) goes back to the form."
    }

    /// Esc or Ctrl-C on a form with something typed.
    static func discard(_ question: DiscardQuestion) -> String {
        switch question {
        case .close: "Discard what you typed? \(yes) discards, \(no) keeps editing."
        case .quit: "Discard what you typed and quit? \(yes) quits, \(no) goes back to the form."
        }
    }
}
