import ShiftModel

/// What both front ends say of a change to shifts: the screens' notice and
/// the command line's output are the same sentences.
package enum ChangeWords {
    /// `Switched E Early to L Late on 2026-11-23.`; an undo or redo names
    /// the change the user made (`operation` is what was written now) and
    /// says where that leaves it: `Undone: the deletion of N Night on Wed
    /// 23 Dec (it is back).`, `Redone: the addition of 5 shifts (they are back).`
    package static func changed(_ operation: ShiftOperation, by source: ShiftEditSource) -> String {
        switch source {
        case .edit: "\(operation.summary)."
        case .undo: "Undone: \(UndoneChange(operation.inverse).undone)."
        case .redo: "Redone: \(UndoneChange(operation).redone)."
        }
    }

    package static func nothingTo(_ what: NothingToDo) -> String {
        switch what {
        case .undo: "Nothing to undo."
        case .redo: "Nothing to redo."
        case .change: "Nothing to change."
        }
    }

    /// Of a change made but not fully recorded (`why`).
    package static func notFullyRecorded(_ why: String) -> String {
        "It is not fully recorded yet: \(why) It is finished with the next change."
    }
}

/// A change the user made, named as a thing that can be taken back or made
/// again (`the deletion of N Night on Wed 23 Dec`).
private struct UndoneChange {
    /// The change as the user made it (not its inverse).
    let operation: ShiftOperation

    init(_ operation: ShiftOperation) { self.operation = operation }

    /// `the deletion of N Night on Wed 23 Dec (it is back)`.
    var undone: String { "\(noun) (\(afterUndo))" }
    /// `the deletion of N Night on Wed 23 Dec (it is gone again)`.
    var redone: String { "\(noun) (\(afterRedo))" }

    private var single: ShiftEdit? { operation.catalog == nil && operation.edits.count == 1 ? operation.edits[0] : nil }

    /// The kind every edit shares, if they all share one.
    private var sharedKind: ShiftEditKind? {
        let kinds = Set(operation.edits.map(\.kind))
        return kinds.count == 1 ? kinds.first : nil
    }

    private var noun: String {
        if let catalog = operation.catalog {
            switch catalog {
            case .shiftType(_, let after): return "the edit of shift type \(after.name)"
            case .location(_, let after): return "the edit of location \(after.name)"
            }
        }
        if let edit = single {
            let name = Self.name(edit.after ?? edit.before)
            let on = " on \(edit.day.shortLabel)"
            switch edit.kind {
            case .add: return "the addition of \(name)\(on)"
            case .delete: return "the deletion of \(name)\(on)"
            case .switchType: return "the switch of \(Self.name(edit.before)) to \(Self.name(edit.after))\(on)"
            case .notes: return "the notes of \(name)\(on)"
            case .sick: return "the sick mark of \(name)\(on)"
            case .unsick: return "the removal of the sick mark of \(name)\(on)"
            case .typeEdit: return "the update of \(name)\(on) to its shift type"
            case .locationEdit: return "the update of the location of \(name)\(on)"
            }
        }
        let count = operation.edits.count.counted("shift")
        switch sharedKind {
        case .add?: return "the addition of \(count)"
        case .delete?: return "the deletion of \(count)"
        case .switchType?: return "the switch of \(count)"
        default: return "the change of \(count)"
        }
    }

    private var pronoun: String { operation.catalog == nil && operation.edits.count != 1 ? "they are" : "it is" }

    private var afterUndo: String {
        if operation.catalog != nil { return catalogTail("as before") }
        switch single.map(\.kind) ?? sharedKind {
        case .add?: return "\(pronoun) gone"
        case .delete?: return "\(pronoun) back"
        case .switchType?: return single.map { "it is \(Self.name($0.before)) again" } ?? "\(pronoun) as before"
        case .sick?: return "\(pronoun) no longer sick"
        case .unsick?: return "\(pronoun) sick again"
        default: return "\(pronoun) as before"
        }
    }

    private var afterRedo: String {
        if operation.catalog != nil { return catalogTail("edited again") }
        switch single.map(\.kind) ?? sharedKind {
        case .add?: return "\(pronoun) back"
        case .delete?: return "\(pronoun) gone again"
        case .switchType?: return single.map { "it is \(Self.name($0.after)) again" } ?? "\(pronoun) switched again"
        case .sick?: return "\(pronoun) sick again"
        case .unsick?: return "\(pronoun) no longer sick"
        default: return "\(pronoun) changed again"
        }
    }

    /// `it and its 3 shifts are as before`, `it is as before`.
    private func catalogTail(_ state: String) -> String {
        operation.edits.isEmpty ? "it is \(state)"
            : "it and its \(operation.edits.count.counted("shift")) are \(state)"
    }

    private static func name(_ shift: ScheduledShift?) -> String { shift?.name ?? "a shift" }
}
