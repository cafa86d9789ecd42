/// A rotation apart from its id: what its form validates.
package struct RotationValues: Hashable, Sendable {
    package var name: String
    package var cycle: [ShiftTypeID?]
    package var anchor: CalendarDay

    package init(name: String, cycle: [ShiftTypeID?], anchor: CalendarDay) {
        self.name = name
        self.cycle = cycle
        self.anchor = anchor
    }
}
