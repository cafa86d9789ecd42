import ShiftModel

/// What to export: the days `from` through `through`, to `path`.
public struct ExportRequest: Hashable, Sendable {
    public var from: CalendarDay
    public var through: CalendarDay
    public var path: String

    public init(from: CalendarDay, through: CalendarDay, path: String) {
        self.from = from
        self.through = through
        self.path = path
    }

    public var dayCount: Int { through.ordinal - from.ordinal + 1 }
}
