/// A rotation apart from its id: what its form validates.
public struct RotationValues: Hashable, Sendable {
    public var name: String
    public var cycle: [ShiftTypeID?]
    public var anchor: CalendarDay

    public init(name: String, cycle: [ShiftTypeID?], anchor: CalendarDay) {
        self.name = name
        self.cycle = cycle
        self.anchor = anchor
    }
}
