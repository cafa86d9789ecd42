import ShiftModel

/// A rotation to lay over `days` from `anchor`: a preset comes here with
/// its roles mapped to the user's types.
package struct RotationApplyRequest: Hashable, Sendable {
    package var rotation: Rotation
    package var days: ClosedRange<CalendarDay>
    package var anchor: CalendarDay

    package init(rotation: Rotation, days: ClosedRange<CalendarDay>, anchor: CalendarDay) {
        self.rotation = rotation
        self.days = days
        self.anchor = anchor
    }
}
