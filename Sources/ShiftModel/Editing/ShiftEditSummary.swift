/// One-line descriptions of edits, for notices (and change-log lines):
/// `Switched E Early to L Late on 2026-11-23`.
extension ShiftEdit {
    package var summary: String {
        let shift = after ?? before
        let name = Self.name(shift)
        let on = Self.days(of: shift).map { " from \(day) to \($0)" } ?? " on \(day)"
        switch kind {
        case .add: return "Added \(name)\(on)"
        case .delete: return "Deleted \(name)\(on)"
        case .switchType: return "Switched \(Self.name(before)) to \(Self.name(after))\(on)"
        case .notes: return (after?.notes.isEmpty ?? true) ? "Cleared the notes of \(name)\(on)" : "Saved the notes of \(name)\(on)"
        case .sick: return "Marked \(name)\(on) sick"
        case .unsick: return "Unmarked sick: \(name)\(on)"
        case .typeEdit: return "Updated \(name)\(on) to its shift type"
        case .locationEdit: return "Updated the location of \(name)\(on)"
        }
    }

    static func name(_ shift: ScheduledShift?) -> String { shift?.name ?? "a shift" }

    /// The last day of an all-day entry of several days, else nil. Its
    /// days are its length in days, rounded: a day is 23 to 25 hours.
    static func days(of shift: ScheduledShift?) -> CalendarDay? {
        guard let shift, shift.isAllDay else { return nil }
        let days = Int((shift.end.timeIntervalSince(shift.start) / 86_400).rounded())
        return days > 1 ? shift.day.adding(days: days - 1) : nil
    }
}

extension CatalogEdit {
    /// `Edited shift type E Early` (with `, was X Extra` after a rename) or
    /// `Renamed location Ward 3 to Ward 4`.
    package var summary: String {
        switch self {
        case .shiftType(let before, let after):
            return "Edited shift type \(after.name)" + (before.name == after.name ? "" : " (was \(before.name))")
        case .location(let before, let after):
            return before.name == after.name ? "Edited location \(after.name)"
                : "Renamed location \(before.name) to \(after.name)"
        }
    }
}

extension ShiftOperation {
    /// The single edit's summary, or `Added 5 shifts` / `Changed 3 shifts`;
    /// for a catalog edit, the edit and how many shifts followed it.
    package var summary: String {
        if let catalog {
            let count = edits.count.counted("shift")
            return "\(catalog.summary); \(edits.isEmpty ? "no shifts" : count) updated"
        }
        guard edits.count != 1 else { return edits[0].summary }
        let count = "\(edits.count) shifts"
        let kinds = Set(edits.map(\.kind))
        switch kinds.count == 1 ? kinds.first : nil {
        case .add?: return "Added \(count)"
        case .delete?: return "Deleted \(count)"
        case .switchType?: return "Switched \(count)"
        default: return edits.isEmpty ? "Changed nothing" : "Changed \(count)"
        }
    }
}
