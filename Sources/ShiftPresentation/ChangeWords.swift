import ShiftModel

/// What both front ends say of a change to shifts: the screens' notice and
/// the command line's output are the same sentences.
public enum ChangeWords {
    /// `Switched E Early to L Late on 2026-11-23.`, `Undone: Added 5 shifts.`
    public static func changed(_ operation: ShiftOperation, by source: ShiftEditSource) -> String {
        let prefix = switch source {
        case .edit: ""
        case .undo: "Undone: "
        case .redo: "Redone: "
        }
        return "\(prefix)\(operation.summary)."
    }

    public static func nothingTo(_ what: NothingToDo) -> String {
        switch what {
        case .undo: "Nothing to undo."
        case .redo: "Nothing to redo."
        case .change: "Nothing to change."
        }
    }

    /// Of a change made but not fully recorded (`why`).
    public static func notFullyRecorded(_ why: String) -> String {
        "It is not fully recorded yet: \(why) It is finished with the next change."
    }
}
