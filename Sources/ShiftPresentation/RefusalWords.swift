import ShiftModel

extension ShiftEditRefusal {
    /// What the screens and the command line say of a refused change: what
    /// is in the way, what to do, and that nothing was changed.
    package var sentence: String {
        switch reason {
        case .overlap(let shift, let kind, let blocking):
            "Cannot \(Self.verb(kind)) \(label(shift)): it overlaps \(label(blocking)). Nothing was changed."
        case .tooLong(let shift, let kind):
            "Cannot \(Self.verb(kind)) \(label(shift)): it would last "
                + "\(ShiftLength.label(seconds: ShiftLength.seconds(of: shift))) that day (daylight saving), and shifts "
                + "of 24 hours or more are not allowed. Nothing was changed."
        case .unknownType(let id):
            "There is no shift type \"\(id)\" any more (the Shift types screen lists them). Nothing was changed."
        case .gone(let seen):
            "\(label(seen)) is no longer in the calendar: it was deleted elsewhere. Nothing was changed."
        case .changed(let seen, let now):
            "\(label(seen)) was changed elsewhere since it was shown (\(seen.difference(to: now, in: calendar))). "
                + "Nothing was changed."
        case .stepStale(let expected, let now?):
            "\(label(expected)) was changed since (\(expected.difference(to: now, in: calendar))), so this cannot be "
                + "undone or redone. Nothing was changed."
        case .stepStale(let expected, nil):
            "\(label(expected)) is no longer in the calendar, so this cannot be undone or redone. Nothing was changed."
        case .catalogChanged(let edit):
            "\(edit.name) was changed since in the catalog, so this cannot be undone or redone. Nothing was changed."
        case .exists(let present):
            "\(label(present)) is in the calendar already. Nothing was changed."
        case .unchanged(let shift, .sameType(let type)):
            "\(label(shift)) is \(type.name) already. Nothing was changed."
        case .unchanged(let shift, let why):
            "Nothing to change on \(label(shift)): \(Self.sameAsBefore(why))."
        }
    }

    private func label(_ shift: ScheduledShift) -> String { shift.label(in: calendar) }

    private static func verb(_ kind: ShiftEditKind) -> String { kind == .add ? "add" : "switch to" }

    private static func sameAsBefore(_ why: Unchanged) -> String {
        switch why {
        case .sameType(let type): "it is \(type.name) already"
        case .sameNotes: "its notes are the same"
        case .sameSickReason: "it is marked sick with this reason"
        case .notSick: "it is not marked sick"
        }
    }
}
