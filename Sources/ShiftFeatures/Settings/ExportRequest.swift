import ShiftModel

/// What to export: the days `from` through `through`, to `path`.
package struct ExportRequest: Hashable, Sendable {
    package var from: CalendarDay
    package var through: CalendarDay
    package var path: String

    package init(from: CalendarDay, through: CalendarDay, path: String) {
        self.from = from
        self.through = through
        self.path = path
    }

    package var dayCount: Int { through.ordinal - from.ordinal + 1 }
}
